/**
 * Forgot-password form (SPEC §2.5 forgot-password modal, §5.1, §8): recover by
 * e-mail (username and e-mail; success shows in_been_out and the mail carries a temporary
 * password) or, with MOBILENUMPASSREG3, by phone (mobile number, SMS code from the SMS button,
 * new password; success opens the login form). Loaded lazily inside the auth modal.
 */
import { useRef, useState, type FormEvent } from 'react';
import { forgotPasswordEmailRequestSchema, forgotPasswordPhoneRequestSchema } from '../../../contracts/schemas/password.ts';
import { fieldErrors } from '../../../contracts/schemas/session.ts';
import { fieldErrorMessage, type FieldRule } from '../../../contracts/validation/patterns.ts';
import { forgotEmailErrors, newPasswordError, PASSWORD_FLOW_RULES } from '../../../contracts/validation/password-rules.ts';
import { MOBILE_RULE } from '../../../contracts/validation/register-rules.ts';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { requestPasswordByEmail, resetPasswordByPhone } from '../stores/password.ts';
import { openAuthModal } from '../../../lib/session/session.ts';
import { DEFAULT_COUNTRY } from '../stores/countries.ts';
import { PhoneField } from './PhoneField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { TextField } from './TextField.tsx';
import { tablistKey } from '../../../lib/ui/tabs.ts';

/** Props: `canRecoverByPhone` mirrors MOBILENUMPASSREG3. */
export interface ForgotPasswordFormProps {
  canRecoverByPhone: boolean;
}

const rules: Record<string, FieldRule | undefined> = { ...PASSWORD_FLOW_RULES, mobileNum: MOBILE_RULE };

/** The forgot-password form with its e-mail and phone tabs. */
export default function ForgotPasswordForm({ canRecoverByPhone }: ForgotPasswordFormProps) {
  const t = useT();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialingCode, setDialingCode] = useState(DEFAULT_COUNTRY.countryDialingCode);
  const formRef = useRef<HTMLFormElement>(null);
  const message = (field: string) => (errors[field] ? fieldErrorMessage(t, errors[field]!, rules[field]) : undefined);

  function switchTo(next: 'email' | 'phone') {
    setBy(next);
    setErrors({});
    setFormError(null);
    setSent(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = by === 'email' ? forgotPasswordEmailRequestSchema.safeParse(data) : forgotPasswordPhoneRequestSchema.safeParse(data);
    // The §5.1 rules first (they name the pattern), then the shape.
    const local: Record<string, string> = by === 'email' ? forgotEmailErrors({ username: data.username ?? '', email: data.email ?? '' }) : {};
    if (by === 'phone') {
      const ruleError = newPasswordError(data.newPassword ?? '');
      if (ruleError) local.newPassword = ruleError;
    }
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...local };
    setErrors(all);
    setFormError(null);
    if (!parsed.success || Object.keys(all).length) return;
    setBusy(true);
    // The e-mail call sends the fields as typed (it is a form); the phone call the checked values.
    const res =
      by === 'email'
        ? await requestPasswordByEmail({ username: data.username!.trim(), email: data.email!.trim() })
        : await resetPasswordByPhone({ ...data, ...(parsed.data as object) } as never);
    setBusy(false);
    if (res.ok) {
      if (by === 'email') setSent(true);
      return;
    }
    setErrors(res.details?.fields ?? {});
    setFormError(errorText(t, res.code, res.details));
  }

  const smsTarget = () => {
    const form = formRef.current;
    const num = form?.elements.namedItem('mobileNum');
    return { mobileNum: num instanceof HTMLInputElement ? num.value : '', countryDialingCode: dialingCode };
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {canRecoverByPhone && (
        <div className="tabs" role="tablist" aria-label={t('account_forgot_title')} onKeyDown={tablistKey}>
          <button
            type="button"
            role="tab"
            aria-selected={by === 'email'}
            tabIndex={by === 'email' ? 0 : -1}
            className="tabs__tab"
            onClick={() => switchTo('email')}
          >
            {t('account_forgot_by_email')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={by === 'phone'}
            tabIndex={by === 'phone' ? 0 : -1}
            className="tabs__tab"
            onClick={() => switchTo('phone')}
          >
            {t('account_forgot_by_phone')}
          </button>
        </div>
      )}
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      {by === 'email' && sent ? (
        <>
          <p className="form__success" role="status">
            {t('in_been_out')}
          </p>
          <p className="form__intro">{t('account_forgot_email_next')}</p>
        </>
      ) : by === 'email' ? (
        <>
          <p className="form__intro">{t('account_forgot_email_intro')}</p>
          <TextField id="forgot-username" name="username" label={t('auth_username')} autoComplete="username" required error={message('username')} />
          <TextField id="forgot-email" name="email" type="email" label={t('account_email')} autoComplete="email" required error={message('email')} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('auth_submitting') : t('account_forgot_submit')}
          </button>
        </>
      ) : (
        <>
          <PhoneField
            id="forgot-mobile"
            label={t('auth_mobile_number')}
            countryDialingCode={dialingCode}
            onCountryDialingCodeChange={setDialingCode}
            error={message('mobileNum') ?? message('countryDialingCode')}
            required
          />
          <div className="field">
            <label htmlFor="forgot-sms-code">{t('auth_sms_code')}</label>
            <div className="code-field">
              <input
                id="forgot-sms-code"
                name="verificationCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={255}
                required
                aria-invalid={errors.verificationCode ? true : undefined}
                aria-describedby={errors.verificationCode ? 'forgot-sms-code-error' : undefined}
              />
              <SmsCodeButton
                purpose="forgotPassword"
                countdown="expirationTime"
                getTarget={smsTarget}
                onFieldError={(field, code) =>
                  setErrors((e) => {
                    const next = { ...e };
                    if (code) next[field] = code;
                    else delete next[field];
                    return next;
                  })
                }
                onSent={() => document.getElementById('forgot-sms-code')?.focus()}
              />
            </div>
            {errors.verificationCode && (
              <p id="forgot-sms-code-error" className="field__error" role="alert">
                {message('verificationCode')}
              </p>
            )}
          </div>
          <TextField
            id="forgot-new-password"
            name="newPassword"
            type="password"
            label={t('account_new_password')}
            autoComplete="new-password"
            required
            error={message('newPassword')}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('auth_submitting') : t('account_reset_submit')}
          </button>
        </>
      )}
      <p className="form__switch">
        <button type="button" className="link-button" onClick={() => openAuthModal('login')}>
          {t('account_back_to_login')}
        </button>
      </p>
    </form>
  );
}
