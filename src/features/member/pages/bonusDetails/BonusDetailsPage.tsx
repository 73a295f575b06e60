/**
 * bonusDetails (SPEC §2.7): the bonus-like movements of the main wallet (bonuses, rebates, VIP
 * gifts, mission rewards, points conversions, raffle prizes, referral rewards, salaries and
 * dividends) in a date preset, with amounts and the balance after, paginated (SPEC §9).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { MovementsTable } from '../../components/MovementsTable.tsx';
import { PresetChips } from '../../components/PresetChips.tsx';
import { $bonusFilters, $bonusRecord, loadBonuses, setBonusFilters } from '../../stores/records.ts';

/** The page. */
export default function BonusDetailsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const filters = useStore($bonusFilters);
  const record = useStore($bonusRecord);
  useEffect(() => {
    void loadBonuses();
  }, []);
  return (
    <>
      <div className="ov-toolbar">
        <PresetChips value={filters.preset} onChange={(preset) => void setBonusFilters({ preset })} />
      </div>
      <MovementsTable
        label={t('overlay_page_bonus_details')}
        state={record}
        page={filters.page}
        locale={locale}
        currencyDecimals={currencyDecimals}
        emptyKey="member_no_bonus"
        onRetry={() => void loadBonuses()}
        onPage={(page) => void setBonusFilters({ page })}
      />
    </>
  );
}
