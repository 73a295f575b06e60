/**
 * The login/register modal (SPEC §2.5 "One modal has a type of login or register"): tabs switch
 * between the two forms; Escape, the backdrop or the close button close it. Loaded lazily by the
 * header island the first time it opens. The same modal carries the steps around a sign-in
 * (issue 3 items 4 and 6): forgot password, change password and two-step verification, each
 * loaded on first use so opening the login form stays within the JavaScript budget.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { $authModal, closeAuthModal, openAuthModal, type AuthModalType } from '../stores/session.ts';
import { LoginForm } from './LoginForm.tsx';
import '../../../styles/identity.css';
import { RegisterForm } from './RegisterForm.tsx';

const TwoFactorForm = lazy(() => import('./TwoFactorForm.tsx'));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm.tsx'));
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm.tsx'));

/** Props: links of the current locale. `canRegister` mirrors DIRECTREG3, `canRecoverByPhone` MOBILENUMPASSREG3. */
export interface AuthModalProps { homeHref: string; agreementHref: string; canRegister: boolean; canRecoverByPhone?: boolean }

const titles: Record<AuthModalType, string> = {
  login: 'auth_login_title',
  register: 'auth_register_title',
  forgot: 'account_forgot_title',
  changePassword: 'account_change_password_title',
  twoFactor: 'account_two_factor_title',
};

/** The modal; renders nothing until first opened. */
export default function AuthModal({ homeHref, agreementHref, canRegister, canRecoverByPhone = false }: AuthModalProps) {
  const t = useT();
  const modal = useStore($authModal);
  const type = canRegister || modal.type !== 'register' ? modal.type : 'login';
  const tabbed = type === 'login' || type === 'register';
  return (
    <Dialog open={modal.open} title={t(titles[type])} closeLabel={t('common_close')} onClose={closeAuthModal}>
      {canRegister && tabbed && (
        <div className="tabs" role="tablist" aria-label={t('auth_login_title')}>
          <button type="button" role="tab" aria-selected={type === 'login'} className="tabs__tab" onClick={() => openAuthModal('login')}>{t('header_login')}</button>
          <button type="button" role="tab" aria-selected={type === 'register'} className="tabs__tab" onClick={() => openAuthModal('register')}>{t('header_register')}</button>
        </div>
      )}
      {tabbed ? (
        <div role="tabpanel">
          {type === 'login' ? <LoginForm /> : <RegisterForm isPage={false} homeHref={homeHref} agreementHref={agreementHref} />}
        </div>
      ) : (
        <Suspense fallback={<p className="form__hint" role="status">{t('common_loading')}</p>}>
          {type === 'twoFactor' && <TwoFactorForm />}
          {type === 'forgot' && <ForgotPasswordForm canRecoverByPhone={canRecoverByPhone} />}
          {type === 'changePassword' && <ChangePasswordForm />}
        </Suspense>
      )}
    </Dialog>
  );
}
