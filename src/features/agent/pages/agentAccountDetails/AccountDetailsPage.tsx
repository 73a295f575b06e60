/**
 * agentAccountDetails, downline transactions (SPEC §2.8 account details): every movement of the
 * downlines' main wallets in the date preset — time, account, kind, signed amount — paginated.
 */
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { Pagination } from '../../../../lib/ui/overlay/Pagination.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useKindName, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** The page. */
export default function AccountDetailsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const kind = useKindName();
  const range = useRange();
  const [page, setPage] = useState(1);
  const q = useRemote(agentRead('agentAccountDetails', { from: range.from, to: range.to, page }));
  const reload = q.reload;
  const v = q.value;
  return (
    <>
      <div className="ov-toolbar"><RangeChips /></div>
      <AsyncState loading={q.loading && !v} error={q.error} empty={v?.total === 0} emptyKey="agent_no_records" onRetry={reload}>
        {v && (
          <>
            <div className="ov-table-wrap" aria-busy={q.loading}>
              <table className="ov-table">
                <thead>
                  <tr>
                    <th scope="col">{t('agent_time')}</th>
                    <th scope="col">{t('agent_account')}</th>
                    <th scope="col">{t('agent_kind')}</th>
                    <th scope="col" className="num">{t('agent_amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.rows.map((r) => (
                    <tr key={r.id}>
                      <td>{new Date(r.createdAt).toLocaleString(locale)}</td>
                      <td>{r.account}</td>
                      <td>{kind(r.type)}</td>
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
