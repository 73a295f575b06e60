/**
 * The lottery island of /lottery (fast games, SPEC §2.1 gameCode and playType) and /vnlottery
 * (Vietnamese lottery by region and station, gameCode): game menu, the issue now selling with its
 * countdown, number picker and bet slip, results, and my tickets (DOMAIN.md §1). Hydrates at once
 * for a member and on a visitor's first intent (`client:intent="page"`); until then a visitor reads
 * the latest results the edge puts below it. Prerendered with the menu and results (loading) and
 * the slip of the north's layout, the shape the loaded game keeps.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent } from 'react';
import { PLAY_TYPES, type PlayType } from '../contracts/lottery-rules.ts';
import { BetSlip } from '../features/lottery/components/BetSlip.tsx';
import { CurrentIssue } from '../features/lottery/components/CurrentIssue.tsx';
import { GameMenu } from '../features/lottery/components/GameMenu.tsx';
import { MyTickets } from '../features/lottery/components/MyTickets.tsx';
import { ResultsTable } from '../features/lottery/components/ResultsTable.tsx';
import { $lottery, followTicketStates, initLottery, refreshGame, selectGame, setPlayType } from '../features/lottery/stores/lottery.ts';
import { formatMoney } from '../lib/format-money.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';

/** Props from the page: which games, its title, locale, messages and currency. */
export interface LotteryIslandProps {
  games: 'FAST' | 'VN';
  title: string;
  locale: string;
  localePrefix: string;
  messages: Messages;
  currency: string;
  currencyDecimals: number;
}

function App(props: LotteryIslandProps) {
  const t = useT();
  const s = useStore($lottery);
  const money = (minor: number) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals);
  // Only a member gets the current issue (a visitor's call answers 401). Until the answer, its
  // place is kept, in CSS only for a likely member (`html[data-member]`), so nothing moves.
  const issue = s.signedIn === true ? 'show' : s.signedIn === null ? 'reserve' : 'none';
  // Before the game is known (the prerendered page), the menu and the slip of the usual layout
  // already show, so the page paints its main content with the HTML (LCP) and keeps its shape.
  const pending = s.loading && s.menu === null && !s.error;
  const start = useEffectEvent(() => {
    const q = new URLSearchParams(window.location.search);
    const play = q.get('playType')?.toUpperCase();
    if (play && (PLAY_TYPES as readonly string[]).includes(play)) setPlayType(play as PlayType);
    void initLottery(q.get('gameCode'), props.games);
  });
  useEffect(() => start(), []);
  useEffect(() => followTicketStates(), []);
  const choose = (gameCode: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('gameCode', gameCode);
    history.replaceState(history.state, '', url);
    void selectGame(gameCode);
  };
  return (
    <div className="lottery">
      <h1>{props.title}</h1>
      {(s.menu || pending) && <GameMenu menu={s.menu} groups={props.games} value={s.gameCode} onSelect={choose} />}
      {s.error && (
        <p className="lottery__error" role="alert">
          {t(s.error)}
        </p>
      )}
      {(s.gameCode || pending) && (
        <div className="lottery__layout">
          <div>
            {issue === 'show' && <CurrentIssue draw={s.current} locale={props.locale} onClosed={() => void refreshGame()} />}
            {issue === 'reserve' && <div className="lottery__issue lottery__issue--pending" aria-hidden="true" />}
            <BetSlip layout={s.layout} signedIn={s.signedIn} selling={Boolean(s.current && s.current.closeAt > Date.now())} money={money} />
          </div>
          <div>
            <ResultsTable draws={s.results} layout={s.layout} locale={props.locale} pending={s.loading} />
            {s.signedIn && <MyTickets tickets={s.tickets} money={money} />}
          </div>
        </div>
      )}
      {s.popular.length > 0 && (
        <nav className="lottery__popular" aria-label={t('lottery_popular')}>
          <h2>{t('lottery_popular')}</h2>
          <ul>
            {s.popular.map((g) => (
              <li key={g.gameCode}>
                <a
                  href={`${props.localePrefix}/${g.fast ? 'lottery' : 'vnlottery'}/?gameCode=${encodeURIComponent(g.gameCode)}`}
                  aria-current={g.gameCode === s.gameCode ? 'page' : undefined}
                >
                  {g.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** The lottery page's game. */
export default function LotteryIsland(props: LotteryIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <App {...props} />
    </MessagesProvider>
  );
}
