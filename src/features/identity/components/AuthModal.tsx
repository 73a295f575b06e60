/**
 * The login/register modal (SPEC §2.5 "One modal has a type of login or register"): tabs switch
 * between the two forms; Escape, the backdrop or the close button close it. Loaded lazily by the
 * header island the first time it opens; the registration form is a further lazy chunk, loaded
 * only when its tab opens, so opening the login modal stays within the JavaScript budget. The
 * same modal carries the steps around a sign-in (SPEC §2.5): forgot password, change
 * password and two-step verification, each a lazy chunk loaded on first use. When it opens over
 * the login shell (LoginShell, opened before hydration), it adopts what was typed there.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { adoptShell } from '../../../lib/hydration/shell.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import type { IdentityOptions } from '../identity-options.ts';
import { $passwordChangeRequired, closeAuthModal } from '../stores/session.ts';
import { $authModal, openAuthModal, type AuthModalType } from '../../../lib/session/session.ts';
import { LoginForm } from './LoginForm.tsx';
import { tablistKey } from '../../../lib/ui/tabs.ts';
import '../../../styles/identity.css';

const RegisterForm = lazy(() => import('./RegisterForm.tsx').then((m) => ({ default: m.RegisterForm })));
const TwoFactorForm = lazy(() => import('./TwoFactorForm.tsx'));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm.tsx'));
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm.tsx'));

/**
 * Props: links of the current locale; `canRegister` mirrors DIRECTREG3, `canRecoverByPhone`
 * MOBILENUMPASSREG3; `identity` the sign-up/sign-in options.
 */
export interface AuthModalProps {
  homeHref: string;
  agreementHref: string;
  canRegister: boolean;
  canRecoverByPhone?: boolean;
  identity?: IdentityOptions;
}

const titles: Record<AuthModalType, string> = {
  login: 'auth_login_title',
  register: 'auth_register_title',
  forgot: 'account_forgot_title',
  changePassword: 'account_change_password_title',
  twoFactor: 'account_two_factor_title',
};

/** The modal; renders nothing until first opened. */
export default function AuthModal({ homeHref, agreementHref, canRegister, canRecoverByPhone = false, identity }: AuthModalProps) {
  const t = useT();
  const modal = useStore($authModal);
  const type = canRegister || modal.type !== 'register' ? modal.type : 'login';
  const tabbed = type === 'login' || type === 'register';
  // A change the sign-in requires (default, temporary or expired password, SPEC §4) cannot be dismissed.
  const forced = useStore($passwordChangeRequired) !== null && type === 'changePassword';
  const loading = (
    <p className="form__hint" role="status">
      {t('common_loading')}
    </p>
  );
  const panel = useRef<HTMLDivElement>(null);
  // Runs after the Dialog's own effect has opened it: the login form typed into before
  // hydration (LoginShell) moves into this one, in the same task, so nothing flickers.
  useEffect(() => {
    const dialog = panel.current?.closest('dialog');
    if (modal.open && dialog) adoptShell(dialog);
  }, [modal.open]);
  return (
    <Dialog open={modal.open} title={t(titles[type])} closeLabel={t('common_close')} onClose={closeAuthModal} dismissible={!forced}>
      {canRegister && tabbed && (
        <div className="tabs" role="tablist" aria-label={t('auth_login_title')} onKeyDown={tablistKey}>
          <button
            type="button"
            role="tab"
            aria-selected={type === 'login'}
            tabIndex={type === 'login' ? 0 : -1}
            className="tabs__tab"
            onClick={() => openAuthModal('login')}
          >
            {t('header_login')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={type === 'register'}
            tabIndex={type === 'register' ? 0 : -1}
            className="tabs__tab"
            onClick={() => openAuthModal('register')}
          >
            {t('header_register')}
          </button>
        </div>
      )}
      {tabbed ? (
        <div role="tabpanel" ref={panel}>
          {type === 'login' ? (
            <LoginForm smsLogin={identity?.smsLogin} forceChangeOnExpiry={identity?.forceChangeOnExpiry} homeHref={homeHref} />
          ) : (
            <Suspense fallback={loading}>
              <RegisterForm
                isPage={false}
                homeHref={homeHref}
                agreementHref={agreementHref}
                kinds={identity?.registerKinds}
                socialLinks={identity?.socialLinks}
              />
            </Suspense>
          )}
        </div>
      ) : (
        <Suspense fallback={loading}>
          {type === 'twoFactor' && <TwoFactorForm homeHref={homeHref} />}
          {type === 'forgot' && <ForgotPasswordForm canRecoverByPhone={canRecoverByPhone} />}
          {type === 'changePassword' && <ChangePasswordForm />}
        </Suspense>
      )}
    </Dialog>
  );
}
