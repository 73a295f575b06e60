/**
 * agentUserLoss, agent profit and loss statements (SPEC §2.8 user loss): per downline with bets in
 * the date preset — rounds, valid bet, payout and the player's win/loss — with totals.
 */
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useMoney, useRange } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';

/** The page. */
export default function UserLossPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const q = useRemote(agentRead('agentUserLoss', { from: range.from, to: range.to }));
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
                  <th scope="col" className="num">{t('agent_rounds')}</th>
                  <th scope="col" className="num">{t('agent_valid_bet')}</th>
                  <th scope="col" className="num">{t('agent_payout')}</th>
                  <th scope="col" className="num">{t('agent_win_loss')}</th>
                </tr>
              </thead>
              <tbody>
                {v.rows.map((r) => (
                  <tr key={r.account}>
                    <th scope="row">{r.account}</th>
                    <td className="num">{r.rounds}</td>
                    <td className="num">{money(r.validBet)}</td>
                    <td className="num">{money(r.payout)}</td>
                    <td className="num">{money(r.winLoss)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('agent_total')}</th>
                  <td />
                  <td className="num">{money(v.totals.validBet)}</td>
                  <td className="num">{money(v.totals.payout)}</td>
                  <td className="num">{money(v.totals.winLoss)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </AsyncState>
    </>
  );
}
