/**
 * agentTeamBetting (SPEC §2.8 team betting): the team's rounds in a date preset — account, game,
 * stake, valid bet, win/loss, status, time — with totals and pagination. Money in minor units.
 */
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { Pagination } from '../../../../lib/ui/overlay/Pagination.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** The page. */
export default function TeamBettingPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const [page, setPage] = useState(1);
  const q = useRemote(agentRead('agentTeamBetting', { from: range.from, to: range.to, page }));
  const reload = q.reload;
  const v = q.value;
  return (
    <>
      <div className="ov-toolbar"><RangeChips /></div>
      <AsyncState loading={q.loading && !v} error={q.error} empty={v?.total === 0} emptyKey="agent_no_records" onRetry={reload}>
        {v && (
          <>
            <dl className="ov-totals">
              <div><dt>{t('agent_valid_bet')}</dt><dd>{money(v.totals.validBet)}</dd></div>
              <div><dt>{t('agent_win_loss')}</dt><dd>{money(v.totals.winLoss)}</dd></div>
            </dl>
            <div className="ov-table-wrap" aria-busy={q.loading}>
              <table className="ov-table">
                <thead>
                  <tr>
                    <th scope="col">{t('agent_time')}</th>
                    <th scope="col">{t('agent_account')}</th>
                    <th scope="col">{t('agent_game')}</th>
                    <th scope="col" className="num">{t('agent_stake')}</th>
                    <th scope="col" className="num">{t('agent_valid_bet')}</th>
                    <th scope="col" className="num">{t('agent_win_loss')}</th>
                    <th scope="col">{t('agent_status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.rows.map((r) => (
                    <tr key={`${r.vendor}:${r.roundId}`}>
                      <td>{new Date(r.createdAt).toLocaleString(locale)}</td>
                      <td>{r.account}</td>
                      <td>{r.game}</td>
                      <td className="num">{money(r.stake)}</td>
                      <td className="num">{money(r.validBet)}</td>
                      <td className="num">{money(r.winLoss)}</td>
                      <td>{t(`agent_round_${r.status}`)}</td>
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
