/**
 * The payment password page (SPEC §2.7 withdraw: "payment password (set, change; required for
 * withdrawals, redeem and convert)"): six digits, set once, changed with the current one. Opened
 * from withdraw, a transfer, the points shop and my account; after saving it leads back to the page
 * it was opened from, or closes the member center when it was opened from outside it (the points
 * shop's own page), so the player carries on where they were.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { $overlayOpener, closeOverlay, openOverlay } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $paymentPasswordForm, $paymentPasswordStatus, savePaymentPassword } from '../../stores/withdraw.ts';

/** The page. */
export default function PaymentPasswordPage() {
  const t = useT();
  const form = useStore($paymentPasswordForm);
  const status = useRemote($paymentPasswordStatus);
  const isSet = status.value ? status.value.set : null;
  const loadError = status.error;
  const ids = { old: useId(), next: useId(), again: useId() };
  // Read once: the page that sent the player here (null when the overlay opened on this page).
  const [opener] = useState(() => $overlayOpener.get());
  const load = () => $paymentPasswordStatus.invalidate();
  return (
    <AsyncState loading={isSet === null && !loadError} error={loadError} onRetry={load}>
      {form.done ? (
        <div className="ov-card">
          <p className="ov-success" role="status">
            {t('cashier_pp_saved')}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              $paymentPasswordForm.set({ busy: false, error: null, done: false });
              if (opener) openOverlay(opener);
              else closeOverlay();
            }}
          >
            {t(opener === 'withdraw' ? 'cashier_pp_back' : opener ? 'cashier_pp_return' : 'cashier_pp_done')}
          </button>
        </div>
      ) : (
        <form
          className="ov-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            void savePaymentPassword({
              ...(isSet ? { oldPassword: String(f.get('oldPassword')) } : {}),
              newPassword: String(f.get('newPassword')),
              confirmPassword: String(f.get('confirmPassword')),
            });
          }}
        >
          {isSet && (
            <>
              <label htmlFor={ids.old}>{t('cashier_pp_current')}</label>
              <input id={ids.old} name="oldPassword" type="password" inputMode="numeric" autoComplete="off" required pattern="\d{6}" maxLength={6} />
            </>
          )}
          <label htmlFor={ids.next}>{t('cashier_pp_new')}</label>
          <input id={ids.next} name="newPassword" type="password" inputMode="numeric" autoComplete="off" required pattern="\d{6}" maxLength={6} />
          <label htmlFor={ids.again}>{t('cashier_pp_confirm')}</label>
          <input id={ids.again} name="confirmPassword" type="password" inputMode="numeric" autoComplete="off" required pattern="\d{6}" maxLength={6} />
          {form.error && (
            <p className="ov-error" role="alert">
              {errorText(t, form.error)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t('cashier_pp_save')}
          </button>
        </form>
      )}
    </AsyncState>
  );
}
