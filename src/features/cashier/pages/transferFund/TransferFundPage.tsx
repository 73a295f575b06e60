/**
 * transferFund, my wallet (SPEC §2.7; SPEC §7.2 GCS_walletTransfer, GCS_merchantWallet,
 * consolidated funds): the balance of the main wallet and of each transfer-wallet vendor, their
 * sum, the turnover still to wager before a withdrawal, and a transfer between two of them (keyed by a fresh transfer id, so a double tap moves the
 * money once). Amounts in minor units.
 */
import { useEffect, useId, useState } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $consolidatedFunds, transferBetweenWallets } from '../../stores/transfers.ts';
import { TableScroll } from '../../../../lib/ui/TableScroll.tsx';
import { TurnoverProgress } from '../../components/TurnoverProgress.tsx';
import { ActionOutcome } from '../../../../lib/ui/ActionOutcome.tsx';

/** The page. */
export default function TransferFundPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const { value: funds, error } = useRemote($consolidatedFunds);
  const [form, setForm] = useState({ from: 'main', to: '', amount: '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { from: useId(), to: useId(), amount: useId() };
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  const name = (w: { wallet: string; name: string }) => (w.wallet === 'main' ? t('cashier_wallet_main') : w.name);
  const load = () => $consolidatedFunds.invalidate();
  useEffect(() => {
    if (funds) setForm((f) => ({ ...f, to: f.to || (funds.wallets.find((w) => w.wallet !== 'main')?.wallet ?? '') }));
  }, [funds]);

  async function transfer() {
    if (form.from === form.to) return setOutcome({ ok: false, text: t('cashier_transfer_same') });
    setBusy(true);
    const res = await transferBetweenWallets({ from: form.from, to: form.to, amount: Number(form.amount || 0) });
    setBusy(false);
    if (!res.ok) return setOutcome({ ok: false, text: errorText(t, res.code) });
    setOutcome({ ok: true, text: t('cashier_transfer_done') });
    setForm({ ...form, amount: '' });
  }

  return (
    <AsyncState loading={!funds && !error} error={error} onRetry={load}>
      {funds && (
        <>
          <p className="ov-card">
            <strong>
              {t('cashier_wallet_total')}: {money(funds.sumBalance)}
            </strong>
          </p>
          {/* What the money still owes before it can be withdrawn (DOMAIN.md §3). */}
          <TurnoverProgress locale={locale} currencyDecimals={currencyDecimals} />
          <TableScroll label={t('cashier_wallets')}>
            <table className="ov-table">
              <caption className="visually-hidden">{t('cashier_wallets')}</caption>
              <tbody>
                {funds.wallets.map((w) => (
                  <tr key={w.wallet}>
                    <th scope="row">{name(w)}</th>
                    <td className="num">{money(w.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <form
            className="ov-form ov-card"
            onSubmit={(e) => {
              e.preventDefault();
              void transfer();
            }}
          >
            <label htmlFor={ids.from}>{t('cashier_transfer_from')}</label>
            <select id={ids.from} value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })}>
              {funds.wallets.map((w) => (
                <option key={w.wallet} value={w.wallet}>
                  {name(w)}
                </option>
              ))}
            </select>
            <label htmlFor={ids.to}>{t('cashier_transfer_to')}</label>
            <select id={ids.to} value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })}>
              {funds.wallets.map((w) => (
                <option key={w.wallet} value={w.wallet}>
                  {name(w)}
                </option>
              ))}
            </select>
            <label htmlFor={ids.amount}>{t('cashier_amount')}</label>
            <input
              id={ids.amount}
              inputMode="numeric"
              required
              value={form.amount}
              onChange={(e) => setForm({ ...form, amount: e.target.value.replace(/\D/g, '') })}
            />
            <ActionOutcome outcome={outcome} />
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('cashier_transfer_submit')}
            </button>
          </form>
        </>
      )}
    </AsyncState>
  );
}
