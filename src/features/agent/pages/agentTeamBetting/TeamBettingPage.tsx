/**
 * agentTeamBetting (SPEC §2.8 team betting): the team's rounds in a date preset — account, game,
 * stake, valid bet, win/loss, status, time — with totals and pagination. Money in minor units.
 */
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

/** One round of the team. */
type Round = RouteValue<'agentTeamBetting'>['rows'][number];

/** The page. */
export default function TeamBettingPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const [page, setPage] = useState(1);
  const q = useRemote(agentRead('agentTeamBetting', { from: range.from, to: range.to, page }));
  const reload = q.reload;
  const v = q.value;
  const columns: ReportColumn<Round>[] = [
    { key: 'time', header: t('agent_time'), cell: (r) => formatDateTime(r.createdAt, locale) },
    { key: 'account', header: t('agent_account'), cell: (r) => r.account },
    { key: 'game', header: t('agent_game'), cell: (r) => r.game },
    { key: 'stake', header: t('agent_stake'), align: 'end', cell: (r) => money(r.stake) },
    { key: 'validBet', header: t('agent_valid_bet'), align: 'end', cell: (r) => money(r.validBet) },
    { key: 'winLoss', header: t('agent_win_loss'), align: 'end', cell: (r) => money(r.winLoss) },
    { key: 'status', header: t('agent_status'), cell: (r) => t(`agent_round_${r.status}`) },
  ];
  return (
    <>
      <div className="ov-toolbar">
        <RangeChips />
      </div>
      <ReportTable
        label={t('overlay_page_agent_team_betting')}
        columns={columns}
        rowKey={(r) => `${r.vendor}:${r.roundId}`}
        emptyKey="agent_no_records"
        {...recordTableState(q, reload, { page, onPage: setPage })}
        summary={
          v && (
            <dl className="ov-totals">
              <div>
                <dt>{t('agent_valid_bet')}</dt>
                <dd>{money(v.totals.validBet)}</dd>
              </div>
              <div>
                <dt>{t('agent_win_loss')}</dt>
                <dd>{money(v.totals.winLoss)}</dd>
              </div>
            </dl>
          )
        }
      />
    </>
  );
}
