/**
 * Binding or changing the phone number or e-mail address of my account (SPEC §2.7
 * securityCenter): the new destination, "Send code", then the code (and the login password when
 * one is already bound). A small flow of its own per channel, opened from the profile list.
 */
import { useId, useState } from 'react';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { bindContact, sendContactCode } from '../../stores/security.ts';

/** The flow for `channel`; `bound` says whether one is already bound (then the password is asked). */
export function ContactBinding({ channel, bound, onDone, onCancel }: { channel: 'sms' | 'email'; bound: boolean; onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const [dest, setDest] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = () => (channel === 'sms' ? { channel, mobileNum: dest.trim(), countryDialingCode: '84' } : { channel, email: dest.trim() });
  const send = () => {
    setBusy(true);
    setError(null);
    void sendContactCode(target()).then((r) => {
      setBusy(false);
      if (r.ok) setSent(r.value.expiredMinutes);
      else setError(errorText(t, r.code, r.details));
    });
  };
  const bind = (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    void bindContact({ ...target(), code: code.trim(), ...(bound ? { password } : {}) }).then((r) => {
      setBusy(false);
      if (r.ok) onDone();
      else setError(errorText(t, r.code, r.details));
    });
  };
  return (
    <form className="ov-form sc__bind" onSubmit={bind}>
      <label htmlFor={`${id}-dest`}>{t(channel === 'sms' ? 'member_sc_new_mobile' : 'member_sc_new_email')}</label>
      <div className="sc__inline">
        <input
          id={`${id}-dest`}
          type={channel === 'sms' ? 'tel' : 'email'}
          inputMode={channel === 'sms' ? 'numeric' : 'email'}
          autoComplete={channel === 'sms' ? 'tel-national' : 'email'}
          value={dest}
          required
          onChange={(e) => setDest(e.target.value)}
        />
        <button type="button" className="button button--ghost" disabled={busy || !dest.trim()} onClick={send}>
          {t('member_sc_send_code')}
        </button>
      </div>
      {sent !== null && (
        <p className="ov-success" role="status">
          {t('member_sc_code_sent', { minutes: sent })}
        </p>
      )}
      <label htmlFor={`${id}-code`}>{t('member_sc_code')}</label>
      <input
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={code}
        required
        onChange={(e) => setCode(e.target.value)}
      />
      {bound && (
        <>
          <label htmlFor={`${id}-pw`}>{t('member_sc_login_password')}</label>
          <input id={`${id}-pw`} type="password" autoComplete="current-password" value={password} required onChange={(e) => setPassword(e.target.value)} />
        </>
      )}
      {error && (
        <p className="ov-error" role="alert">
          {error}
        </p>
      )}
      <div className="sc__inline">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('common_confirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('common_cancel')}
        </button>
      </div>
    </form>
  );
}
