/**
 * A wage or bonus/dividend record (SPEC §2.8 bonus or dividend record, daily wages, hourly salary,
 * real-time salary): the settlement payouts of one contract type in the date preset — when, the
 * period settled, the basis (team valid bet, or team loss for dividends), the rate applied, the
 * amount before the downlines' share and the amount paid — with the total, paginated.
 */
import { useState } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import { AsyncState } from '../../../lib/ui/overlay/AsyncState.tsx';
import { Pagination } from '../../../lib/ui/overlay/Pagination.tsx';
import { useRemote } from '../../../lib/ui/use-remote.ts';
import { agentRead } from '../stores/agent.ts';
import { formatRate, RangeChips, useMoney, useRange } from './common.tsx';

/** Props: which record, locale and currency decimals. */
export interface PayoutRecordProps { record: 'dividend' | 'daily' | 'hourly' | 'realtime'; locale: string; currencyDecimals: number }

/** The period key (`d2026-03-10`, `h2026-03-10T05`, `r<ms>`, `w…`, `s…`, `m…`) as text. */
function periodText(key: string, locale: string): string {
  const body = key.slice(1);
  if (key[0] === 'r') return new Date(Number(body)).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  if (key[0] === 'h') return new Date(`${body}:00:00Z`).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
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
  return (
    <>
      <div className="ov-toolbar"><RangeChips /></div>
      <AsyncState loading={q.loading && !v} error={q.error} empty={v?.total === 0} emptyKey="agent_no_payouts" onRetry={reload}>
        {v && (
          <>
            <p className="ov-totals">{t('agent_sum', { amount: money(v.sum) })}</p>
            <div className="ov-table-wrap" aria-busy={q.loading}>
              <table className="ov-table">
                <thead>
                  <tr>
                    <th scope="col">{t('agent_time')}</th>
                    <th scope="col">{t('agent_settle_period')}</th>
                    <th scope="col" className="num">{t(record === 'dividend' ? 'agent_tier_loss' : 'agent_valid_bet')}</th>
                    <th scope="col" className="num">{t('agent_rate')}</th>
                    <th scope="col" className="num">{t('agent_gross')}</th>
                    <th scope="col" className="num">{t('agent_paid')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.rows.map((r) => (
                    <tr key={r.id}>
                      <td>{new Date(r.createdAt).toLocaleString(locale)}</td>
                      <td>{periodText(r.period, locale)}</td>
                      <td className="num">{money(r.base)}</td>
                      <td className="num">{formatRate(r.rate, locale)}</td>
                      <td className="num">{money(r.gross)}</td>
                      <td className="num">{money(r.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} total={Math.ceil(v.total / v.pageSize)} onPage={setPage} />
          </>
        )}
      </AsyncState>
    </>
  );
}
