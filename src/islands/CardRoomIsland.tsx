/**
 * The sandbox's card-room stand-in (SPEC §2.10, §7.2 PvP rooms; src/platform/games/vendors/cards.ts),
 * inside the /game frame: a Tien Len table in the room chosen in the lobby. Take a seat (the room's
 * stake), deal, watch the stand-in play the hand out, or leave (refunded before the deal, forfeited
 * after it); the result shows the pot, the rake and the payout. Marked as a sandbox stand-in.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { $cards, dealCards, joinHand, leaveCards, openRoom, refreshHand, type CardHand } from '../features/games/stores/cards.ts';
import { formatMoney } from '../lib/format-money.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { GameScreen } from '../features/games/components/GameScreen.tsx';

/** Props from the card-room page. */
export interface CardRoomIslandProps {
  locale: string;
  messages: Messages;
  currency: string;
  currencyDecimals: number;
}

function Table(props: CardRoomIslandProps) {
  const t = useT();
  const s = useStore($cards);
  const yourCards = useId();
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    void openRoom(Number(q.get('nodeId')) || 0, q.get('roomId') ?? '');
  }, []);
  const live = s.hand?.status === 'waiting' || s.hand?.status === 'playing';
  useEffect(() => {
    if (!live) return;
    // The table moves on by itself: read it again every second while the hand waits or plays.
    const timer = window.setInterval(() => void refreshHand(), 1_000);
    return () => window.clearInterval(timer);
  }, [live]);
  const money = (minor: number) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals);
  const h = s.hand;
  const nameOf = (p: CardHand['players'][number]) => (p.kind === 'you' ? t('cards_you') : p.kind === 'bot' ? t('cards_bot', { n: p.name }) : p.name);
  const busy = s.status === 'busy';

  return (
    <GameScreen
      className="inhouse standin"
      title={t('cards_title', { room: s.roomId })}
      balance={s.balance}
      money={money}
      note={<p className="notice">{t('cards_stand_in_note')}</p>}
      loginRequired={s.status === 'login_required'}
      error={s.error}
    >
      {h && (
        <section className="card" aria-live="polite" data-testid="card-hand">
          {h.status === 'waiting' && <p>{t('cards_waiting', { count: String(h.players.length) })}</p>}
          <ul className="standin__players">
            {h.players.map((p, i) => (
              <li key={i} className={h.result?.winner === i ? 'standin__winner' : undefined}>
                <strong>{nameOf(p)}</strong>
                {h.status !== 'waiting' && <span className="muted"> · {t('cards_cards_left', { count: String(p.cardsLeft) })}</span>}
                {h.status === 'playing' && h.turns.some((x) => x.player === i) && <span className="standin__play"> {p.last ?? t('cards_pass')}</span>}
                {p.left && <span className="muted"> · {t('cards_left_table')}</span>}
              </li>
            ))}
          </ul>
          {h.yourCards.length > 0 && (
            <>
              <h2 id={yourCards}>{t('cards_your_cards')}</h2>
              <ul className="standin__hand" aria-labelledby={yourCards}>
                {h.yourCards.map((c) => (
                  <li key={c} className={/[♦♥]/.test(c) ? 'standin__card standin__card--red' : 'standin__card'}>
                    {c}
                  </li>
                ))}
              </ul>
            </>
          )}
          {h.result && (
            <p data-testid="card-result">
              <strong>
                {t('cards_result', {
                  name: nameOf(h.players[h.result.winner]!),
                  pot: money(h.result.pot),
                  rake: money(h.result.rake),
                  paid: money(h.result.paid),
                })}
              </strong>
            </p>
          )}
        </section>
      )}
      <div className="standin__controls">
        {(!h || h.status === 'settled' || h.status === 'cancelled') && (
          <button type="button" className="button button--primary" disabled={busy || !s.roomId} onClick={() => void joinHand()}>
            {t('cards_join', { stake: s.stake === null ? '…' : money(s.stake) })}
          </button>
        )}
        {h?.status === 'waiting' && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void dealCards()}>
            {t('cards_deal')}
          </button>
        )}
        {live && !h?.youLeft && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void leaveCards()}>
            {t('cards_leave')}
          </button>
        )}
      </div>
    </GameScreen>
  );
}

/** The card-room stand-in. */
export default function CardRoomIsland(props: CardRoomIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Table {...props} />
    </MessagesProvider>
  );
}
