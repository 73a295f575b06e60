/**
 * The date-preset chips of the record pages (SPEC §9 "Date presets"): one pressed chip per preset
 * of {@link RECORD_PRESETS}, labelled by the overlay's `overlay_date_*` messages.
 */
import type { DatePreset } from '../../../lib/date-presets.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { RECORD_PRESETS } from '../stores/records.ts';
import { tablistKey } from '../../../lib/ui/tabs.ts';

/** Props: the chosen preset and the change handler. */
export interface PresetChipsProps {
  value: DatePreset;
  onChange: (preset: DatePreset) => void;
}

/** The chips, as a labelled group. */
export function PresetChips({ value, onChange }: PresetChipsProps) {
  const t = useT();
  return (
    <div className="ov-chips" role="group" aria-label={t('member_filter_period')} onKeyDown={tablistKey}>
      {RECORD_PRESETS.map((p) => (
        <button key={p} type="button" className="ov-chip" aria-pressed={value === p} tabIndex={value === p ? 0 : -1} onClick={() => onChange(p)}>
          {t(`overlay_date_${p}`)}
        </button>
      ))}
    </div>
  );
}
