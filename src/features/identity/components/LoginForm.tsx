/**
 * Login form (SPEC §2.5, §4 login, §5.1 login rules): by username and password,
 * or, when MOBILEVERCODELOGIN3 is on, by mobile number (with the country dialing-code picker) and
 * an SMS code. The type select and the country list close 200 ms after blur. A human check runs
 * before the login (and before an SMS request), solved in the background from the first focus.
 * The captcha field appears after a failed login returned the captcha flag. "Remember me" keeps
 * the username, the flag and the SMS number for 24 hours; the password goes to the browser's
 * credential manager (autocomplete attributes, Credential Management API), never to storage.
 * "Sign in with a passkey" and the passkeys offered in the username field's autofill (conditional
 * mediation, `autocomplete="username webauthn"`) load their code only when used
 * (stores/passkey-sign-in.ts), so the modal's JavaScript budget holds.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { checkLoginFields, checkMobileNum, checkSmsCode } from '../../../contracts/validation/login-fields.ts';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { SelectMenu } from '../../../lib/ui/SelectMenu.tsx';
import { prepareHumanProof, takeHumanProof } from '../api/human-check.ts';
import { offerPasswordToBrowser, readRememberedLogin, rememberLogin, type RememberedLogin } from '../stores/remembered-login.ts';
import { $loginNotice, dismissLoginNotice } from '../stores/login-notice.ts';
import { $captchaRequired, goHomeAfterLogin, signIn, type LoginInput } from '../stores/session.ts';
import { openAuthModal } from '../../../lib/session/session.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { TextField } from './TextField.tsx';
import '../../../styles/identity.css';

const SmsLoginFields = lazy(() => import('./SmsLoginFields.tsx'));
const passkeySignIn = () => import('../stores/passkey-sign-in.ts');
/** The site's home dialing code (Vietnam), the picker's default. */
const HOME_DIALING_CODE = '84';
/** How a background passkey autofill offer ends without the person having picked a passkey (never shown). */
const BACKGROUND_ENDS = ['error_passkey_cancelled', 'error_passkey_unsupported'];

/** Props: `smsLogin` mirrors MOBILEVERCODELOGIN3, `forceChangeOnExpiry` PWDEXPFORCECHANGE3; `homeHref` is where a sign-in ends. */
export interface LoginFormProps {
  onSignedIn?: () => void;
  smsLogin?: boolean;
  forceChangeOnExpiry?: boolean;
  homeHref?: string;
}

/** The login form. */
export function LoginForm({ onSignedIn, smsLogin = false, forceChangeOnExpiry = false, homeHref }: LoginFormProps) {
  const t = useT();
  const captchaRequired = useStore($captchaRequired);
  const notice = useStore($loginNotice);
  const [remembered] = useState<RememberedLogin | null>(() => (typeof window === 'undefined' ? null : readRememberedLogin()));
  const [type, setType] = useState<'username' | 'sms'>(smsLogin && remembered?.loginType === 'sms' ? 'sms' : 'username');
  const [dialing, setDialing] = useState(remembered?.countryDialingCode ?? HOME_DIALING_CODE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const autofillStarted = useRef(false);
  // Known after hydration only (the server renders no passkey button), so both renders agree.
  const [passkeys, setPasskeys] = useState(false);
  useEffect(() => setPasskeys(typeof window.PublicKeyCredential === 'function'), []);
  useEffect(() => {
    if (!smsLogin && type === 'sms') setType('username');
  }, [smsLogin, type]);

  const setFieldError = (field: string, code: string | null) =>
    setErrors((e) => {
      const next = { ...e };
      if (code) next[field] = code;
      else delete next[field];
      return next;
    });

  function switchType(next: string) {
    setType(next === 'sms' ? 'sms' : 'username');
    setErrors({});
    setFormError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formEl = event.currentTarget;
    const data = Object.fromEntries(new FormData(formEl)) as Record<string, string>;
    const captcha = captchaRequired ? { captcha: data.captcha, captchaKey: data.captchaKey } : {};
    const local: Record<string, string> = {};
    let input: LoginInput;
    if (type === 'sms') {
      const mobile = (data.mobileNum ?? '').replace(/[\s-]/g, '');
      const mobileError = checkMobileNum(mobile);
      if (mobileError) local.mobileNum = mobileError;
      const codeError = checkSmsCode(data.smsCode ?? '');
      if (codeError) local.smsCode = codeError;
      input = { type: 'sms', username: mobile, password: (data.smsCode ?? '').trim(), countryDialingCode: dialing, ...captcha };
    } else {
      Object.assign(local, checkLoginFields({ username: data.username, password: data.password, captcha: captcha.captcha }));
      input = { type: 'username', username: (data.username ?? '').trim(), password: data.password ?? '', ...captcha };
    }
    if (captchaRequired && !data.captcha?.trim()) local.captcha = 'required';
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length) return;

    setBusy(true);
    dismissLoginNotice();
    const proof = await takeHumanProof();
    if (!proof.ok) {
      setBusy(false);
      setFormError(t(proof.code));
      return;
    }
    const res = await signIn({ ...input, altcha: proof.proof }, { forceChangeOnExpiry });
    if (res.ok) {
      const remember = data.remember === 'on';
      rememberLogin(
        remember,
        type === 'sms' ? { loginType: 'sms', mobileNum: input.username, countryDialingCode: dialing } : { loginType: 'username', username: input.username },
      );
      if (remember && type === 'username') void offerPasswordToBrowser(input.username, input.password);
      setBusy(false);
      // From a new IP the modal moved on to the second step, which finishes the sign-in.
      if (res.value === 'twoFactor') return;
      onSignedIn?.();
      if (homeHref) goHomeAfterLogin(homeHref);
      return;
    }
    setBusy(false);
    // A wrong SMS code belongs under the code field; credentials errors stay general (§8: never say which).
    if (type === 'sms' && res.details?.fields?.password) setErrors({ smsCode: res.details.fields.password });
    else if (type === 'sms' && res.details?.fields?.username) setErrors({ mobileNum: res.details.fields.username });
    else setFormError(errorText(t, res.code, res.details));
    setCaptchaRound((n) => n + 1);
    const secret = formEl.elements.namedItem(type === 'sms' ? 'smsCode' : 'password');
    if (secret instanceof HTMLInputElement) secret.value = '';
  }

  function signedIn() {
    onSignedIn?.();
    if (homeHref) goHomeAfterLogin(homeHref);
  }

  // "Sign in with a passkey" opens the browser's prompt; the username field, once focused, offers
  // the site's passkeys in its autofill list where the browser can (`autofill`, started once).
  // The autofill offer runs in the background, so its own end (no passkey picked, or a browser
  // that lists autofill yet refuses the request, as Chromium does on an IP address) is never shown:
  // arriving late it would replace the error of the password just submitted. A passkey that was
  // picked and then refused by the platform is shown.
  function passkey(autofill = false) {
    if (busy || (autofill && autofillStarted.current)) return;
    autofillStarted.current ||= autofill;
    if (!autofill) setBusy(true);
    setFormError(null);
    void passkeySignIn()
      .then((m) => (autofill ? m.startPasskeyAutofill() : m.signInWithPasskey()))
      .then((res) => {
        if (!autofill) setBusy(false);
        if (res?.ok) signedIn();
        else if (res && (!autofill || !BACKGROUND_ENDS.includes(res.code))) setFormError(errorText(t, res.code, res.details));
      });
  }

  return (
    <form ref={form} className="form" noValidate onSubmit={onSubmit} onFocus={() => prepareHumanProof()} aria-busy={busy}>
      {notice && !formError && (
        <p className="form__success" role="status">
          {t(notice)}
        </p>
      )}
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      {smsLogin && (
        <div className="login-type">
          <span className="login-type__label" aria-hidden="true">
            {t('auth_login_type')}
          </span>
          <SelectMenu
            label={t('auth_login_type')}
            value={type}
            options={[
              { value: 'username', label: t('auth_login_by_username') },
              { value: 'sms', label: t('auth_login_by_sms') },
            ]}
            onChange={switchType}
          />
        </div>
      )}
      {type === 'username' ? (
        <>
          <TextField
            key="username"
            id="login-username"
            name="username"
            label={t('auth_username_or_phone')}
            autoComplete={passkeys ? 'username webauthn' : 'username'}
            onFocus={() => passkeys && passkey(true)}
            defaultValue={remembered?.username}
            required
            error={errors.username && t(errors.username)}
          />
          <TextField
            key="password"
            id="login-password"
            name="password"
            type="password"
            label={t('auth_password')}
            autoComplete="current-password"
            required
            error={errors.password && t(errors.password)}
          />
        </>
      ) : (
        <Suspense fallback={<p className="form__hint">{t('common_loading')}</p>}>
          <SmsLoginFields
            dialing={dialing}
            onDialingChange={setDialing}
            defaultMobileNum={remembered?.mobileNum}
            errors={errors}
            setFieldError={setFieldError}
            readMobileNum={() => String(new FormData(form.current!).get('mobileNum') ?? '')}
          />
        </Suspense>
      )}
      {type === 'username' && (
        <p className="form__aside">
          <button type="button" className="link-button" onClick={() => openAuthModal('forgot')}>
            {t('account_forgot_link')}
          </button>
        </p>
      )}
      {captchaRequired && <CaptchaField key={captchaRound} id="login-captcha" error={errors.captcha} />}
      <div className="field field--check">
        <input id="login-remember" name="remember" type="checkbox" defaultChecked={remembered?.remember === true} />
        <label htmlFor="login-remember">{t('auth_remember_me')}</label>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('auth_submitting') : t('auth_submit_login')}
      </button>
      {passkeys && (
        <button type="button" className="button button--ghost button--block" disabled={busy} onClick={() => passkey()}>
          {t('account_passkey_sign_in')}
        </button>
      )}
      <p className="form__switch">
        {t('auth_no_account')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal('register')}>
          {t('header_register')}
        </button>
      </p>
    </form>
  );
}
