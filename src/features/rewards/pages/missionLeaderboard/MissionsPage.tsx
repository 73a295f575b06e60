/**
 * missionLeaderboard, mission activity (SPEC §2.7; §7.2 MCSFE_getMissionLeaderboard): the daily and
 * weekly missions with the member's progress from real bets and deposits, a claim button for each
 * done one (paid once per period), and the week's mission leaderboard. Keeps the menu badge
 * (`missionCount`: missions done but not claimed) in step.
 */
import { useId, useState } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { ReportTable } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $missionLeaderboard, $missionProgress, claimMission } from '../../stores/rewards.ts';
import '../../styles.ts';
import { ActionOutcome } from '../../../../lib/ui/ActionOutcome.tsx';

/** The page. */
export default function MissionsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const { value: v, error } = useRemote($missionProgress);
  const { value: board } = useRemote($missionLeaderboard);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const headingId = useId();
  const money = (n: number) => formatMoney(n, locale, siteConfig.currency, currencyDecimals);
  const num = (n: number) => new Intl.NumberFormat(locale).format(n);
  const load = () => {
    $missionProgress.invalidate();
    $missionLeaderboard.invalidate();
  };
  const amount = (kind: string, n: number) => (kind === 'bet_count' ? num(n) : money(n));

  async function claim(id: number, reward: number) {
    setBusy(id);
    const r = await claimMission(id);
    setBusy(null);
    if (!r.ok) return setOutcome({ ok: false, text: errorText(t, r.code) });
    setOutcome({ ok: true, text: t('rewards_mission_claimed', { amount: money(reward) }) });
  }

  return (
    <AsyncState loading={!v && !error} error={error} onRetry={load}>
      {v && (
        <>
          <ActionOutcome outcome={outcome} />
          {(['daily', 'weekly'] as const).map((period) => (
            <section key={period} aria-labelledby={`${headingId}-${period}`}>
              <h3 id={`${headingId}-${period}`}>{t(`rewards_mission_${period}`)}</h3>
              <ul className="ov-grid rw-items">
                {v.missions
                  .filter((m) => m.period === period)
                  .map((m) => {
                    // A round-count mission names the least stake a round needs to count (minStake).
                    const title = t(`rewards_mission_${m.kind}`, { target: amount(m.kind, m.target), amount: money(m.minStake) });
                    return (
                      <li key={m.id} className="ov-card rw-item">
                        <h4>{title}</h4>
                        <p>{t('rewards_mission_reward', { amount: money(m.reward) })}</p>
                        <label className="rw-progress">
                          <span>
                            {t('rewards_mission_progress', { progress: amount(m.kind, Math.min(m.progress, m.target)), target: amount(m.kind, m.target) })}
                          </span>
                          <progress value={Math.min(m.progress, m.target)} max={m.target} />
                        </label>
                        <p className="hint">{t('rewards_mission_ends', { time: formatDateTime(m.periodEnd, locale) })}</p>
                        {m.claimed ? (
                          <span className="ov-status">{t('rewards_mission_done_claimed')}</span>
                        ) : (
                          <button
                            type="button"
                            className="button button--primary"
                            disabled={!m.done || busy === m.id}
                            aria-busy={busy === m.id}
                            aria-label={`${t('rewards_mission_claim')}: ${title}`}
                            onClick={() => void claim(m.id, m.reward)}
                          >
                            {t('rewards_mission_claim')}
                          </button>
                        )}
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
          <h3>{t('rewards_mission_board')}</h3>
          {board && (
            <ReportTable
              label={t('rewards_mission_board')}
              columns={[
                { key: 'rank', header: t('rewards_rank'), cell: (b) => b.rank },
                { key: 'player', header: t('rewards_player'), cell: (b) => b.account },
                { key: 'missions', header: t('rewards_mission_count'), align: 'end', cell: (b) => num(b.missions) },
                { key: 'rewards', header: t('rewards_mission_rewards'), align: 'end', cell: (b) => money(b.rewards) },
              ]}
              rows={board}
              rowKey={(b) => b.rank}
              loading={false}
              error={null}
              emptyKey="rewards_board_empty"
            />
          )}
        </>
      )}
    </AsyncState>
  );
}
