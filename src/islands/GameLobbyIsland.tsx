/**
 * Category page island (SPEC §2.1, §2.10): the game lobby kept fresh from
 * the platform, favorites behind the member gate, and the launcher. Hydrated by `client:intent`
 * (at once for a signed-in player), so a visitor downloads no React until touching it. Composes
 * the games, launcher, auth and wallet features: a launch or favorite that needs a session opens
 * the header's login popup, a trial user's favorite shows in_need_true_account, and coming back
 * from a game refreshes the header balance.
 */
import { useSession } from '../lib/session/use-session.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Locale } from '../contracts/locales.ts';
import type { CategorySnapshot, Game } from '../contracts/schemas/games.ts';
import { $authModal, openAuthModal } from '../lib/session/session.ts';
import { GameLobby } from '../features/games/components/GameLobby.tsx';
import { $hotGames, initCatalog, loadHotGames, loadRecentGames, reloadCatalog, resetMemberLists, $catalog } from '../features/games/stores/catalog.ts';
import { loadFavorites, toggleFavorite } from '../features/games/stores/favorites.ts';
import { LaunchDialogs } from '../features/launcher/components/LaunchDialogs.tsx';
import { launch, watchReturnFromGame } from '../features/launcher/stores/launcher.ts';
import { refreshBalance } from '../features/wallet/stores/balance.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { formatMoney } from '../lib/format-money.ts';
import { readSessionValues } from '../lib/session/session-values.ts';
import { ConfirmDialog } from '../lib/ui/Dialog.tsx';

/** Props from the category page. */
export interface GameLobbyIslandProps {
  locale: Locale;
  messages: Messages;
  snapshot: CategorySnapshot;
  vendorNames: Record<string, string>;
  pageHref: string;
  currency: string;
  currencyDecimals: number;
}

// The catalog starts from the snapshot during the first render (every server render), so the
// server HTML and the first client render agree.
let initialised: string | null = null;

/** Asks the header island (hydrating it if needed) to open the login popup. */
function openLogin(type: 'login' | 'register' = 'login') {
  openAuthModal(type);
  document.dispatchEvent(new Event('portal:intent'));
}

function Lobby(props: GameLobbyIslandProps) {
  if (typeof window === 'undefined' || initialised !== props.snapshot.gameClassify) {
    initialised = props.snapshot.gameClassify;
    void initCatalog(props.snapshot);
  }
  const t = useT();
  const session = useSession();
  const authModal = useStore($authModal);
  const hot = useStore($hotGames);
  const [trialWarning, setTrialWarning] = useState(false);
  const [favoriteError, setFavoriteError] = useState<string | null>(null);

  const start = useEffectEvent(() => {
    const vassalage = new URLSearchParams(window.location.search).get('vassalage');
    if (vassalage && props.snapshot.vendors.some((v) => v.vendor === vassalage)) void initCatalog(props.snapshot, { vassalage });
    void loadHotGames(props.snapshot.gameClassify);
    return watchReturnFromGame(() => void refreshBalance());
  });
  useEffect(() => start(), []);

  // Signed in (or out): the member's lists, and the full catalog instead of the visitor's view.
  const loadMemberLists = useEffectEvent(() => {
    if (session) {
      void loadRecentGames();
      void loadFavorites(session.type);
      if ($catalog.get().status === 'login_required') void reloadCatalog();
    } else {
      resetMemberLists();
      void loadFavorites(null);
    }
  });
  useEffect(() => loadMemberLists(), [session?.account, session?.type]);

  const from = typeof window === 'undefined' ? props.pageHref : window.location.pathname + window.location.search;
  // The stored session values count too: a click replayed right after hydration may come before
  // the header island has restored $session.
  const player = () => session ?? readSessionValues();
  const play = async (game: Game, roomId?: string) => {
    const p = player();
    const outcome = await launch(game, p ? { account: p.account, type: p.type } : null, props.locale, from, { roomId });
    if (outcome === 'login') openLogin();
  };
  const favorite = async (game: Game) => {
    const res = await toggleFavorite(game, player()?.type ?? null);
    if (res.verdict === 'login_required') openLogin();
    else if (res.verdict === 'trial_blocked') setTrialWarning(true);
    else if (res.error) setFavoriteError(res.error);
  };

  return (
    <>
      <GameLobby
        snapshot={props.snapshot}
        vendorNames={props.vendorNames}
        locale={props.locale}
        currency={props.currency}
        currencyDecimals={props.currencyDecimals}
        pageHref={props.pageHref}
        signedIn={session !== null}
        onPlay={(g) => void play(g)}
        onToggleFavorite={(g) => void favorite(g)}
        onLogin={() => openLogin()}
      />
      <LaunchDialogs
        popular={hot}
        onPlay={(g) => void play(g)}
        onJoinRoom={(g, roomId) => void play(g, roomId)}
        money={(minor) => formatMoney(minor, props.locale, props.currency, props.currencyDecimals)}
      />
      <ConfirmDialog
        open={trialWarning && !authModal.open}
        title={t('games_favorites')}
        message={t('in_need_true_account')}
        confirmLabel={t('in_increase_submit')}
        cancelLabel={t('common_cancel')}
        onCancel={() => setTrialWarning(false)}
        onConfirm={() => {
          setTrialWarning(false);
          openLogin('register');
        }}
      />
      <ConfirmDialog
        open={favoriteError !== null}
        title={t('games_favorites')}
        message={t(favoriteError ?? 'games_error')}
        confirmLabel={t('common_ok')}
        cancelLabel={t('common_close')}
        onCancel={() => setFavoriteError(null)}
        onConfirm={() => setFavoriteError(null)}
      />
    </>
  );
}

/** The category page's interactive lobby. */
export default function GameLobbyIsland(props: GameLobbyIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Lobby {...props} />
    </MessagesProvider>
  );
}
