/**
 * The sandbox's timed-table stand-ins (SPEC §2.10; src/platform/games/vendors/tables.ts), inside the
 * /seamless frame: a live baccarat table (player, banker, tie) or a cockfight arena (Meron, Wala).
 * Shows the round taking bets with its countdown and committed seed hash, one button per side, the
 * last rounds with their revealed seeds, and the member's bets with their state. It polls the table
 * while the page is visible (each read settles the rounds that are over). Marked as a sandbox
 * stand-in. A visitor without a session is asked to log in on the portal.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { StakeField } from '../features/games/components/inhouse/StakeField.tsx';
import { $table, loadTable, placeTableBet, type TableView } from '../features/games/stores/tables.ts';
import { formatMoney } from '../lib/format-money.ts';
import { formatNumber } from '../lib/format-number.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { CopyableCode } from '../lib/ui/CopyableCode.tsx';
import { GameScreen } from '../features/games/components/GameScreen.tsx';

/** Props from the baccarat or cockfight page. */
export interface TableIslandProps {
  kind: 'baccarat' | 'cockfight';
  locale: string;
  messages: Messages;
  currency: string;
  currencyDecimals: number;
}

const SIDES = { baccarat: ['player', 'banker', 'tie'], cockfight: ['meron', 'wala'] } as const;
// How often the table is read while the page is visible (ms): a round lasts 20–30 s.
const POLL_MS = 2_000;

const roundNo = (roundId: string) => roundId.slice(roundId.lastIndexOf('-') + 1);

function Table(props: TableIslandProps) {
  const t = useT();
  const s = useStore($table);
  const [stake, setStake] = useState(10_000);
  const [clock, setClock] = useState(0);
  const sidesLabel = useId();
  const historyHeading = useId();
  const betsHeading = useId();
  useEffect(() => {
    const nodeId = Number(new URLSearchParams(window.location.search).get('nodeId')) || 0;
    void loadTable(nodeId);
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') void loadTable(nodeId);
    }, POLL_MS);
    const tick = setInterval(() => setClock(Date.now()), 1_000);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
    };
  }, []);
  // The once-a-second clock would leave the side buttons enabled for up to a second after the window
  // closes (a tap then is refused: table_round_closed): re-render at the close itself (server time).
  const closesAt = s.table?.round.closesAt;
  useEffect(() => {
    if (closesAt === undefined) return;
    const left = closesAt - (Date.now() + $table.get().clockOffset);
    if (left <= 0) return;
    const timer = setTimeout(() => setClock(Date.now()), left + 10);
    return () => clearTimeout(timer);
  }, [closesAt]);
  const money = (minor: number) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals);
  const num = (n: number) => formatNumber(Math.round(n * 100) / 100, props.locale);
  // Baccarat pays as a ratio (1:1, 0.95:1, 8:1), a fight at decimal odds (1.85).
  const oddsText = (o: number) => (props.kind === 'baccarat' ? `${num((o - 1000) / 1000)}:1` : num(o / 1000));
  const sideLabel = (side: string) => t(`table_${side}`);
  const table: TableView | null = s.table;
  const now = (clock || Date.now()) + s.clockOffset;
  const betting = !!table && now < table.round.closesAt;
  const seconds = table ? Math.max(0, Math.ceil(((betting ? table.round.closesAt : table.round.settlesAt) - now) / 1000)) : 0;
  const winnerText = (w: string | null) => (w === 'tie' || w === 'draw' ? t(`table_${w}`) : w ? t('table_wins', { side: sideLabel(w) }) : '');

  return (
    <GameScreen
      className="inhouse table-game"
      title={t(`table_${props.kind}`)}
      balance={s.balance}
      money={money}
      note={<p className="notice">{t(`table_stand_in_${props.kind}`)}</p>}
      loginRequired={s.status === 'login_required'}
      error={s.error}
    >
      {table && (
        <section className="card table-game__round" aria-labelledby={sidesLabel}>
          <h2 id={sidesLabel}>{t('table_round', { round: roundNo(table.round.roundId) })}</h2>
          <p role="timer" className={betting ? 'table-game__phase' : 'table-game__phase muted'}>
            {t(betting ? 'table_bets_open' : 'table_bets_closed', { seconds })}
          </p>
          <p className="muted table-game__hash">
            {t('games_fair_server_hash')}: <CopyableCode value={table.round.serverSeedHash} name={t('games_fair_server_hash')} />
          </p>
          <StakeField value={stake} onChange={setStake} money={money} />
          <div className="table-game__sides" role="group" aria-label={t('table_round', { round: roundNo(table.round.roundId) })}>
            {SIDES[props.kind].map((side) => (
              <button
                key={side}
                type="button"
                className={`button table-game__side table-game__side--${side}`}
                aria-label={t('table_bet_on', { side: sideLabel(side), odds: oddsText(table.odds[side] ?? 0) })}
                disabled={!betting || s.status === 'placing'}
                onClick={() => void placeTableBet(side, stake)}
              >
                <span>{sideLabel(side)}</span> <strong>{oddsText(table.odds[side] ?? 0)}</strong>
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="table-game__history" aria-labelledby={historyHeading}>
        <h2 id={historyHeading}>{t('table_last_rounds')}</h2>
        <ul>
          {(table?.history ?? []).map((h) => (
            <li key={h.roundId} className="card">
              <p>
                {t('table_round', { round: roundNo(h.roundId) })} · <strong>{h.result.cancelled ? t('table_cancelled') : winnerText(h.result.winner)}</strong>
              </p>
              {h.result.cards && (
                <p className="table-game__cards">
                  {t('table_player')} {h.result.cards.playerTotal}: <span dir="ltr">{h.result.cards.player.join(' ')}</span> · {t('table_banker')}{' '}
                  {h.result.cards.bankerTotal}: <span dir="ltr">{h.result.cards.banker.join(' ')}</span>
                </p>
              )}
              <details>
                <summary>{t('games_fair_server_seed')}</summary>
                <p className="table-game__hash">
                  <code>{h.serverSeed}</code>
                </p>
              </details>
            </li>
          ))}
        </ul>
      </section>
      <section className="table-game__bets" aria-labelledby={betsHeading}>
        <h2 id={betsHeading}>{t('games_my_bets')}</h2>
        {(table?.bets ?? []).length === 0 && <p className="muted">{t('games_no_bets')}</p>}
        <ul>
          {(table?.bets ?? []).map((b) => (
            <li key={b.betId} className="card" data-testid="table-bet">
              {t('table_round', { round: roundNo(b.roundId) })} · {sideLabel(b.side)} {oddsText(b.odds)} · {money(b.stake)} ·{' '}
              <strong>{t(`games_bet_state_${b.state}`)}</strong>
              {b.state !== 'open' && b.state !== 'lost' && ` · ${t('games_payout')}: ${money(b.payout)}`}
            </li>
          ))}
        </ul>
      </section>
    </GameScreen>
  );
}

/** The live-baccarat or cockfight stand-in. */
export default function TableIsland(props: TableIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Table {...props} />
    </MessagesProvider>
  );
}
