/**
 * The login/register modal (SPEC §2.5 "One modal has a type of login or register"): tabs switch
 * between the two forms; Escape, the backdrop or the close button close it. Loaded lazily by the
 * header island the first time it opens.
 */
import { useStore } from '@nanostores/react';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { $authModal, closeAuthModal, openAuthModal } from '../stores/session.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** Props: links of the current locale. `canRegister` mirrors DIRECTREG3. */
export interface AuthModalProps { homeHref: string; agreementHref: string; canRegister: boolean }

/** The modal; renders nothing until first opened. */
export default function AuthModal({ homeHref, agreementHref, canRegister }: AuthModalProps) {
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
        {type === 'login' ? <LoginForm /> : <RegisterForm isPage={false} homeHref={homeHref} agreementHref={agreementHref} />}
      </div>
    </Dialog>
  );
}
