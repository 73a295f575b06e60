/**
 * The frame every game screen shares (SPEC §2.10: the page a launch opens, in-house or a sandbox
 * vendor's stand-in): the title, the game wallet's balance (a live region; `game-balance` for
 * tests), the screen's note, then either the sign-in notice or the last refusal (a message key,
 * shown translated) above the game itself. Needs a MessagesProvider with `wallet_balance`,
 * `wallet_loading`, `launcher_login_to_play` and the error keys of the game.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';

/** Props: root class, title, balance in minor units (null while loading) with its formatter, note, sign-in state, last error key, the game. */
export interface GameScreenProps {
  className: string;
  title: string;
  balance: number | null;
  money: (minor: number) => string;
  /** The screen's note (e.g. "a sandbox stand-in"), already rendered; none when absent. */
  note?: ReactNode;
  loginRequired: boolean;
  /** A message key of the last refusal, or null. */
  error: string | null | undefined;
  children: ReactNode;
}

/** A game screen's shared frame around its own content (see the module). */
export function GameScreen({ className, title, balance, money, note, loginRequired, error, children }: GameScreenProps) {
  const t = useT();
  return (
    <div className={className}>
      <header className="inhouse__bar">
        <h1>{title}</h1>
        <p className="inhouse__balance" aria-live="polite">
          {t('wallet_balance')}: <strong data-testid="game-balance">{balance === null ? t('wallet_loading') : money(balance)}</strong>
        </p>
      </header>
      {note}
      {loginRequired ? (
        <p className="notice">{t('launcher_login_to_play')}</p>
      ) : (
        <>
          {error && (
            <p className="form__error" role="alert">
              {t(error)}
            </p>
          )}
          {children}
        </>
      )}
    </div>
  );
}
