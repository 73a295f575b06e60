/**
 * rewardCenter (SPEC §2.7): the member's rewards at a glance (points, VIP level, rebate to claim,
 * missions to claim) with a way into each page.
 */
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { openOverlay, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $missionProgress, $playerRank, $pointBalance, $rebateInfo } from '../../stores/rewards.ts';
import '../../styles.ts';

/** The page. */
export default function RewardCenterPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const s = {
    points: useRemote($pointBalance).value?.points,
    level: useRemote($playerRank).value?.level,
    rebate: useRemote($rebateInfo).value?.total,
    missions: useRemote($missionProgress).value?.claimable,
  };
  const dash = '…';
  const cards: { page: string; title: string; value: string }[] = [
    {
      page: 'pointShop',
      title: t('rewards_points_shop'),
      value: s.points === undefined ? dash : t('rewards_item_points', { points: new Intl.NumberFormat(locale).format(s.points) }),
    },
    { page: 'playerRank', title: t('rewards_vip_levels'), value: s.level === undefined ? dash : t(`rewards_vip_name_${s.level}`) },
    {
      page: 'manualRebate',
      title: t('rewards_rebate_claim'),
      value: s.rebate === undefined ? dash : formatMoney(s.rebate, locale, siteConfig.currency, currencyDecimals),
    },
    {
      page: 'missionLeaderboard',
      title: t('rewards_mission_to_claim'),
      value: s.missions === undefined ? dash : new Intl.NumberFormat(locale).format(s.missions),
    },
  ];
  return (
    <ul className="ov-grid rw-items">
      {cards.map((c) => (
        <li key={c.page} className="ov-card rw-item">
          <h3>{c.title}</h3>
          <p>
            <strong>{c.value}</strong>
          </p>
          <button type="button" className="button button--ghost" onClick={() => openOverlay(c.page)}>
            {t('rewards_open')}
          </button>
        </li>
      ))}
    </ul>
  );
}
