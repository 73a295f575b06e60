/**
 * Authenticator enrollment and removal on my account (SPEC §2.7 securityCenter, §2.5): "Set up"
 * asks the platform for a secret and shows its QR (an SVG drawn on the platform) and the key to
 * type by hand; the code from the app confirms it. Removal asks for a current code.
 */
import { useId, useState } from 'react';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { changeAuthenticator, startAuthenticator } from '../../stores/security.ts';

/** The panel; `on` says whether an authenticator is on; `onChanged` runs once the change is saved (the new profile is in `$securityProfile`). */
export function AuthenticatorPanel({ on, onChanged, onCancel }: { on: boolean; onChanged: () => void; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const [setup, setSetup] = useState<RouteValue<'authenticatorSetup'> | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    setBusy(true);
    void startAuthenticator().then((r) => {
      setBusy(false);
      if (r.ok) setSetup(r.value);
      else setError(errorText(t, r.code, r.details));
    });
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    void changeAuthenticator(on, code.trim()).then((r) => {
      setBusy(false);
      if (r.ok) onChanged();
      else setError(errorText(t, r.code, r.details));
    });
  };
  if (!on && !setup) {
    return (
      <div className="sc__bind">
        {error && (
          <p className="ov-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={start}>
          {t('member_sc_auth_start')}
        </button>
      </div>
    );
  }
  return (
    <form className="ov-form sc__bind" onSubmit={submit}>
      {setup && (
        <>
          <p id={`${id}-how`}>{t('member_sc_auth_scan')}</p>
          <img
            className="sc__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            width={200}
            height={200}
            alt={t('member_sc_auth_qr')}
          />
          <p>
            {t('member_sc_auth_key')}: <code className="sc__key">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
        </>
      )}
      {on && <p id={`${id}-how`}>{t('member_sc_auth_remove_how')}</p>}
      <label htmlFor={`${id}-code`}>{t('member_sc_code')}</label>
      <input
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={code}
        required
        aria-describedby={`${id}-how`}
        onChange={(e) => setCode(e.target.value)}
      />
      {error && (
        <p className="ov-error" role="alert">
          {error}
        </p>
      )}
      <div className="sc__inline">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t(on ? 'member_sc_auth_remove' : 'common_confirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('common_cancel')}
        </button>
      </div>
    </form>
  );
}
