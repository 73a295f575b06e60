/**
 * Lotus Dice (SPEC §2.1 /inhouse): choose a stake, a target (2 … 98) and roll under or over it; the
 * win chance and payout multiplier (99 / chance, a 1% house edge) update as you choose. The
 * result shows the roll (0.00 … 99.99) and the payout.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { DICE_TARGET_MAX, DICE_TARGET_MIN, diceChance, type DiceDirection } from '../../../../contracts/provably-fair.ts';
import { isInhouseStake } from '../../../../contracts/schemas/games.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { $inhouse, playDice } from '../../stores/inhouse.ts';
import { StakeField } from './StakeField.tsx';

/** Props: money formatting for the page locale. */
export interface DiceGameProps {
  money: (minor: number) => string;
  locale: string;
}

/** The dice game. */
export function DiceGame({ money, locale }: DiceGameProps) {
  const t = useT();
  const s = useStore($inhouse);
  const id = useId();
  const [stake, setStake] = useState(10_000);
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const chance = diceChance(target, direction);
  const multiplier = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(99 / chance);
  const last = s.last?.game === 'dice' ? s.last : null;
  const roll = typeof last?.result.roll === 'number' ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(last.result.roll / 100) : null;
  const valid = isInhouseStake(stake);

  return (
    <form
      className="inhouse-game"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void playDice({ stake, target, direction });
      }}
    >
      <StakeField value={stake} onChange={setStake} money={money} />
      <div className="field">
        <label htmlFor={`${id}-target`}>
          {t('games_target')}: {target}
        </label>
        <input
          id={`${id}-target`}
          type="range"
          min={DICE_TARGET_MIN}
          max={DICE_TARGET_MAX}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
        />
      </div>
      <fieldset className="segmented">
        <legend>{t('games_direction')}</legend>
        {(['under', 'over'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name={`${id}-dir`} value={d} checked={direction === d} onChange={() => setDirection(d)} />
            <span>
              {t(d === 'under' ? 'games_roll_under' : 'games_roll_over')} {target}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="inhouse-odds">
        <span>{t('games_win_chance', { chance })}</span> <span>{t('games_multiplier', { multiplier })}</span>
      </p>
      <button type="submit" className="button button--primary button--block inhouse-play" disabled={s.status !== 'ready' || !valid}>
        {s.status === 'playing' ? t('games_playing') : t('games_roll')}
      </button>
      <div className="inhouse-result" role="status" aria-live="polite">
        {last && roll !== null && (
          <>
            <span className={`dice-roll ${last.payout > 0 ? 'is-win' : 'is-lose'}`}>{t('games_result_roll', { roll })}</span>
            <span>{last.payout > 0 ? t('games_result_win', { amount: money(last.payout) }) : t('games_result_lose')}</span>
          </>
        )}
      </div>
    </form>
  );
}
