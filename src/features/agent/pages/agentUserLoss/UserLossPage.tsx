/**
 * agentUserLoss, agent profit and loss statements (SPEC §2.8 user loss): per downline with bets in
 * the date preset — rounds, valid bet, payout and the player's win/loss — with totals.
 */
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { amountColumn, recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** One downline's line of the statement. */
type Line = RouteValue<'agentUserLoss'>['rows'][number];

/** The page. */
export default function UserLossPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const q = useRemote(agentRead('agentUserLoss', { from: range.from, to: range.to }));
  const reload = q.reload;
  const v = q.value;
  const amount = (key: 'validBet' | 'payout' | 'winLoss', header: string) => amountColumn<Line, typeof key>(key, header, money);
  const columns: ReportColumn<Line>[] = [
    { key: 'account', header: t('agent_account'), rowHeader: true, cell: (r) => r.account, sort: (a, b) => a.account.localeCompare(b.account, locale) },
    { key: 'rounds', header: t('agent_rounds'), align: 'end', cell: (r) => r.rounds, sort: (a, b) => a.rounds - b.rounds },
    amount('validBet', t('agent_valid_bet')),
    amount('payout', t('agent_payout')),
    amount('winLoss', t('agent_win_loss')),
  ];
  return (
    <>
      <div className="ov-toolbar">
        <RangeChips />
      </div>
      <ReportTable
        label={t('overlay_page_agent_user_loss')}
        columns={columns}
        rowKey={(r) => r.account}
        emptyKey="agent_no_records"
        {...recordTableState(q, reload)}
        totals={
          v
            ? { label: t('agent_total'), cells: { validBet: money(v.totals.validBet), payout: money(v.totals.payout), winLoss: money(v.totals.winLoss) } }
            : undefined
        }
      />
    </>
  );
}
