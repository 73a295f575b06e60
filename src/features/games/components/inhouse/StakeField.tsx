/**
 * The stake input of the in-house games: whole minor units between the game's limits, with quick
 * halve and double buttons. Shows the limits as its hint.
 */
import { useId } from 'react';
import { INHOUSE_STAKE, isInhouseStake } from '../../../../contracts/schemas/games.ts';
import { useT } from '../../../../lib/i18n/translate.ts';

/** Props: the stake in minor units, its setter, and money formatting. */
export interface StakeFieldProps {
  value: number;
  onChange: (v: number) => void;
  money: (minor: number) => string;
}

/** The stake field. */
export function StakeField({ value, onChange, money }: StakeFieldProps) {
  const t = useT();
  const id = useId();
  const clamp = (v: number) => Math.min(INHOUSE_STAKE.max, Math.max(INHOUSE_STAKE.min, Math.round(v)));
  const invalid = !isInhouseStake(value);
  return (
    <div className="field">
      <label htmlFor={id}>{t('games_stake')}</label>
      <div className="stake">
        <button type="button" className="button button--ghost" onClick={() => onChange(clamp(value / 2))} aria-label="½">
          ½
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={INHOUSE_STAKE.min}
          max={INHOUSE_STAKE.max}
          step={1}
          value={Number.isFinite(value) ? value : ''}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value === '' ? NaN : Number(e.target.value))}
        />
        <button type="button" className="button button--ghost" onClick={() => onChange(clamp(value * 2))} aria-label="×2">
          ×2
        </button>
      </div>
      <small id={`${id}-hint`} className="field__hint">
        {money(INHOUSE_STAKE.min)} – {money(INHOUSE_STAKE.max)}
      </small>
    </div>
  );
}
