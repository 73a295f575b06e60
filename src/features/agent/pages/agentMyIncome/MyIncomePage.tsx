/**
 * agentMyIncome, the revenue report (SPEC §2.8 my income): what the agent received in the date
 * preset by kind — salaries, dividends, rebates and transfers in the team — with the total.
 */
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useKindName, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** The page. */
export default function MyIncomePage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const kind = useKindName();
  const range = useRange();
  const q = useRemote(agentRead('agentMyIncome', { from: range.from, to: range.to }));
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
                  <th scope="col">{t('agent_kind')}</th>
                  <th scope="col" className="num">{t('agent_count')}</th>
                  <th scope="col" className="num">{t('agent_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {v.rows.map((r) => (
                  <tr key={r.kind}>
                    <th scope="row">{kind(r.kind)}</th>
                    <td className="num">{r.count}</td>
                    <td className="num">{money(r.amount)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('agent_total')}</th>
                  <td />
                  <td className="num">{money(v.total)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </AsyncState>
    </>
  );
}
