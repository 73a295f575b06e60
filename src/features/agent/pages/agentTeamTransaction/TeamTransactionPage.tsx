/**
 * agentTeamTransaction (SPEC §2.8 interface text "team transaction"): per downline, deposits,
 * withdrawals and net transfers within the tree in the date preset. Money in minor units.
 */
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { amountColumn, recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** One downline's money movements. */
type Line = RouteValue<'agentTeamTransaction'>['rows'][number];

/** The page. */
export default function TeamTransactionPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const q = useRemote(agentRead('agentTeamTransaction', { from: range.from, to: range.to }));
  const reload = q.reload;
  const amount = (key: 'deposits' | 'withdrawals' | 'transfers', header: string) => amountColumn<Line, typeof key>(key, header, money);
  const columns: ReportColumn<Line>[] = [
    { key: 'account', header: t('agent_account'), rowHeader: true, cell: (r) => r.account, sort: (a, b) => a.account.localeCompare(b.account, locale) },
    amount('deposits', t('agent_deposits')),
    amount('withdrawals', t('agent_withdrawals')),
    amount('transfers', t('agent_transfers')),
  ];
  return (
    <>
      <div className="ov-toolbar">
        <RangeChips />
      </div>
      <ReportTable
        label={t('overlay_page_agent_team_transaction')}
        columns={columns}
        rowKey={(r) => r.account}
        emptyKey="agent_no_records"
        {...recordTableState(q, reload)}
      />
    </>
  );
}
