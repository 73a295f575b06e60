/**
 * winnersLeaderboard (SPEC §2.7 "winners leaderboard"): the biggest wins of the last 7 days, with
 * masked accounts, the game and the amount won (payout minus stake, minor units).
 */
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { ReportTable } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $winnersLeaderboard } from '../../stores/rewards.ts';

/** The page. */
export default function WinnersPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const { value: rows, error } = useRemote($winnersLeaderboard);
  const load = () => $winnersLeaderboard.invalidate();
  return (
    <ReportTable
      label={t('overlay_page_winners_leaderboard')}
      columns={[
        { key: 'rank', header: t('rewards_rank'), cell: (r) => r.rank },
        { key: 'player', header: t('rewards_player'), cell: (r) => r.account },
        { key: 'game', header: t('rewards_game'), cell: (r) => r.game },
        { key: 'win', header: t('rewards_win'), align: 'end', cell: (r) => formatMoney(r.win, locale, siteConfig.currency, currencyDecimals) },
        { key: 'date', header: t('rewards_date'), cell: (r) => formatDateTime(r.at, locale) },
      ]}
      rows={rows ?? undefined}
      rowKey={(r) => r.rank}
      loading={!rows && !error}
      error={error}
      onRetry={load}
      emptyKey="rewards_board_empty"
      summary={<p>{t('rewards_winners_intro')}</p>}
    />
  );
}
