/**
 * depositv2 (SPEC §2.7; DOMAIN.md §3): choose a channel, an amount (presets, min/max shown), then
 * pay on the provider's page, opened in its own window; the deposit's status follows by polling
 * (pending → paid, failed or expired) and a paid deposit refreshes the header balance. Bank
 * transfers show the member's reference code and a QR of the transfer details. Before the first
 * deposit the page suggests a deposit limit (DOMAIN.md §5), and always links responsible gaming.
 * Before paying it states the channel's turnover rule (DOMAIN.md §3, the platform's rate); once paid,
 * the turnover the deposit added and the member's progress toward it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { openOverlay, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import {
  $currentDeposit,
  $depositForm,
  $depositSetup,
  $recentDeposits,
  DEPOSIT_POLL_MS,
  chooseChannel,
  loadDepositSetup,
  newDeposit,
  refreshCurrentDeposit,
  followDepositStates,
  setDepositAmount,
  submitDeposit,
} from '../../stores/deposit.ts';
import depositCss from './deposit.css?url';
import { loadStylesheet } from '../../../../lib/load-stylesheet.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { TableScroll } from '../../../../lib/ui/TableScroll.tsx';
import { formatNumber } from '../../../../lib/format-number.ts';
import { TurnoverProgress } from '../../components/TurnoverProgress.tsx';

// Its styles come with this lazy chunk, not with every page's first paint (src/lib/load-stylesheet.ts).
await loadStylesheet(depositCss);

/** The deposit page. */
export default function DepositPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const setup = useStore($depositSetup);
  const form = useStore($depositForm);
  const current = useStore($currentDeposit);
  const recent = useStore($recentDeposits);
  const amountId = useId();
  const hintId = useId();
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);

  useEffect(() => {
    void loadDepositSetup();
    return followDepositStates();
  }, []);
  // Poll a pending deposit until the provider has answered.
  useEffect(() => {
    if (current?.status !== 'pending') return;
    const timer = setInterval(() => void refreshCurrentDeposit(), DEPOSIT_POLL_MS);
    return () => clearInterval(timer);
  }, [current?.id, current?.status]);

  const channel = setup.value?.channels.find((c) => c.code === form.channel);
  // The platform's own rate of each channel (requirement = amount × rate, DOMAIN.md §3).
  const currentRate = setup.value?.channels.find((c) => c.code === current?.channel)?.turnoverRate;
  const rgLink = (
    <p className="deposit__rg">
      <button type="button" className="link-button" onClick={() => openOverlay('responsibleGaming')}>
        {t('cashier_responsible_link')}
      </button>
    </p>
  );

  return (
    <AsyncState loading={setup.loading && !setup.value} error={setup.error} onRetry={() => void loadDepositSetup()}>
      {setup.value?.firstDeposit && !current && (
        <div className="ov-card deposit__prompt" role="note">
          <p>{t('cashier_first_deposit_prompt')}</p>
          <button type="button" className="button button--ghost" onClick={() => openOverlay('responsibleGaming')}>
            {t('cashier_set_limit')}
          </button>
        </div>
      )}
      {current ? (
        <section className="ov-card" aria-live="polite">
          <p className="deposit__status">
            <span className={`ov-status deposit__status--${current.status}`}>{t(`cashier_status_${current.status}`)}</span>{' '}
            <strong>{money(current.amount)}</strong>
          </p>
          {current.status === 'pending' && (
            <>
              <p>{t('cashier_deposit_waiting')}</p>
              {current.channel === 'bank' && (
                <div className="deposit__bank">
                  <p>
                    {t('cashier_reference')}: <strong className="deposit__reference">{current.reference}</strong>
                  </p>
                  {current.qrSvg && (
                    <img
                      className="deposit__qr"
                      width={180}
                      height={180}
                      alt={t('cashier_qr_alt')}
                      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(current.qrSvg)}`}
                    />
                  )}
                </div>
              )}
              {current.paymentUrl && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => window.open(current.paymentUrl!, 'portal-payment', 'popup,width=480,height=720')}
                >
                  {t('cashier_open_payment')}
                </button>
              )}
            </>
          )}
          {current.status === 'paid' && (
            <>
              <p className="ov-success">
                {t('cashier_deposit_paid', { amount: money(current.amount) })}{' '}
                {currentRate !== undefined && t('cashier_deposit_paid_turnover', { amount: money(Math.round(current.amount * currentRate)) })}
              </p>
              <TurnoverProgress locale={locale} currencyDecimals={currencyDecimals} />
            </>
          )}
          {current.status !== 'pending' && (
            <button type="button" className="button button--ghost" onClick={newDeposit}>
              {t('cashier_new_deposit')}
            </button>
          )}
        </section>
      ) : (
        setup.value && (
          <form
            className="ov-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submitDeposit();
            }}
          >
            <fieldset className="deposit__channels">
              <legend>{t('cashier_channel_label')}</legend>
              <div className="ov-chips">
                {setup.value.channels.map((c) => (
                  <button key={c.code} type="button" className="ov-chip" aria-pressed={form.channel === c.code} onClick={() => chooseChannel(c.code)}>
                    {t(`cashier_channel_${c.code}`)}
                  </button>
                ))}
              </div>
            </fieldset>
            <label htmlFor={amountId}>{t('cashier_amount')}</label>
            <input
              id={amountId}
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={hintId}
              aria-invalid={form.error ? true : undefined}
              value={form.amount === null ? '' : String(form.amount)}
              onChange={(e) => setDepositAmount(e.target.value)}
            />
            {channel && (
              <span id={hintId} className="hint">
                {t('cashier_amount_hint', { min: money(channel.min), max: money(channel.max) })}
              </span>
            )}
            {channel && channel.turnoverRate > 0 && (
              <p className="deposit__turnover" role="note">
                {t('cashier_deposit_turnover_rule', { times: formatNumber(channel.turnoverRate, locale) })}
              </p>
            )}
            {channel && (
              <div className="ov-chips" role="group" aria-label={t('cashier_presets')}>
                {channel.presets.map((v) => (
                  <button key={v} type="button" className="ov-chip" aria-pressed={form.amount === v} onClick={() => setDepositAmount(String(v))}>
                    {money(v)}
                  </button>
                ))}
              </div>
            )}
            {form.error && (
              <p className="ov-error" role="alert">
                {form.error === 'cashier_amount_out_of_range' && channel
                  ? t('cashier_amount_hint', { min: money(channel.min), max: money(channel.max) })
                  : errorText(t, form.error)}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={form.submitting} aria-busy={form.submitting}>
              {t('cashier_submit_deposit')}
            </button>
          </form>
        )
      )}
      {rgLink}
      {recent.length > 0 && (
        <section className="deposit__recent">
          <h4>{t('cashier_recent_deposits')}</h4>
          <TableScroll label={t('cashier_recent_deposits')}>
            <table className="ov-table">
              <thead>
                <tr>
                  <th scope="col">{t('cashier_time')}</th>
                  <th scope="col">{t('cashier_channel_label')}</th>
                  <th scope="col" className="num">
                    {t('cashier_amount')}
                  </th>
                  <th scope="col">{t('cashier_status')}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((d) => (
                  <tr key={d.id}>
                    <td>{formatDateTime(d.createdAt, locale)}</td>
                    <td>{t(`cashier_channel_${d.channel}`)}</td>
                    <td className="num">{money(d.amount)}</td>
                    <td>
                      <span className="ov-status">{t(`cashier_status_${d.status}`)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      )}
    </AsyncState>
  );
}
