/**
 * manualRebate, the betting bonus (SPEC §2.7; DOMAIN.md §3): the valid bet of each game category
 * since the last claim, its rebate rate and amount, the total to claim (once: the platform keys the
 * payment on the period), and the claims so far. Amounts in minor units; rates in basis points.
 */
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { ReportTable } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { $rebateInfo, claimRebate } from '../../stores/rewards.ts';
import { ActionOutcome } from '../../../../lib/ui/ActionOutcome.tsx';

/** The page. */
export default function ManualRebatePage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const { value: info, error } = useRemote($rebateInfo);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const money = (n: number) => formatMoney(n, locale, siteConfig.currency, currencyDecimals);
  const load = () => $rebateInfo.invalidate();
  const pct = (bp: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

  async function claim() {
    setBusy(true);
    const r = await claimRebate();
    setBusy(false);
    if (!r.ok) return setOutcome({ ok: false, text: errorText(t, r.code) });
    setOutcome({ ok: true, text: t('rewards_rebate_claimed_ok', { amount: money(r.value.amount) }) });
  }

  return (
    <AsyncState loading={!info && !error} error={error} onRetry={load}>
      {info && (
        <>
          <p>{info.from > 0 ? t('rewards_rebate_since', { date: formatDateTime(info.from, locale) }) : t('rewards_rebate_since_start')}</p>
          <ReportTable
            label={t('overlay_page_manual_rebate')}
            columns={[
              {
                key: 'category',
                header: t('rewards_category'),
                rowHeader: true,
                cell: (r) => (r.category ? t(`category_${r.category}`) : t('rewards_other_category')),
              },
              { key: 'validBet', header: t('rewards_valid_bet'), align: 'end', cell: (r) => money(r.validBet) },
              { key: 'rate', header: t('rewards_rebate_rate'), align: 'end', cell: (r) => pct(r.rateBp) },
              { key: 'amount', header: t('rewards_rebate_amount'), align: 'end', cell: (r) => money(r.amount) },
            ]}
            rows={info.rows}
            rowKey={(r) => r.category ?? ''}
            loading={false}
            error={null}
            emptyKey="rewards_rebate_none"
          />
          <p className="ov-totals">
            <strong>{t('rewards_rebate_total', { amount: money(info.total) })}</strong>
          </p>
          <ActionOutcome outcome={outcome} />
          <button type="button" className="button button--primary" disabled={busy || info.total <= 0} aria-busy={busy} onClick={() => void claim()}>
            {t('rewards_rebate_claim')}
          </button>
          <h3>{t('rewards_rebate_history')}</h3>
          <ReportTable
            label={t('rewards_rebate_history')}
            columns={[
              { key: 'date', header: t('rewards_date'), cell: (h) => formatDateTime(h.createdAt, locale) },
              { key: 'validBet', header: t('rewards_valid_bet'), align: 'end', cell: (h) => money(h.validBet) },
              { key: 'amount', header: t('rewards_rebate_amount'), align: 'end', cell: (h) => money(h.amount) },
            ]}
            rows={info.history}
            rowKey={(h) => h.id}
            loading={false}
            error={null}
            emptyKey="rewards_rebate_no_history"
          />
        </>
      )}
    </AsyncState>
  );
}
