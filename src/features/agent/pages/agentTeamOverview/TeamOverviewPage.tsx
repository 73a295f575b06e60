/**
 * agentTeamOverview, the agent center's default page (SPEC §2.8 team overview): team members,
 * direct members, new today, active members, deposits, withdrawals, valid bet and the players'
 * win/loss for a date preset; a link to the member-center transfer to upline or downline (reused,
 * not copied). Loads the consolidated flags for the menu (SPEC §3). Money in minor units.
 */
import { useEffect } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import { openOverlay, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { RangeChips, useMoney, useRange } from '../../components/common.tsx';
import { loadAgentFlags, agentRead } from '../../stores/agent.ts';

/** The page. */
export default function TeamOverviewPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const range = useRange();
  const q = useRemote(agentRead('agentTeamOverview', { from: range.from, to: range.to }));
  const reload = q.reload;
  useEffect(() => void loadAgentFlags(), []);
  const v = q.value;
  const facts: [string, string][] = v
    ? [
        ['agent_members', String(v.members)],
        ['agent_direct_members', String(v.directMembers)],
        ['agent_new_today', String(v.newToday)],
        ['agent_active_members', String(v.activeMembers)],
        ['agent_deposits', money(v.deposits)],
        ['agent_withdrawals', money(v.withdrawals)],
        ['agent_valid_bet', money(v.validBet)],
        ['agent_win_loss', money(v.winLoss)],
      ]
    : [];
  return (
    <>
      <div className="ov-toolbar">
        <RangeChips />
      </div>
      <AsyncState loading={q.loading && !v} error={q.error} onRetry={reload}>
        <dl className="ov-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))' }} aria-busy={q.loading}>
          {facts.map(([k, val]) => (
            <div key={k} className="ov-card" style={{ marginBlockEnd: 0 }}>
              <dt>{t(k)}</dt>
              <dd className="num" style={{ margin: 0, fontSize: '1.25rem', fontWeight: 700 }}>
                {val}
              </dd>
            </div>
          ))}
        </dl>
      </AsyncState>
      <p>
        <button type="button" className="button" onClick={() => openOverlay('transferUpline')}>
          {t('agent_transfer')}
        </button>
      </p>
    </>
  );
}
