/**
 * A wage or bonus/dividend record (SPEC §2.8 bonus or dividend record, daily wages, hourly salary,
 * real-time salary): the settlement payouts of one contract type in the date preset — when, the
 * period settled, the basis (team valid bet, or team loss for dividends), the rate applied, the
 * amount before the downlines' share and the amount paid — with the total, paginated.
 */
import { useState } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import type { RouteValue } from '../../../lib/api-client.ts';
import { recordTableState, ReportTable, type ReportColumn } from '../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../lib/ui/use-remote.ts';
import { agentRead } from '../stores/agent.ts';
import { formatRate, RangeChips, useMoney, useRange } from './common.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** Props: which record, locale and currency decimals. */
export interface PayoutRecordProps {
  record: 'dividend' | 'daily' | 'hourly' | 'realtime';
  locale: string;
  currencyDecimals: number;
}

/** One payout of the record. */
type Payout = RouteValue<'agentPayouts'>['rows'][number];

/** The overlay page title of each record: the table's name. */
const RECORD_TITLE = {
  dividend: 'overlay_page_agent_bonus_record',
  daily: 'overlay_page_agent_daily_wages',
  hourly: 'overlay_page_agent_hourly_salary',
  realtime: 'overlay_page_agent_real_time_salary',
} as const;

/** The period key (`d2026-03-10`, `h2026-03-10T05`, `r<ms>`, `w…`, `s…`, `m…`) as text. */
function periodText(key: string, locale: string): string {
  const body = key.slice(1);
  if (key[0] === 'r') return formatDateTime(Number(body), locale);
  if (key[0] === 'h') return formatDateTime(Date.parse(`${body}:00:00Z`), locale);
  return body;
}

/** The record. */
export function PayoutRecord({ record, locale, currencyDecimals }: PayoutRecordProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const [page, setPage] = useState(1);
  const q = useRemote(agentRead('agentPayouts', { record, from: range.from, to: range.to, page }));
  const reload = q.reload;
  const v = q.value;
  const columns: ReportColumn<Payout>[] = [
    { key: 'time', header: t('agent_time'), cell: (r) => formatDateTime(r.createdAt, locale) },
    { key: 'period', header: t('agent_settle_period'), cell: (r) => periodText(r.period, locale) },
    { key: 'base', header: t(record === 'dividend' ? 'agent_tier_loss' : 'agent_valid_bet'), align: 'end', cell: (r) => money(r.base) },
    { key: 'rate', header: t('agent_rate'), align: 'end', cell: (r) => formatRate(r.rate, locale) },
    { key: 'gross', header: t('agent_gross'), align: 'end', cell: (r) => money(r.gross) },
    { key: 'amount', header: t('agent_paid'), align: 'end', cell: (r) => money(r.amount) },
  ];
  return (
    <>
      <div className="ov-toolbar">
        <RangeChips />
      </div>
      <ReportTable
        label={t(RECORD_TITLE[record])}
        columns={columns}
        rowKey={(r) => r.id}
        emptyKey="agent_no_payouts"
        {...recordTableState(q, reload, { page, onPage: setPage })}
        summary={v && <p className="ov-totals">{t('agent_sum', { amount: money(v.sum) })}</p>}
      />
    </>
  );
}
