/**
 * agentTeamTransaction (SPEC §2.8 interface text "team transaction"): per downline, deposits,
 * withdrawals and net transfers within the tree in the date preset. Money in minor units.
 */
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** The page. */
export default function TeamTransactionPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const q = useRemote(agentRead('agentTeamTransaction', { from: range.from, to: range.to }));
  const reload = q.reload;
  const v = q.value;
  return (
    <>
      <div className="ov-toolbar"><RangeChips /></div>
      <AsyncState loading={q.loading && !v} error={q.error} empty={v?.rows.length === 0} emptyKey="agent_no_records" onRetry={reload}>
        {v && (
          <div className="ov-table-wrap" aria-busy={q.loading}>
            <table className="ov-table">
              <thead>
                <tr>
                  <th scope="col">{t('agent_account')}</th>
                  <th scope="col" className="num">{t('agent_deposits')}</th>
                  <th scope="col" className="num">{t('agent_withdrawals')}</th>
                  <th scope="col" className="num">{t('agent_transfers')}</th>
                </tr>
              </thead>
              <tbody>
                {v.rows.map((r) => (
                  <tr key={r.account}>
                    <th scope="row">{r.account}</th>
                    <td className="num">{money(r.deposits)}</td>
                    <td className="num">{money(r.withdrawals)}</td>
                    <td className="num">{money(r.transfers)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AsyncState>
    </>
  );
}
