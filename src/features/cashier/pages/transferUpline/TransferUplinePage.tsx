/**
 * transferUpline (SPEC §2.7; §6 agents transfer to upline or downline): pick the upline or, for
 * an agent, a direct downline, an amount and the payment password; the platform checks the tree
 * and refuses while the sender's turnover requirement remains (DOMAIN.md §3), saying how much.
 * A fresh request id per send, so a double tap moves the money once. Amounts in minor units.
 */
import { useId, useState } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { openOverlay, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $transferUplineInfo, transferToUpline } from '../../stores/transfers.ts';
import { ActionOutcome } from '../../../../lib/ui/ActionOutcome.tsx';

/** The page. */
export default function TransferUplinePage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = (n: number) => formatMoney(n, locale, siteConfig.currency, currencyDecimals);
  const { value: info, error } = useRemote($transferUplineInfo);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState('');
  const ids = { to: useId(), amount: useId(), password: useId() };
  const load = () => $transferUplineInfo.invalidate();
  const targets = info ? [...(info.upline && info.uplineAllowed ? [info.upline.account] : []), ...info.downlines.map((d) => d.account)] : [];
  return (
    <AsyncState loading={!info && !error} error={error} empty={info !== null && targets.length === 0} emptyKey="cashier_tu_none" onRetry={load}>
      {info && (
        <form
          className="ov-form"
          onSubmit={(e) => {
            e.preventDefault();
            const el = e.currentTarget;
            const f = new FormData(el);
            setBusy(true);
            void transferToUpline({ to: String(f.get('to')), amount: Number(amount || 0), paymentPassword: String(f.get('paymentPassword')) }).then((r) => {
              setBusy(false);
              if (!r.ok) {
                const remaining = r.code === 'error_transfer_turnover_remaining' ? r.details?.remaining : undefined;
                return setOutcome({ ok: false, text: remaining !== undefined ? t(r.code, { amount: money(remaining) }) : errorText(t, r.code) });
              }
              setOutcome({ ok: true, text: t('cashier_transfer_done') });
              setAmount('');
              el.reset();
            });
          }}
        >
          <label htmlFor={ids.to}>{t('cashier_transfer_to')}</label>
          <select id={ids.to} name="to">
            {targets.map((a) => (
              <option key={a} value={a}>
                {info.upline?.account === a ? t('cashier_tu_upline', { account: a }) : t('cashier_tu_downline', { account: a })}
              </option>
            ))}
          </select>
          <label htmlFor={ids.amount}>{t('cashier_amount')}</label>
          <input id={ids.amount} inputMode="numeric" required value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} />
          <label htmlFor={ids.password}>{t('cashier_payment_password')}</label>
          <input id={ids.password} name="paymentPassword" type="password" inputMode="numeric" autoComplete="off" required pattern="\d{6}" maxLength={6} />
          <ActionOutcome outcome={outcome} />
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('cashier_transfer_submit')}
          </button>
          <button type="button" className="link-button" onClick={() => openOverlay('paymentPassword')}>
            {t('cashier_pp_set_button')}
          </button>
        </form>
      )}
    </AsyncState>
  );
}
