/**
 * missionLeaderboard, mission activity (SPEC §2.7; §7.2 MCSFE_getMissionLeaderboard): the daily and
 * weekly missions with the member's progress from real bets and deposits, a claim button for each
 * done one (paid once per period), and the week's mission leaderboard. Keeps the menu badge
 * (`missionCount`: missions done but not claimed) in step.
 */
import { useEffect, useId, useState } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { callApi, type RouteValue } from '../../../../lib/api-client.ts';
import { announceBalanceChange } from '../../../../lib/balance-events.ts';
import { formatTimestamp } from '../../../../lib/format-date.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { setOverlayBadge, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { ReportTable } from '../../../../lib/ui/ReportTable.tsx';
import '../../styles.ts';

type Progress = RouteValue<'missionProgress'>;

/** The page. */
export default function MissionsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const [v, setV] = useState<Progress | null>(null);
  const [board, setBoard] = useState<RouteValue<'missionLeaderboard'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const headingId = useId();
  const money = (n: number) => formatMoney(n, locale, siteConfig.currency, currencyDecimals);
  const num = (n: number) => new Intl.NumberFormat(locale).format(n);
  const show = (p: Progress) => {
    setV(p);
    setOverlayBadge('missionCount', p.claimable);
  };
  const load = () => {
    void callApi('missionProgress').then((r) => (r.ok ? show(r.value) : setError(r.code)));
    void callApi('missionLeaderboard').then((r) => r.ok && setBoard(r.value));
  };
  useEffect(load, []);
  const amount = (kind: string, n: number) => (kind === 'bet_count' ? num(n) : money(n));

  async function claim(id: number, reward: number) {
    setBusy(id);
    const r = await callApi('missionClaim', { missionId: id });
    setBusy(null);
    if (!r.ok) return setOutcome({ ok: false, text: errorText(t, r.code) });
    setOutcome({ ok: true, text: t('rewards_mission_claimed', { amount: money(reward) }) });
    show(r.value);
    announceBalanceChange();
    void callApi('missionLeaderboard').then((b) => b.ok && setBoard(b.value));
  }

  return (
    <AsyncState loading={!v && !error} error={error} onRetry={load}>
      {v && (
        <>
          {outcome && <p className={outcome.ok ? 'ov-success' : 'ov-error'} role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p>}
          {(['daily', 'weekly'] as const).map((period) => (
            <section key={period} aria-labelledby={`${headingId}-${period}`}>
              <h3 id={`${headingId}-${period}`}>{t(`rewards_mission_${period}`)}</h3>
              <ul className="ov-grid rw-items">
                {v.missions.filter((m) => m.period === period).map((m) => {
                  // A round-count mission names the least stake a round needs to count (minStake).
                  const title = t(`rewards_mission_${m.kind}`, { target: amount(m.kind, m.target), amount: money(m.minStake) });
                  return (
                    <li key={m.id} className="ov-card rw-item">
                      <h4>{title}</h4>
                      <p>{t('rewards_mission_reward', { amount: money(m.reward) })}</p>
                      <label className="rw-progress">
                        <span>{t('rewards_mission_progress', { progress: amount(m.kind, Math.min(m.progress, m.target)), target: amount(m.kind, m.target) })}</span>
                        <progress value={Math.min(m.progress, m.target)} max={m.target} />
                      </label>
                      <p className="hint">{t('rewards_mission_ends', { time: formatTimestamp(m.periodEnd) })}</p>
                      {m.claimed ? (
                        <span className="ov-status">{t('rewards_mission_done_claimed')}</span>
                      ) : (
                        <button type="button" className="button button--primary" disabled={!m.done || busy === m.id} aria-busy={busy === m.id} aria-label={`${t('rewards_mission_claim')}: ${title}`} onClick={() => void claim(m.id, m.reward)}>{t('rewards_mission_claim')}</button>
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
