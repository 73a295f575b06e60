/**
 * The bet slip (DOMAIN.md §1): the bet type (with its odds and cost per number from the shared
 * table), the numbers chosen, the unit stake, the total cost, then a confirmation step before the
 * ticket is bought; afterwards the new balance. A visitor is asked to sign in instead.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId } from 'react';
import { BET_TYPES, MAX_UNIT_STAKE, MIN_UNIT_STAKE, PLAY_TYPES, type PlayType, type PrizeLayout } from '../../../contracts/lottery-rules.ts';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { openAuthModal } from '../../../lib/session/session.ts';
import { $slip, $slipCost, askConfirm, buySlip, setPlayType, setUnitStake } from '../stores/lottery.ts';
import { NumberPicker } from './NumberPicker.tsx';

// The offer (and the push client behind it) loads once a ticket is bought: the lottery page's first
// load does not carry it.
const PushOffer = lazy(() => import('../../../lib/ui/PushOffer.tsx').then((m) => ({ default: m.PushOffer })));

/** The slip for a game of `layout`; `canBuy` when an issue is selling and the visitor is signed in. */
export function BetSlip({
  layout,
  signedIn,
  selling,
  money,
}: {
  layout: PrizeLayout;
  signedIn: boolean | null;
  selling: boolean;
  money: (minor: number) => string;
}) {
  const t = useT();
  const id = useId();
  const slip = useStore($slip);
  const { cost, problem } = useStore($slipCost);
  const type = BET_TYPES[slip.playType];
  return (
    <section className="lottery__slip" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('lottery_slip')}</h2>
      <div className="lottery__field">
        <label htmlFor={`${id}-type`}>{t('lottery_bet_type')}</label>
        <select id={`${id}-type`} value={slip.playType} aria-describedby={`${id}-odds`} onChange={(e) => setPlayType(e.target.value as PlayType)}>
          {PLAY_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`lottery_play_${p.toLowerCase()}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-odds`} className="lottery__muted">
          {t('lottery_odds', { odds: type.oddsTenths / 10, cost: type.cost[layout] })}
        </p>
      </div>
      <NumberPicker playType={slip.playType} numbers={slip.numbers} />
      <div className="lottery__field">
        <label htmlFor={`${id}-unit`}>{t('lottery_unit_stake')}</label>
        <input
          id={`${id}-unit`}
          type="number"
          inputMode="numeric"
          min={MIN_UNIT_STAKE}
          max={MAX_UNIT_STAKE}
          step={1000}
          value={slip.unitStake}
          onChange={(e) => setUnitStake(Math.trunc(Number(e.target.value) || 0))}
        />
      </div>
      <p className="lottery__total">
        {t('lottery_chosen', { count: slip.numbers.length })} · {t('lottery_total_cost')}: <strong data-testid="lottery-cost">{money(cost)}</strong>
      </p>
      {problem && slip.numbers.length > 0 && <p className="lottery__error">{t(problem)}</p>}
      {slip.error && (
        <p className="lottery__error" role="alert">
          {errorText(t, slip.error)}
        </p>
      )}
      {slip.bought && (
        <p className="lottery__ok" role="status">
          {t('lottery_bought', { issue: slip.bought.ticket.issue, balance: money(slip.bought.balance) })}
        </p>
      )}
      {slip.bought && (
        <Suspense fallback={null}>
          <PushOffer topic="ticket_won" />
        </Suspense>
      )}
      {signedIn === false ? (
        <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>
          {t('lottery_sign_in')}
        </button>
      ) : slip.confirming ? (
        <div className="lottery__confirm" role="group" aria-label={t('lottery_confirm_title')}>
          <p>{t('lottery_confirm_text', { cost: money(cost) })}</p>
          <button type="button" className="button button--primary" disabled={slip.busy} aria-busy={slip.busy} onClick={() => void buySlip()}>
            {t('common_confirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => askConfirm(false)}>
            {t('common_cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={!selling || cost === 0 || slip.unitStake < MIN_UNIT_STAKE || slip.unitStake > MAX_UNIT_STAKE}
          onClick={() => askConfirm(true)}
        >
          {t('lottery_buy')}
        </button>
      )}
    </section>
  );
}
