/**
 * The lottery island of /lottery (fast games, SPEC §2.1 gameCode and playType) and /vnlottery
 * (Vietnamese lottery by region and station, gameCode): game menu, the issue now selling with its
 * countdown, number picker and bet slip, results, and my tickets (DOMAIN.md §1). Loads at once
 * (client:load): the page exists to be played.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PLAY_TYPES, type PlayType } from '../contracts/lottery-rules.ts';
import { BetSlip } from '../features/lottery/components/BetSlip.tsx';
import { CurrentIssue } from '../features/lottery/components/CurrentIssue.tsx';
import { GameMenu } from '../features/lottery/components/GameMenu.tsx';
import { MyTickets } from '../features/lottery/components/MyTickets.tsx';
import { ResultsTable } from '../features/lottery/components/ResultsTable.tsx';
import { $lottery, initLottery, refreshGame, selectGame, setPlayType } from '../features/lottery/stores/lottery.ts';
import { formatMoney } from '../lib/format-money.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';

/** Props from the page: which games, its title, locale, messages and currency. */
export interface LotteryIslandProps { games: 'FAST' | 'VN'; title: string; locale: string; localePrefix: string; messages: Messages; currency: string; currencyDecimals: number }

function App(props: LotteryIslandProps) {
  const t = useT();
  const s = useStore($lottery);
  const money = (minor: number) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals);
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const play = q.get('playType')?.toUpperCase();
    if (play && (PLAY_TYPES as readonly string[]).includes(play)) setPlayType(play as PlayType);
    void initLottery(q.get('gameCode'), props.games);
  }, []);
  const choose = (gameCode: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('gameCode', gameCode);
    history.replaceState(history.state, '', url);
    void selectGame(gameCode);
  };
  return (
    <div className="lottery">
      <h1>{props.title}</h1>
      {s.menu && <GameMenu menu={s.menu} groups={props.games} value={s.gameCode} onSelect={choose} />}
      {s.loading && !s.menu && <p className="lottery__notice" role="status">{t('common_loading')}</p>}
      {s.error && <p className="lottery__error" role="alert">{t(s.error)}</p>}
      {s.gameCode && (
        <div className="lottery__layout">
          <div>
            {s.signedIn !== false && <CurrentIssue draw={s.current} locale={props.locale} onClosed={() => void refreshGame()} />}
            <BetSlip layout={s.layout} signedIn={s.signedIn} selling={Boolean(s.current && s.current.closeAt > Date.now())} money={money} />
          </div>
          <div>
            <ResultsTable draws={s.results} layout={s.layout} locale={props.locale} />
            {s.signedIn && <MyTickets tickets={s.tickets} money={money} />}
          </div>
        </div>
      )}
      {s.popular.length > 0 && (
        <nav className="lottery__popular" aria-label={t('lottery_popular')}>
          <h2>{t('lottery_popular')}</h2>
          <ul>
            {s.popular.map((g) => (
              <li key={g.gameCode}><a href={`${props.localePrefix}/${g.fast ? 'lottery' : 'vnlottery'}/?gameCode=${encodeURIComponent(g.gameCode)}`} aria-current={g.gameCode === s.gameCode ? 'page' : undefined}>{g.label}</a></li>
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
    <MessagesProvider messages={props.messages}>
      <App {...props} />
    </MessagesProvider>
  );
}
