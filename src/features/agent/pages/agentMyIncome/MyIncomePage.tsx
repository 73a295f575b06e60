/**
 * agentMyIncome, the revenue report (SPEC §2.8 my income): what the agent received in the date
 * preset by kind — salaries, dividends, rebates and transfers in the team — with the total.
 */
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useKindName, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** The income of one kind. */
type Income = RouteValue<'agentMyIncome'>['rows'][number];

/** The page. */
export default function MyIncomePage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const kind = useKindName();
  const range = useRange();
  const q = useRemote(agentRead('agentMyIncome', { from: range.from, to: range.to }));
  const reload = q.reload;
  const v = q.value;
  const columns: ReportColumn<Income>[] = [
    { key: 'kind', header: t('agent_kind'), rowHeader: true, cell: (r) => kind(r.kind), sort: (a, b) => kind(a.kind).localeCompare(kind(b.kind), locale) },
    { key: 'count', header: t('agent_count'), align: 'end', cell: (r) => r.count, sort: (a, b) => a.count - b.count },
    { key: 'amount', header: t('agent_amount'), align: 'end', cell: (r) => money(r.amount), sort: (a, b) => a.amount - b.amount },
  ];
  return (
    <>
      <div className="ov-toolbar">
        <RangeChips />
      </div>
      <ReportTable
        label={t('overlay_page_agent_my_income')}
        columns={columns}
        rowKey={(r) => r.kind}
        emptyKey="agent_no_records"
        {...recordTableState(q, reload)}
        totals={v ? { label: t('agent_total'), cells: { amount: money(v.total) } } : undefined}
      />
    </>
  );
}
