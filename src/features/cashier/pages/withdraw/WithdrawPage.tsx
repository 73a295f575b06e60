/**
 * withdraw (SPEC §2.7; SPEC §4 withdrawal confirmation; DOMAIN.md §3): the turnover left first, bound bank
 * accounts (and binding one in the registered name), the limits and today's count, the withdrawal
 * form behind the payment password, and the member's withdrawals with their status; a paid one
 * asks "received?" (in full or in part) until it counts as received by itself.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { BANKS } from '../../../../contracts/banks.ts';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { openOverlay, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { failureCode, useRemote } from '../../../../lib/ui/use-remote.ts';
import {
  $bankForm,
  $withdrawForm,
  $withdrawInfo,
  bindBankAccount,
  confirmWithdrawal,
  reportNotReceived,
  requestWithdrawal,
  type WithdrawInfo,
} from '../../stores/withdraw.ts';
import withdrawCss from './withdraw.css?url';
import { loadStylesheet } from '../../../../lib/load-stylesheet.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { PushOffer } from '../../../../lib/ui/PushOffer.tsx';
import { TurnoverProgress } from '../../components/TurnoverProgress.tsx';

// Its styles come with this lazy chunk, not with every page's first paint (src/lib/load-stylesheet.ts).
await loadStylesheet(withdrawCss);

type Money = (v: number) => string;

/** The withdraw page. */
export default function WithdrawPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const info = useRemote($withdrawInfo);
  const money: Money = (v) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  const v = info.value;
  return (
    <AsyncState loading={info.loading && !v} error={info.error} onRetry={info.reload}>
      {v && (
        <>
          {/* The first line: what stands between the player and a withdrawal (DOMAIN.md §3). */}
          <TurnoverProgress locale={locale} currencyDecimals={currencyDecimals} />
          {!v.hasPaymentPassword && (
            <div className="ov-card" role="note">
              <p>{t('cashier_pp_needed')}</p>
              <button type="button" className="button button--primary" onClick={() => openOverlay('paymentPassword')}>
                {t('cashier_pp_set_button')}
              </button>
            </div>
          )}
          <BankAccounts info={v} />
          {v.bankAccounts.length > 0 && v.hasPaymentPassword && <WithdrawForm info={v} money={money} />}
          <Withdrawals info={v} money={money} locale={locale} />
        </>
      )}
    </AsyncState>
  );
}

function BankAccounts({ info }: { info: WithdrawInfo }) {
  const t = useT();
  const form = useStore($bankForm);
  const [open, setOpen] = useState(info.bankAccounts.length === 0);
  const ids = { bank: useId(), number: useId(), holder: useId() };
  return (
    <section className="ov-card">
      <h4>{t('cashier_bank_accounts')}</h4>
      {info.bankAccounts.length === 0 ? (
        <p>{t('cashier_bank_none')}</p>
      ) : (
        <ul className="withdraw__accounts">
          {info.bankAccounts.map((a) => (
            <li key={a.id}>
              {a.bankName} {a.accountNumberMasked} · {a.holderName}
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <form
          className="ov-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            void bindBankAccount({
              bankName: String(f.get('bankName')),
              accountNumber: String(f.get('accountNumber')).replace(/\s/g, ''),
              holderName: String(f.get('holderName')),
            }).then((r) => r.ok && setOpen(false));
          }}
        >
          <label htmlFor={ids.bank}>{t('cashier_bank_name')}</label>
          <select id={ids.bank} name="bankName" required>
            {BANKS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
          <label htmlFor={ids.number}>{t('cashier_bank_number')}</label>
          <input id={ids.number} name="accountNumber" inputMode="numeric" autoComplete="off" required pattern="\d{6,20}" />
          <label htmlFor={ids.holder}>{t('cashier_bank_holder')}</label>
          {/* The registered name (SPEC §2.7: every account carries it), typed for the player when known. */}
          <input id={ids.holder} name="holderName" autoComplete="name" required minLength={2} maxLength={60} defaultValue={info.payeeName ?? ''} />
          {form.error && (
            <p className="ov-error" role="alert">
              {errorText(t, form.error)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t('cashier_bank_save')}
          </button>
        </form>
      ) : (
        info.bankAccounts.length < 3 && (
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            {t('cashier_bank_add')}
          </button>
        )
      )}
    </section>
  );
}

function WithdrawForm({ info, money }: { info: WithdrawInfo; money: Money }) {
  const t = useT();
  const form = useStore($withdrawForm);
  const ids = { account: useId(), amount: useId(), password: useId(), hint: useId() };
  const [amount, setAmount] = useState('');
  const error = form.error
    ? form.error === 'error_turnover_remaining' && form.details?.remaining !== undefined
      ? `${errorText(t, form.error)} (${money(Number(form.details.remaining))})`
      : errorText(t, form.error)
    : null;
  return (
    <form
      className="ov-form ov-card"
      onSubmit={(e) => {
        e.preventDefault();
        const el = e.currentTarget;
        const f = new FormData(el);
        void requestWithdrawal({
          bankAccountId: Number(f.get('bankAccountId')),
          amount: Number(amount || 0),
          paymentPassword: String(f.get('paymentPassword')),
        }).then((r) => {
          if (!r.ok) return;
          setAmount('');
          el.reset();
        });
      }}
    >
      <label htmlFor={ids.account}>{t('cashier_withdraw_to')}</label>
      <select id={ids.account} name="bankAccountId">
        {info.bankAccounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.bankName} {a.accountNumberMasked}
          </option>
        ))}
      </select>
      <label htmlFor={ids.amount}>{t('cashier_amount')}</label>
      <input
        id={ids.amount}
        inputMode="numeric"
        autoComplete="off"
        required
        aria-describedby={ids.hint}
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
      />
      <span id={ids.hint} className="hint">
        {t('cashier_withdraw_limits', { min: money(info.min), max: money(info.max), used: info.usedToday, times: info.timesPerDay, fee: money(info.fee) })}
      </span>
      <label htmlFor={ids.password}>{t('cashier_payment_password')}</label>
      <input id={ids.password} name="paymentPassword" type="password" inputMode="numeric" autoComplete="off" required pattern="\d{6}" maxLength={6} />
      {error && (
        <p className="ov-error" role="alert">
          {error}
        </p>
      )}
      {form.done && (
        <p className="ov-success" role="status">
          {t('cashier_withdraw_done')}
        </p>
      )}
      {form.done && <PushOffer topic="withdrawal_paid" />}
      <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
        {t('cashier_submit_withdraw')}
      </button>
    </form>
  );
}

function Withdrawals({ info, money, locale }: { info: WithdrawInfo; money: Money; locale: string }) {
  const t = useT();
  const [partial, setPartial] = useState<{ id: number; amount: string } | null>(null);
  const [proofFor, setProofFor] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (id: number, kind: 'received' | 'partial', amount?: number) => setError(failureCode(await confirmWithdrawal(id, kind, amount)));
  if (info.withdrawals.length === 0) return null;
  return (
    <section>
      <h4>{t('cashier_withdrawals')}</h4>
      {error && (
        <p className="ov-error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      <ul className="withdraw__list">
        {info.withdrawals.map((w) => (
          <li key={w.id} className="ov-card">
            <p className="withdraw__row">
              <strong>{money(w.amount)}</strong> <span className="ov-status">{t(`cashier_wstatus_${w.status}`)}</span>{' '}
              <span>
                {w.bankName} {w.accountNumberMasked}
              </span>{' '}
              <span>{formatDateTime(w.createdAt, locale)}</span>
            </p>
            {w.status === 'paid' && w.disputed && (
              <p className="hint" role="status">
                {t('cashier_disputed')}
              </p>
            )}
            {w.status === 'paid' && !w.disputed && (
              <div className="withdraw__confirm">
                {w.autoConfirmAt && <p className="hint">{t('cashier_auto_confirm', { time: formatDateTime(w.autoConfirmAt, locale) })}</p>}
                <div className="ov-chips">
                  <button type="button" className="button button--primary" onClick={() => void answer(w.id, 'received')}>
                    {t('cashier_confirm_received')}
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setPartial({ id: w.id, amount: '' })}>
                    {t('cashier_confirm_partial')}
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setProofFor(w.id)}>
                    {t('cashier_confirm_not_received')}
                  </button>
                </div>
                {proofFor === w.id && (
                  <form
                    className="ov-form"
                    onSubmit={(e) => {
                      e.preventDefault();
                      const input = e.currentTarget.elements.namedItem('proof') as HTMLInputElement;
                      void reportNotReceived(w.id, [...(input.files ?? [])]).then((r) => setError(failureCode(r)));
                    }}
                  >
                    <label htmlFor={`proof-${w.id}`}>{t('cashier_proof_images')}</label>
                    <input id={`proof-${w.id}`} name="proof" type="file" accept="image/png,image/jpeg" multiple required />
                    <button type="submit" className="button button--primary">
                      {t('cashier_confirm_send')}
                    </button>
                  </form>
                )}
                {partial?.id === w.id && (
                  <form
                    className="ov-form"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void answer(w.id, 'partial', Number(partial.amount || 0));
                    }}
                  >
                    <label htmlFor={`received-${w.id}`}>{t('cashier_received_amount')}</label>
                    <input
                      id={`received-${w.id}`}
                      inputMode="numeric"
                      required
                      value={partial.amount}
                      onChange={(e) => setPartial({ id: w.id, amount: e.target.value.replace(/\D/g, '') })}
                    />
                    <button type="submit" className="button button--primary">
                      {t('cashier_confirm_send')}
                    </button>
                  </form>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
