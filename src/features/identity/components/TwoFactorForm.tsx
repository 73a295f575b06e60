/**
 * The second step of a sign-in from an unregistered IP (SPEC §2.5): choose a
 * method the account offers (SMS or e-mail code, authenticator code, bank account name), send
 * the code when it is one, enter it, verify; or use one of the account's passkeys (its code is loaded
 * only when chosen, stores/passkey-sign-in.ts). Loaded lazily inside the auth modal.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { TwoFactorMethod } from '../../../contracts/schemas/two-factor.ts';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { $twoFactorChallenge, goHomeAfterLogin } from '../stores/session.ts';
import { cancelTwoFactor, sendTwoFactorCode, verifyTwoFactor } from '../stores/two-factor.ts';
import { TextField } from './TextField.tsx';

/** Seconds before a code can be sent again. */
export const RESEND_AFTER_S = 60;

const methodLabel: Record<TwoFactorMethod, string> = {
  sms: 'account_two_factor_sms',
  email: 'account_two_factor_email',
  totp: 'account_two_factor_totp',
  bank: 'account_two_factor_bank',
  passkey: 'account_two_factor_passkey',
};

/** The two-step verification form; renders nothing without a pending challenge. `homeHref` is where a sign-in ends (SPEC §4). */
export default function TwoFactorForm({ homeHref }: { homeHref?: string }) {
  const t = useT();
  const challenge = useStore($twoFactorChallenge);
  const [method, setMethod] = useState<TwoFactorMethod>(challenge?.methods[0]?.method ?? 'sms');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  if (!challenge) return null;
  const isCode = method !== 'bank';
  const isPasskey = method === 'passkey';
  const sendable = method === 'sms' || method === 'email';

  async function onSend() {
    if (busy || wait > 0 || !sendable) return;
    setBusy(true);
    setError(null);
    const res = await sendTwoFactorCode(method);
    setBusy(false);
    if (res.ok) {
      setSent(t('account_two_factor_sent', { minutes: res.value.expiredMinutes }));
      setWait(RESEND_AFTER_S);
      document.getElementById('two-factor-code')?.focus();
    } else {
      setError(errorText(t, res.code, res.details));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (isPasskey) return void onPasskey();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setError(null);
    setFieldError(code ? undefined : t('required'));
    if (!code) return;
    setBusy(true);
    const res = await verifyTwoFactor(method, code);
    setBusy(false);
    settle(res);
  }

  async function onPasskey() {
    setBusy(true);
    setError(null);
    const res = await (await import('../stores/passkey-sign-in.ts')).verifyTwoFactorPasskey();
    setBusy(false);
    settle(res);
  }

  /** The check's outcome, by code or passkey alike: home when signed in, back to the password when the challenge expired, else the error. */
  function settle(res: Awaited<ReturnType<typeof verifyTwoFactor>>) {
    if (res.ok) {
      if (homeHref) goHomeAfterLogin(homeHref);
      return;
    }
    if (res.code === 'account_challenge_expired') {
      cancelTwoFactor();
      return;
    }
    setError(errorText(t, res.code, res.details));
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="form__intro">{t('account_two_factor_intro')}</p>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="choice-group">
        <legend>{t('account_two_factor_method')}</legend>
        {challenge.methods.map((m) => (
          <label key={m.method} className="choice">
            <input
              type="radio"
              name="method"
              value={m.method}
              checked={method === m.method}
              onChange={() => {
                setMethod(m.method);
                setSent(null);
                setError(null);
                setFieldError(undefined);
              }}
            />
            <span>{t(methodLabel[m.method], { destination: m.destination ?? '' })}</span>
          </label>
        ))}
      </fieldset>
      {sendable && (
        <div className="form__row">
          <button type="button" className="button button--ghost" onClick={() => void onSend()} disabled={busy || wait > 0}>
            {wait > 0 ? t('auth_sms_resend_in', { seconds: wait }) : t('auth_sms_send')}
          </button>
          {sent && (
            <p className="form__hint" role="status">
              {sent}
            </p>
          )}
        </div>
      )}
      {!isPasskey && (
        <TextField
          key={method}
          id="two-factor-code"
          name="code"
          label={isCode ? t('account_two_factor_code') : t('account_two_factor_bank_name')}
          inputMode={isCode ? 'numeric' : 'text'}
          autoComplete={isCode ? 'one-time-code' : 'off'}
          maxLength={isCode ? 8 : 255}
          required
          error={fieldError}
        />
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('auth_submitting') : t(isPasskey ? 'account_two_factor_use_passkey' : 'account_two_factor_verify')}
      </button>
      <p className="form__switch">
        <button type="button" className="link-button" onClick={cancelTwoFactor}>
          {t('account_back_to_login')}
        </button>
      </p>
    </form>
  );
}
