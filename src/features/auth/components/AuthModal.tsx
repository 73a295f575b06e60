/**
 * The login/register modal (SPEC §2.5 "One modal has a type of login or register"): tabs switch
 * between the two forms; Escape, the backdrop or the close button close it. Loaded lazily by the
 * header island the first time it opens; the registration form is a further lazy chunk, loaded
 * only when its tab opens, so opening the login modal stays within the JavaScript budget.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import type { IdentityOptions } from '../identity-options.ts';
import { $authModal, closeAuthModal, openAuthModal } from '../stores/session.ts';
import { LoginForm } from './LoginForm.tsx';

const RegisterForm = lazy(() => import('./RegisterForm.tsx').then((m) => ({ default: m.RegisterForm })));

/** Props: links of the current locale; `canRegister` mirrors DIRECTREG3; `identity` the sign-up/sign-in options. */
export interface AuthModalProps { homeHref: string; agreementHref: string; canRegister: boolean; identity?: IdentityOptions }

/** The modal; renders nothing until first opened. */
export default function AuthModal({ homeHref, agreementHref, canRegister, identity }: AuthModalProps) {
  const t = useT();
  const modal = useStore($authModal);
  const type = canRegister ? modal.type : 'login';
  return (
    <Dialog open={modal.open} title={type === 'login' ? t('auth_login_title') : t('auth_register_title')} closeLabel={t('common_close')} onClose={closeAuthModal}>
      {canRegister && (
        <div className="tabs" role="tablist" aria-label={t('auth_login_title')}>
          <button type="button" role="tab" aria-selected={type === 'login'} className="tabs__tab" onClick={() => openAuthModal('login')}>{t('header_login')}</button>
          <button type="button" role="tab" aria-selected={type === 'register'} className="tabs__tab" onClick={() => openAuthModal('register')}>{t('header_register')}</button>
        </div>
      )}
      <div role="tabpanel">
        {type === 'login' ? (
          <LoginForm smsLogin={identity?.smsLogin} forceChangeOnExpiry={identity?.forceChangeOnExpiry} homeHref={homeHref} />
        ) : (
          <Suspense fallback={<p className="form__hint">{t('common_loading')}</p>}>
            <RegisterForm isPage={false} homeHref={homeHref} agreementHref={agreementHref} kinds={identity?.registerKinds} socialLinks={identity?.socialLinks} />
          </Suspense>
        )}
      </div>
    </Dialog>
  );
}
