/**
 * Registration form (SPEC §2.6, §4 registration, §5.1 registration rules), in the
 * modal or on /register (`isPage`: only then the reset button). Tabs choose registration by
 * username or by mobile number (the mobile tab only with MOBILENUMREG3). Every field of §5.1 shows
 * and is required as the server's rules say; the affiliate field hides when the site's own code is
 * valid; the referralCode query parameter pre-fills the referral code. Success signs in and goes
 * home, where the success modal opens; registerMobile first shows the generated account.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkField, fieldErrorMessage } from '../../../contracts/validation/patterns.ts';
import { effectiveRegisterRules, type RegisterKind } from '../../../contracts/validation/register-rules.ts';
import type { SocialSignInLink } from '../../../contracts/social-login.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { prepareHumanProof } from '../api/human-check.ts';
import { DEFAULT_COUNTRY } from '../stores/countries.ts';
import { $registerRules, $siteAffiliate, checkSiteAffiliate, loadRegisterRules, submitRegistration } from '../stores/register.ts';
import { openAuthModal } from '../../../lib/session/session.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { TextField } from './TextField.tsx';
import { tablistKey } from '../../../lib/ui/tabs.ts';
import '../../../styles/identity.css';

/** Props: `isPage` for /register; links of the current locale; the registration types offered; social sign-in links. */
export interface RegisterFormProps {
  isPage: boolean;
  homeHref: string;
  agreementHref: string;
  /** Registration types in tab order: 'username' (USERNAMEREG3) and/or 'mobile' (MOBILENUMREG3). */
  kinds?: readonly RegisterKind[];
  socialLinks?: readonly SocialSignInLink[];
}

const LABELS: Record<string, string> = {
  username: 'auth_username',
  password: 'auth_password',
  confirmPassword: 'auth_confirm_password',
  payeeName: 'auth_payee_name',
  paymentPassword: 'auth_payment_password',
  idNumber: 'auth_id_number',
  email: 'auth_email',
  affiliateCode: 'auth_affiliate_code',
};
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  payeeName: 'name',
  paymentPassword: 'off',
  idNumber: 'off',
  email: 'email',
  affiliateCode: 'off',
};

/** The registration form with its tabs. */
export function RegisterForm({ isPage, homeHref, agreementHref, kinds = ['username'], socialLinks = [] }: RegisterFormProps) {
  const t = useT();
  const idp = isPage ? 'regpage' : 'reg';
  const rules = useStore($registerRules);
  const siteAffiliate = useStore($siteAffiliate);
  const [kind, setKind] = useState<RegisterKind>(kinds[0] ?? 'username');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialing, setDialing] = useState(DEFAULT_COUNTRY.countryDialingCode);
  const [referralCode, setReferralCode] = useState<string | null>(null);
  const [affiliateWarning, setAffiliateWarning] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void loadRegisterRules();
    void checkSiteAffiliate();
    setReferralCode(new URLSearchParams(window.location.search).get('referralCode'));
  }, []);

  const effective = effectiveRegisterRules(rules, kind);
  const shown = (f: string) => effective[f]?.enabled === true && !(f === 'affiliateCode' && siteAffiliate);
  const msg = (field: string) => {
    const key = errors[field];
    return key ? fieldErrorMessage(t, key, effective[field]) : undefined;
  };
  const setFieldError = (field: string, code: string | null) =>
    setErrors((e) => {
      const next = { ...e };
      if (code) next[field] = code;
      else delete next[field];
      return next;
    });

  function switchKind(next: RegisterKind) {
    if (next === kind) return;
    setKind(next);
    setErrors({});
    setFormError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fd = new FormData(event.currentTarget);
    const values: Record<string, string | boolean | null> & { agree: boolean } = { agree: fd.get('agree') === 'on', referralCode };
    for (const [k, v] of fd) if (k !== 'agree' && typeof v === 'string') values[k] = v;
    setFormError(null);
    setBusy(true);
    const out = await submitRegistration(kind, values);
    setBusy(false);
    if (out.ok) {
      if (kind === 'mobile') setGenerated(out.account);
      else window.location.assign(homeHref);
      return;
    }
    if (out.kind === 'fields') {
      setErrors(out.fields);
      if (out.code) setFormError(out.code);
      if (out.fields.captcha) setCaptchaRound((n) => n + 1);
      return;
    }
    setErrors({});
    if (out.kind === 'affiliate') setAffiliateWarning(true);
    else setFormError(out.code);
    if (out.kind === 'failed' && out.captcha) setCaptchaRound((n) => n + 1);
  }

  const text = (field: string, type = 'text') =>
    shown(field) && (
      <TextField
        key={`${kind}-${field}`}
        id={`${idp}-${field}`}
        name={field}
        type={type}
        label={t(LABELS[field] ?? field)}
        autoComplete={AUTOCOMPLETE[field]}
        required={effective[field]?.required}
        maxLength={effective[field]?.maxLength}
        error={msg(field)}
      />
    );

  return (
    <>
      {kinds.length > 1 && (
        <div className="tabs" role="tablist" aria-label={t('auth_register_title')} onKeyDown={tablistKey}>
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              tabIndex={kind === k ? 0 : -1}
              className="tabs__tab"
              onClick={() => switchKind(k)}
            >
              {t(k === 'mobile' ? 'auth_register_by_mobile' : 'auth_register_by_username')}
            </button>
          ))}
        </div>
      )}
      <form
        ref={form}
        key={kind}
        className="form"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => prepareHumanProof()}
        onReset={() => {
          setErrors({});
          setFormError(null);
        }}
        aria-busy={busy}
      >
        {formError && (
          <p className="form__error" role="alert">
            {t(formError)}
          </p>
        )}
        {text('username')}
        {text('password', 'password')}
        {text('confirmPassword', 'password')}
        {text('payeeName')}
        {shown('mobileNum') && (
          <PhoneField
            id={`${idp}-mobile`}
            label={t('auth_mobile_number')}
            countryDialingCode={dialing}
            onCountryDialingCodeChange={setDialing}
            required={effective.mobileNum?.required}
            error={msg('mobileNum') ?? msg('countryDialingCode')}
          />
        )}
        {shown('verificationCode') && (
          <div className="field">
            <label htmlFor={`${idp}-sms`}>{t('auth_sms_code')}</label>
            <div className="code-field">
              <input
                id={`${idp}-sms`}
                name="verificationCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={effective.verificationCode?.maxLength ?? 255}
                required
                aria-invalid={errors.verificationCode ? true : undefined}
                aria-describedby={errors.verificationCode ? `${idp}-sms-error` : undefined}
              />
              <SmsCodeButton
                purpose={kind === 'mobile' ? 'registerMobile' : 'register'}
                validateNumber={(n) => checkField({ ...effective.mobileNum!, enabled: true, required: true }, n)}
                getTarget={() => ({ mobileNum: String(new FormData(form.current!).get('mobileNum') ?? ''), countryDialingCode: dialing })}
                onFieldError={(f, code) => setFieldError(f, code)}
                onSent={() => document.getElementById(`${idp}-sms`)?.focus()}
              />
            </div>
            {errors.verificationCode && (
              <p id={`${idp}-sms-error`} className="field__error" role="alert">
                {msg('verificationCode')}
              </p>
            )}
          </div>
        )}
        {text('paymentPassword', 'password')}
        {text('idNumber')}
        {text('email', 'email')}
        {text('affiliateCode')}
        {referralCode && <TextField id={`${idp}-referral`} name="referralCode" label={t('auth_referral_code')} defaultValue={referralCode} readOnly />}
        {shown('captcha') && <CaptchaField key={`${kind}-${captchaRound}`} id={`${idp}-captcha`} error={errors.captcha} />}
        <div className="field field--check">
          <input
            id={`${idp}-agree`}
            name="agree"
            type="checkbox"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${idp}-agree-error` : undefined}
          />
          <label htmlFor={`${idp}-agree`}>
            {t('auth_agree_terms')} (<a href={agreementHref}>{t('auth_user_agreement')}</a>)
          </label>
          {errors.agree && (
            <p id={`${idp}-agree-error`} className="field__error" role="alert">
              {t(errors.agree)}
            </p>
          )}
        </div>
        <div className="form__actions">
          {isPage && (
            <button type="reset" className="button button--ghost">
              {t('auth_reset')}
            </button>
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('auth_submitting') : t('auth_submit_register')}
          </button>
        </div>
        <p className="form__switch">
          {t('auth_have_account')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              // On /register the header island may not be hydrated yet: ask it to load first.
              document.dispatchEvent(new Event('portal:intent'));
              openAuthModal('login');
            }}
          >
            {t('header_login')}
          </button>
        </p>
        <SocialSignIn links={socialLinks} />
      </form>
      <Dialog open={affiliateWarning} title={t('auth_warning_title')} closeLabel={t('common_close')} onClose={() => setAffiliateWarning(false)} size="small">
        <p className="dialog__message" role="alert">
          {t('error_affiliate_invalid')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => setAffiliateWarning(false)}>
            {t('common_confirm')}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={generated !== null}
        title={t('auth_mobile_generated_title')}
        closeLabel={t('common_close')}
        onClose={() => window.location.assign(homeHref)}
        size="small"
      >
        <p className="dialog__message">{t('auth_mobile_generated_body', { account: generated ?? '' })}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.assign(homeHref)}>
            {t('common_ok')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
