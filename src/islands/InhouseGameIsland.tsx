/**
 * In-house game island (SPEC §2.1 /inhouse, /game): the game inside the /game iframe, with its balance, the
 * round history and the provably-fair panel. Loads at once (client:intent="load"): the page exists only to
 * be played. A visitor without a session is asked to log in on the portal.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DiceGame } from '../features/games/components/inhouse/DiceGame.tsx';
import { FairnessPanel } from '../features/games/components/inhouse/FairnessPanel.tsx';
import { RoundHistory } from '../features/games/components/inhouse/RoundHistory.tsx';
import { SlotGame } from '../features/games/components/inhouse/SlotGame.tsx';
import { $inhouse, initInhouse } from '../features/games/stores/inhouse.ts';
import { formatMoney } from '../lib/format-money.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { GameScreen } from '../features/games/components/GameScreen.tsx';

/** Props from the in-house game page. */
export interface InhouseGameIslandProps {
  game: 'dice' | 'slot';
  title: string;
  locale: string;
  messages: Messages;
  currency: string;
  currencyDecimals: number;
}

function Game(props: InhouseGameIslandProps) {
  const t = useT();
  const s = useStore($inhouse);
  const [nodeId, setNodeId] = useState<number | undefined>(undefined);
  useEffect(() => {
    const n = Number(new URLSearchParams(window.location.search).get('nodeId'));
    if (Number.isInteger(n) && n > 0) setNodeId(n);
    void initInhouse();
  }, []);
  const money = (minor: number) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals);

  return (
    <GameScreen
      className="inhouse"
      title={props.title}
      balance={s.balance}
      money={money}
      note={nodeId !== undefined && <p className="muted">{t('games_stand_in_note')}</p>}
      loginRequired={s.status === 'login_required'}
      error={s.error}
    >
      {props.game === 'dice' ? <DiceGame money={money} locale={props.locale} /> : <SlotGame money={money} nodeId={nodeId} />}
      <RoundHistory money={money} locale={props.locale} />
      <FairnessPanel game={props.game} locale={props.locale} />
    </GameScreen>
  );
}

/** The in-house game. */
export default function InhouseGameIsland(props: InhouseGameIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Game {...props} />
    </MessagesProvider>
  );
}
