/**
 * The sandbox's sportsbook stand-in (SPEC §2.10; src/platform/games/vendors/sports.ts), inside the
 * /seamless frame: matches with 1X2 and over/under odds, the bet slip (a single or an accumulator),
 * the member's slips with their state and cash-out. Marked as a sandbox stand-in. A visitor without
 * a session is asked to log in on the portal.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { StakeField } from '../features/games/components/inhouse/StakeField.tsx';
import { $sportsbook, cashOutSlip, loadSportsbook, placeSlip, togglePick, type Pick } from '../features/games/stores/sportsbook.ts';
import { formatMoney } from '../lib/format-money.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { formatDateTime } from '../lib/format-date.ts';
import { GameScreen } from '../features/games/components/GameScreen.tsx';

/** Props from the sportsbook page. */
export interface SportsbookIslandProps {
  locale: string;
  messages: Messages;
  currency: string;
  currencyDecimals: number;
}

const odds = (o: number) => (o / 1000).toFixed(2);
const PICK_LABEL: Record<Pick, string> = { home: '1', draw: 'X', away: '2', over: 'sports_pick_over', under: 'sports_pick_under' };

function Book(props: SportsbookIslandProps) {
  const t = useT();
  const s = useStore($sportsbook);
  const [nodeId, setNodeId] = useState(0);
  const [stake, setStake] = useState(10_000);
  const slipHeading = useId();
  useEffect(() => {
    setNodeId(Number(new URLSearchParams(window.location.search).get('nodeId')) || 0);
    void loadSportsbook();
  }, []);
  const money = (minor: number) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals);
  const time = (ms: number) => formatDateTime(ms, props.locale, 'time');
  const label = (p: Pick) => (p === 'over' || p === 'under' ? t(PICK_LABEL[p]) : PICK_LABEL[p]);
  const matches = s.book?.matches ?? [];
  const legs = Object.entries(s.slip);
  const total = legs.reduce((acc, [id, p]) => (acc * (matches.find((m) => m.id === id)?.odds[p] ?? 1000)) / 1000, 1000);

  return (
    <GameScreen
      className="inhouse sportsbook"
      title={t('sports_matches')}
      balance={s.balance}
      money={money}
      note={<p className="notice">{t('sports_stand_in_note')}</p>}
      loginRequired={s.status === 'login_required'}
      error={s.error}
    >
      <ul className="sportsbook__matches">
        {matches.map((m) => (
          <li key={m.id} className="card sportsbook__match">
            <p>
              <strong>
                {m.home} – {m.away}
              </strong>{' '}
              <span className="muted">{t('sports_kickoff', { time: time(m.kickoffAt) })}</span>
            </p>
            {(
              [
                ['sports_market_result', ['home', 'draw', 'away']],
                ['sports_market_goals', ['over', 'under']],
              ] as const
            ).map(([market, picks]) => (
              <div key={market} role="group" aria-label={`${m.home} – ${m.away}: ${t(market)}`} className="sportsbook__market">
                <span className="muted">{t(market)}</span>
                {picks.map((p) => (
                  <button
                    key={p}
                    type="button"
                    className="button button--ghost"
                    aria-pressed={s.slip[m.id] === p}
                    aria-label={`${m.home} – ${m.away}: ${label(p)} ${odds(m.odds[p])}`}
                    onClick={() => togglePick(m.id, p)}
                  >
                    {label(p)} <strong>{odds(m.odds[p])}</strong>
                  </button>
                ))}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <section aria-labelledby={slipHeading} className="card sportsbook__slip">
        <h2 id={slipHeading}>
          {t('sports_slip')}
          {legs.length > 0 && ` · ${t(legs.length > 1 ? 'sports_accumulator' : 'sports_single')}`}
        </h2>
        {legs.length === 0 ? (
          <p className="muted">{t('sports_slip_empty')}</p>
        ) : (
          <>
            <ul>
              {legs.map(([id, p]) => {
                const m = matches.find((x) => x.id === id);
                return (
                  <li key={id}>
                    {m ? `${m.home} – ${m.away}` : id}: {label(p)} {m && odds(m.odds[p])}
                  </li>
                );
              })}
            </ul>
            <p>
              {t('sports_total_odds')}: <strong>{odds(total)}</strong>
            </p>
            <StakeField value={stake} onChange={setStake} money={money} />
            <button
              type="button"
              className="button button--primary"
              disabled={s.status === 'placing' || nodeId === 0}
              onClick={() => void placeSlip(nodeId, stake)}
            >
              {t('sports_place_bet')}
            </button>
          </>
        )}
      </section>
      <section className="sportsbook__bets">
        <h2>{t('games_my_bets')}</h2>
        {(s.book?.slips ?? []).length === 0 && <p className="muted">{t('games_no_bets')}</p>}
        <ul>
          {(s.book?.slips ?? []).map((b) => (
            <li key={b.slipId} className="card" data-testid="sports-slip">
              <p>
                {t(b.legs.length > 1 ? 'sports_accumulator' : 'sports_single')} · {money(b.stake)} @ {odds(b.odds)} ·{' '}
                <strong>{t(`games_bet_state_${b.state}`)}</strong>
                {b.state !== 'open' && b.state !== 'lost' && ` · ${t('games_payout')}: ${money(b.payout)}`}
              </p>
              <ul className="muted">
                {b.legs.map((l) => (
                  <li key={l.matchId}>
                    {l.home} – {l.away}: {label(l.pick)} {odds(l.odds)}
                    {l.result && ` · ${t(`games_bet_state_${l.result}`)}`}
                  </li>
                ))}
              </ul>
              {b.cashOut !== null && (
                <button type="button" className="button button--ghost" onClick={() => void cashOutSlip(b.slipId)}>
                  {t('sports_cash_out', { amount: money(b.cashOut) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </GameScreen>
  );
}

/** The sportsbook stand-in. */
export default function SportsbookIsland(props: SportsbookIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Book {...props} />
    </MessagesProvider>
  );
}
