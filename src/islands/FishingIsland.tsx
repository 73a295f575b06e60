/**
 * The sandbox's fishing stand-in (SPEC §2.10; src/platform/games/vendors/fishing.ts), inside the
 * /game frame: a cannon whose shots (Fire, or Space/Enter on it) are sent once a second as one batch,
 * what the landed shots caught, the session's totals, and Leave, which settles the session. Marked as
 * a sandbox stand-in. A visitor without a session is asked to log in on the portal.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { $fishing, fire, leaveFishing, loadFishing, sendBatch, setLevel } from '../features/games/stores/fishing.ts';
import { FISH_LEVELS } from '../contracts/fishing-rules.ts';
import { formatMoney } from '../lib/format-money.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { GameScreen } from '../features/games/components/GameScreen.tsx';

/** Props from the fishing page. */
export interface FishingIslandProps {
  locale: string;
  messages: Messages;
  currency: string;
  currencyDecimals: number;
}

const FISH_ICON: Record<string, string> = { shark: '🦈', turtle: '🐢', pufferfish: '🐡', clownfish: '🐠' };

function Sea(props: FishingIslandProps) {
  const t = useT();
  const s = useStore($fishing);
  const [nodeId, setNodeId] = useState(0);
  const levelId = useId();
  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('nodeId')) || 0;
    setNodeId(id);
    void loadFishing();
    // Shots go to the vendor once a second, as one batch.
    const timer = window.setInterval(() => void sendBatch(id), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  const money = (minor: number) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals);
  const session = s.session;

  return (
    <GameScreen
      className="inhouse standin"
      title={t('fish_title')}
      balance={s.balance}
      money={money}
      note={<p className="notice">{t('fish_stand_in_note')}</p>}
      loginRequired={s.status === 'login_required'}
      error={s.error}
    >
      <div className="standin__sea" aria-hidden="true">
        {['🐠', '🐡', '🐢', '🐠', '🦈', '🐠'].map((f, i) => (
          <span key={i} className="standin__fish" style={{ animationDelay: `${-i * 1.7}s`, insetBlockStart: `${10 + ((i * 37) % 70)}%` }}>
            {f}
          </span>
        ))}
      </div>
      <div className="standin__controls">
        <label htmlFor={levelId}>{t('fish_level')}</label>
        <select id={levelId} value={s.level} onChange={(e) => setLevel(Number(e.target.value))}>
          {FISH_LEVELS.map((l) => (
            <option key={l} value={l}>
              {money(l)}
            </option>
          ))}
        </select>
        <button type="button" className="button button--primary standin__fire" disabled={nodeId === 0} onClick={fire}>
          {t('fish_fire')}
          {s.pending > 0 && ` · ${s.pending}`}
        </button>
      </div>
      <section className="card" aria-live="polite" data-testid="fish-session">
        <p>{t('fish_totals', { shots: String(session?.shots ?? 0), staked: money(session?.staked ?? 0), won: money(session?.won ?? 0) })}</p>
        <p className="muted">{t('fish_in_flight', { amount: money(session?.inFlight ?? 0) })}</p>
        {session && session.landed.length > 0 && (
          <ul className="standin__catches">
            {session.landed.map((c) => (
              <li key={c.fish}>
                <span aria-hidden="true">{FISH_ICON[c.fish]} </span>
                {t('fish_caught', { fish: t(`fish_name_${c.fish}`), count: String(c.count), amount: money(c.amount) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <button type="button" className="button button--ghost" disabled={nodeId === 0 || !session} onClick={() => void leaveFishing(nodeId)}>
        {t('fish_leave')}
      </button>
    </GameScreen>
  );
}

/** The fishing stand-in. */
export default function FishingIsland(props: FishingIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Sea {...props} />
    </MessagesProvider>
  );
}
