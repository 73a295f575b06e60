/**
 * Registration form, username type (SPEC §2.6, §5.1 registration rules, §4 registration). Shown in
 * the modal or on /register (`isPage`: only then the reset button). The referral code comes from
 * the page's referralCode query parameter. Success signs in and goes to home, where the success
 * modal opens.
 */
import { useState, type FormEvent } from 'react';
import { fieldErrors, PASSWORD_LENGTH, registerRequestSchema, USERNAME_LENGTH } from '../../../contracts/schemas/session.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { openAuthModal, signUp } from '../stores/session.ts';
import { TextField } from './TextField.tsx';

/** Length bounds shown in pattern_length errors, per field. */
const LENGTHS: Record<string, { min: number; max: number }> = { username: USERNAME_LENGTH, password: PASSWORD_LENGTH, confirmPassword: PASSWORD_LENGTH };

/** Props: `isPage` for the /register page, `homeHref` of the current locale, `agreementHref` to /help. */
export interface RegisterFormProps { isPage: boolean; homeHref: string; agreementHref: string }

/** The username registration form. */
export function RegisterForm({ isPage, homeHref, agreementHref }: RegisterFormProps) {
  const t = useT();
  const idp = isPage ? 'regpage' : 'reg';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const msg = (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    const len = LENGTHS[field];
    return key === 'pattern_length' && len ? t(key, len) : t(key);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fd = new FormData(event.currentTarget);
    const referral = new URLSearchParams(window.location.search).get('referralCode');
    const parsed = registerRequestSchema.safeParse({
      username: fd.get('username'),
      password: fd.get('password'),
      confirmPassword: fd.get('confirmPassword'),
      agree: fd.get('agree') === 'on',
      referralCode: referral,
    });
    setFormError(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await signUp({ ...parsed.data, agree: true });
    setBusy(false);
    if (res.ok) {
      window.location.assign(homeHref);
      return;
    }
    if (res.details?.fields) setErrors(res.details.fields);
    setFormError(res.code);
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} onReset={() => setErrors({})} aria-busy={busy}>
      {formError && <p className="form__error" role="alert">{t(formError)}</p>}
      <TextField id={`${idp}-username`} name="username" label={t('auth_username')} autoComplete="username" required minLength={USERNAME_LENGTH.min} maxLength={USERNAME_LENGTH.max} error={msg('username')} />
      <TextField id={`${idp}-password`} name="password" type="password" label={t('auth_password')} autoComplete="new-password" required minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} error={msg('password')} />
      <TextField id={`${idp}-confirm`} name="confirmPassword" type="password" label={t('auth_confirm_password')} autoComplete="new-password" required error={msg('confirmPassword')} />
      <div className="field field--check">
        <input id={`${idp}-agree`} name="agree" type="checkbox" defaultChecked aria-invalid={errors.agree ? true : undefined} aria-describedby={errors.agree ? `${idp}-agree-error` : undefined} />
        <label htmlFor={`${idp}-agree`}>
          {t('auth_agree_terms')} (<a href={agreementHref}>{t('auth_user_agreement')}</a>)
        </label>
        {errors.agree && <p id={`${idp}-agree-error`} className="field__error" role="alert">{t(errors.agree)}</p>}
      </div>
      <div className="form__actions">
        {isPage && <button type="reset" className="button button--ghost">{t('auth_reset')}</button>}
        <button type="submit" className="button button--primary button--block" disabled={busy}>{busy ? t('auth_submitting') : t('auth_submit_register')}</button>
      </div>
      <p className="form__switch">
        {t('auth_have_account')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal('login')}>{t('header_login')}</button>
      </p>
    </form>
  );
}
