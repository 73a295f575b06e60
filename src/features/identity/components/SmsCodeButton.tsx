/**
 * The SMS button (SPEC §4 SMS button, §7.3 "SMS failure: a warning dialog with the server
 * message"): sends a code for `purpose` to the number the form holds, then counts down; a failure
 * shows in a warning dialog, a bad number under the number field (through `onFieldError`).
 * Reusable by every flow that needs a code: login, registration, registerMobile, forgot password.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import type { SmsButtonPurpose, SmsTarget } from '../api/sms.ts';
import { createSmsButton } from '../stores/sms-button.ts';

/** Props of the SMS button. */
export interface SmsCodeButtonProps {
  purpose: SmsButtonPurpose;
  /** Reads the number from the form at press time. */
  getTarget: () => SmsTarget;
  /** Shows (code) or clears (null) an error under the number or dialing-code field. */
  onFieldError: (field: 'mobileNum' | 'countryDialingCode', code: string | null) => void;
  /** Checks the number before a request (default: 8–11 digits); e.g. the server's mobileNum rule. */
  validateNumber?: (mobileNum: string) => string | null;
  /** The forgot flow counts down to the answer's expirationTime. */
  countdown?: 'expiredMinutes' | 'expirationTime';
  /** Runs after a code was sent (e.g. to focus the code field). */
  onSent?: () => void;
  id?: string;
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The button plus its warning dialog. */
export function SmsCodeButton({ purpose, getTarget, onFieldError, validateNumber, countdown, onSent, id }: SmsCodeButtonProps) {
  const t = useT();
  const [store] = useState(() => createSmsButton({ purpose, validateNumber, countdown }));
  const phase = useStore(store.$phase);
  const seconds = useStore(store.$secondsLeft);
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => () => store.dispose(), [store]);

  async function onPress() {
    const out = await store.send(getTarget());
    if (out.ok) {
      onFieldError('mobileNum', null);
      onFieldError('countryDialingCode', null);
      onSent?.();
      return;
    }
    if (out.kind === 'field') onFieldError(out.field, out.code);
    // The server's message for codes the portal does not know (SPEC §7.3).
    if (out.kind === 'failed') setWarning(t(out.code) === out.code && out.message ? out.message : t(out.code));
  }

  const label =
    phase.phase === 'sending'
      ? t('auth_sms_sending')
      : phase.phase === 'counting'
        ? t('auth_sms_resend_in', { seconds })
        : phase.phase === 'locked'
          ? t('auth_sms_retry_in', { time: clock(seconds) })
          : t('auth_sms_send');
  return (
    <>
      <button
        id={id}
        type="button"
        className="button button--ghost sms-button"
        onClick={() => void onPress()}
        disabled={phase.phase !== 'idle'}
        aria-live="polite"
      >
        {label}
      </button>
      <Dialog open={warning !== null} title={t('auth_warning_title')} closeLabel={t('common_close')} onClose={() => setWarning(null)} size="small">
        <p className="dialog__message" role="alert">
          {warning}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => setWarning(null)}>
            {t('common_ok')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
