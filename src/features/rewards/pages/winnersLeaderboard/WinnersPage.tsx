/**
 * winnersLeaderboard (SPEC §2.7 "winners leaderboard"): the biggest wins of the last 7 days, with
 * masked accounts, the game and the amount won (payout minus stake, minor units).
 */
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatTimestamp } from '../../../../lib/format-date.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $winnersLeaderboard } from '../../stores/rewards.ts';

/** The page. */
export default function WinnersPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const { value: rows, error } = useRemote($winnersLeaderboard);
  const load = () => $winnersLeaderboard.invalidate();
  return (
    <AsyncState loading={!rows && !error} error={error} empty={rows?.length === 0} emptyKey="rewards_board_empty" onRetry={load}>
      {rows && (
        <>
          <p>{t('rewards_winners_intro')}</p>
          <div className="ov-table-wrap">
            <table className="ov-table">
              <thead><tr><th scope="col">{t('rewards_rank')}</th><th scope="col">{t('rewards_player')}</th><th scope="col">{t('rewards_game')}</th><th scope="col">{t('rewards_win')}</th><th scope="col">{t('rewards_date')}</th></tr></thead>
              <tbody>{rows.map((r) => <tr key={r.rank}><td>{r.rank}</td><td>{r.account}</td><td>{r.game}</td><td>{formatMoney(r.win, locale, siteConfig.currency, currencyDecimals)}</td><td>{formatTimestamp(r.at)}</td></tr>)}</tbody>
            </table>
          </div>
        </>
      )}
    </AsyncState>
  );
}
