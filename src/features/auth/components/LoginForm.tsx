/**
 * Login form, username type (SPEC §2.5, §5.1 login rules, §4 login). Fields are checked with the
 * contract's schema before sending; the captcha field appears only after a failed login returned
 * the captcha flag. A failure shows the translated error without saying which field was wrong.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { loginRequestSchema, fieldErrors } from '../../../contracts/schemas/session.ts';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { $loginNotice, dismissLoginNotice } from '../stores/password.ts';
import { $captchaRequired, openAuthModal, signIn } from '../stores/session.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { TextField } from './TextField.tsx';

/** The login form; `onSignedIn` runs after a successful sign-in. */
export function LoginForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const t = useT();
  const captchaRequired = useStore($captchaRequired);
  const notice = useStore($loginNotice);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = loginRequestSchema.safeParse({ ...data, captcha: captchaRequired ? data.captcha : undefined, captchaKey: captchaRequired ? data.captchaKey : undefined });
    const local = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (captchaRequired && !data.captcha?.trim()) local.captcha = 'required';
    setErrors(local);
    setFormError(null);
    if (!parsed.success || Object.keys(local).length) return;
    setBusy(true);
    dismissLoginNotice();
    const res = await signIn(parsed.data);
    setBusy(false);
    if (res.ok) {
      onSignedIn?.();
      return;
    }
    setFormError(errorText(t, res.code, res.details));
    setCaptchaRound((n) => n + 1);
    const pw = event.currentTarget.elements.namedItem('password');
    if (pw instanceof HTMLInputElement) pw.value = '';
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {notice && !formError && <p className="form__success" role="status">{t(notice)}</p>}
      {formError && <p className="form__error" role="alert">{formError}</p>}
      <TextField id="login-username" name="username" label={t('auth_username_or_phone')} autoComplete="username" required error={errors.username && t(errors.username)} />
      <TextField id="login-password" name="password" type="password" label={t('auth_password')} autoComplete="current-password" required error={errors.password && t(errors.password)} />
      <p className="form__aside"><button type="button" className="link-button" onClick={() => openAuthModal('forgot')}>{t('account_forgot_link')}</button></p>
      {captchaRequired && <CaptchaField key={captchaRound} id="login-captcha" error={errors.captcha} />}
      <button type="submit" className="button button--primary button--block" disabled={busy}>{busy ? t('auth_submitting') : t('auth_submit_login')}</button>
      <p className="form__switch">
        {t('auth_no_account')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal('register')}>{t('header_register')}</button>
      </p>
    </form>
  );
}
