/**
 * agentAccountDetails, downline transactions (SPEC §2.8 account details): every movement of the
 * downlines' main wallets in the date preset — time, account, kind, signed amount — paginated.
 */
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useKindName, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

/** One movement of a downline's wallet. */
type Movement = RouteValue<'agentAccountDetails'>['rows'][number];

/** The page. */
export default function AccountDetailsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const kind = useKindName();
  const range = useRange();
  const [page, setPage] = useState(1);
  const q = useRemote(agentRead('agentAccountDetails', { from: range.from, to: range.to, page }));
  const reload = q.reload;
  const columns: ReportColumn<Movement>[] = [
    { key: 'time', header: t('agent_time'), cell: (r) => formatDateTime(r.createdAt, locale) },
    { key: 'account', header: t('agent_account'), cell: (r) => r.account },
    { key: 'kind', header: t('agent_kind'), cell: (r) => kind(r.type) },
    { key: 'amount', header: t('agent_amount'), align: 'end', cell: (r) => money(r.amount) },
  ];
  return (
    <>
      <div className="ov-toolbar">
        <RangeChips />
      </div>
      <ReportTable
        label={t('overlay_page_agent_account_details')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyKey="agent_no_records"
        {...recordTableState(q, reload, { page, onPage: setPage })}
      />
    </>
  );
}
