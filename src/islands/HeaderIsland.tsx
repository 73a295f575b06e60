/**
 * Header island (SPEC §2.3). Logged out: log in, register (DIRECTREG3), free demo
 * (FREEPLAY3). Logged in: deposit and withdraw, the balance with eye toggle and refresh, and the
 * avatar menu (the member's avatar, MCSFE_getPlayerAvatar) with sign-out. Hydrated by `client:intent`: on the first interaction, or at once for
 * a signed-in visitor. Composes the auth and wallet features; the login/register modal loads lazily.
 */
import { useSession } from '../lib/session/use-session.ts';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { AccountMenu } from '../features/identity/components/AccountMenu.tsx';
import { $gateWarning } from '../lib/session/gates.ts';
import { openOverlay } from '../lib/overlay.ts';
import { onBalanceChange } from '../lib/balance-events.ts';
import { $passwordChangeRequired, $registeredAccount, dismissRegistered, promptPasswordChange, restoreSession } from '../features/identity/stores/session.ts';
import { $handoffAsk, readHandoffAsk } from '../features/identity/stores/handoff-ask.ts';
import { $authModal, $session, openAuthModal } from '../lib/session/session.ts';
import type { IdentityOptions } from '../features/identity/identity-options.ts';
import { BalanceView } from '../features/wallet/components/BalanceView.tsx';
import { refreshBalance, resetBalance, restoreBalanceVisibility } from '../features/wallet/stores/balance.ts';
import { avatarImage, isTrialType } from '../contracts/schemas/member.ts';
import { callApi } from '../lib/api-client.ts';
import { errorText } from '../lib/i18n/error-text.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { Dialog } from '../lib/ui/Dialog.tsx';
import { onFreeDemoRequest } from '../lib/free-demo-request.ts';
import { LOGIN_SHELL_ID } from '../features/identity/login-shell-id.ts';

const AuthModal = lazy(() => import('../features/identity/components/AuthModal.tsx'));
// Loaded when a gated action is first refused (trial user, non-agent), not with every page.
// The reality check (DOMAIN.md §5) runs only for signed-in members, in its own chunk.
const RealityCheck = lazy(() => import('../features/member/components/RealityCheck.tsx'));
// The points chip and the unread/missions loaders (PTSYS3, SPEC §2.3) load only once signed in.
const HeaderPoints = lazy(() => import('../features/rewards/components/HeaderPoints.tsx').then((m) => ({ default: m.HeaderPoints })));
const HandoffAskDialog = lazy(() => import('../features/identity/components/HandoffAskDialog.tsx'));
const GateWarningDialog = lazy(() => import('../features/identity/components/GateWarningDialog.tsx').then((m) => ({ default: m.GateWarningDialog })));

/** Props from the page: locale, its messages, its links and the feature flags of SPEC §5.3. */
export interface HeaderIslandProps {
  locale: string;
  messages: Messages;
  homeHref: string;
  agreementHref: string;
  canRegister: boolean;
  canFreePlay: boolean;
  /** MOBILENUMPASSREG3: the forgot-password modal offers recovery by phone. */
  canRecoverByPhone?: boolean;
  currencyDecimals: number;
  /** PTSYS3: the points balance shows in the header when above 0. */
  canShowPoints?: boolean;
  /** Sign-up and sign-in options (registration types, SMS login, social links). */
  identity?: IdentityOptions;
}

function HeaderActions(props: HeaderIslandProps) {
  const t = useT();
  const session = useSession();
  const modal = useStore($authModal);
  const registered = useStore($registeredAccount);
  const gateWarning = useStore($gateWarning);
  const [modalLoaded, setModalLoaded] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [guestBusy, setGuestBusy] = useState(false);

  /** Free play (FREEPLAY3): guest login; a refusal shows in the notice dialog. */
  async function playAsGuest() {
    setGuestBusy(true);
    const { signInAsGuest } = await import('../features/identity/stores/free-play.ts');
    const res = await signInAsGuest();
    setGuestBusy(false);
    if (!res.ok) setNotice(errorText(t, res.code, res.details));
  }

  useEffect(() => {
    restoreBalanceVisibility();
    void restoreSession();
    readHandoffAsk();
  }, []);
  const handoffAsk = useStore($handoffAsk);
  // The side menu's Free demo (below 480 px the header has no button for it).
  const onFreeDemo = useEffectEvent(() => {
    if (props.canFreePlay && !$session.get()) void playAsGuest();
  });
  useEffect(() => onFreeDemoRequest(() => onFreeDemo()), []);
  // Per signed-in account (not per session update): its balance, or none signed out.
  const showBalance = useEffectEvent(() => {
    if (session) void refreshBalance();
    else resetBalance();
  });
  useEffect(() => showBalance(), [session?.account]);
  // What the platform does by itself (settlement, payouts, a paid withdrawal) reaches the open
  // page (SPEC §2.3): a visible-tab poll, loaded with the signed-in data layer, never signed out.
  const signedInAccount = session?.account;
  useEffect(() => {
    if (!signedInAccount) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../lib/balance-watch.ts').then((m) => {
      if (!cancelled) stop = m.watchBalance();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedInAccount]);
  // The avatar of the avatar menu (SPEC §2.3, §7.1 MCSFE_getPlayerAvatar): the default until it
  // answers, and when it fails (SPEC §8 "Failed image load: default avatar").
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const loadAvatar = useEffectEvent(() => {
    setAvatarUrl(null);
    if (!session) return;
    let current = true;
    void callApi('avatar').then((r) => {
      if (current && r.ok) setAvatarUrl(avatarImage(r.value.avatar));
    });
    return () => {
      current = false;
    };
  });
  useEffect(() => loadAvatar(), [session?.account]);
  // Money moved in an overlay page (a paid deposit): show the new balance.
  useEffect(
    () =>
      onBalanceChange((known) => {
        if (!known) void refreshBalance();
      }),
    [],
  );
  useEffect(() => {
    if (modal.open) setModalLoaded(true);
  }, [modal.open]);
  // A sign-in whose password must change opens the change-password modal (SPEC §2.5), also on
  // the page reached after login.
  const passwordChange = useStore($passwordChangeRequired);
  useEffect(() => {
    promptPasswordChange();
  }, [session?.account, passwordChange, modal.open]);

  return (
    <>
      {session ? (
        <div className="header-actions header-actions--member">
          <button type="button" className="button button--primary" onClick={() => openOverlay('depositv2')}>
            {t('header_deposit')}
          </button>
          <button type="button" className="button button--ghost hide-narrow" onClick={() => openOverlay('withdraw')}>
            {t('header_withdraw')}
          </button>
          {isTrialType(session.type) && <span className="trial-badge">{t('account_trial_badge')}</span>}
          <BalanceView locale={props.locale} currencyDecimals={props.currencyDecimals} />
          {!isTrialType(session.type) && (
            <Suspense fallback={null}>
              <HeaderPoints locale={props.locale} enabled={props.canShowPoints ?? false} member />
            </Suspense>
          )}
          <AccountMenu session={session} avatarUrl={avatarUrl} homeHref={props.homeHref} locale={props.locale} />
        </div>
      ) : (
        <div className="header-actions">
          {props.canFreePlay && (
            <button type="button" className="button button--ghost hide-narrow" disabled={guestBusy} aria-busy={guestBusy} onClick={() => void playAsGuest()}>
              {t('header_free_demo')}
            </button>
          )}
          {/* Tapped before hydration, it opens the server-rendered login form (SiteHeader's template). */}
          <button type="button" className="button button--ghost" data-shell={LOGIN_SHELL_ID} onClick={() => openAuthModal('login')}>
            {t('header_login')}
          </button>
          {props.canRegister && (
            <button type="button" className="button button--primary" onClick={() => openAuthModal('register')}>
              {t('header_register')}
            </button>
          )}
        </div>
      )}
      {modalLoaded && (
        <Suspense fallback={null}>
          <AuthModal
            homeHref={props.homeHref}
            agreementHref={props.agreementHref}
            canRegister={props.canRegister}
            canRecoverByPhone={props.canRecoverByPhone}
            identity={props.identity}
          />
        </Suspense>
      )}
      {session && !isTrialType(session.type) && (
        <Suspense fallback={null}>
          <RealityCheck locale={props.locale} currencyDecimals={props.currencyDecimals} />
        </Suspense>
      )}
      {session && handoffAsk && (
        <Suspense fallback={null}>
          <HandoffAskDialog current={session.account} />
        </Suspense>
      )}
      {gateWarning && (
        <Suspense fallback={null}>
          <GateWarningDialog />
        </Suspense>
      )}
      <Dialog open={registered !== null} title={t('auth_register_success_title')} closeLabel={t('common_close')} onClose={dismissRegistered} size="small">
        <p className="dialog__message">{t('auth_register_success_body', { account: registered ?? '' })}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={dismissRegistered}>
            {t('common_ok')}
          </button>
        </div>
      </Dialog>
      <Dialog open={notice !== null} title={t('header_my_account')} closeLabel={t('common_close')} onClose={() => setNotice(null)} size="small">
        <p className="dialog__message">{notice ? t(notice) : ''}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => setNotice(null)}>
            {t('common_ok')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** The header's interactive part. */
export default function HeaderIsland(props: HeaderIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <HeaderActions {...props} />
    </MessagesProvider>
  );
}
