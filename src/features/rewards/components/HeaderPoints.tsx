/**
 * The header's points balance (SPEC §2.3: "optional points balance, labelled Security, shown when
 * PTSYS3 is on and the balance is above 0"), which opens the points shop, and the loader of the
 * unread messages count behind the avatar badge and the missions-to-claim count behind the
 * missionLeaderboard menu badge. Mounted by the header island for a signed-in
 * member; `enabled` is the build-time PTSYS3 flag (the platform's answer must agree too).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import { onBalanceChange } from '../../../lib/balance-events.ts';
import { openOverlay } from '../../../lib/overlay.ts';
import { $points, refreshMissionCount, refreshPoints, refreshUnread, resetRewardsHeader } from '../stores/points.ts';

/** Props: the locale (number format), whether PTSYS3 is on, and whether the member is a real member (not trial). */
export interface HeaderPointsProps {
  locale: string;
  enabled: boolean;
  member: boolean;
}

/** The points chip (or nothing), plus the unread count loader. */
export function HeaderPoints({ locale, enabled, member }: HeaderPointsProps) {
  const t = useT();
  const points = useStore($points);
  useEffect(() => {
    if (!member) return;
    if (enabled) void refreshPoints();
    void refreshUnread();
    void refreshMissionCount();
    const off = onBalanceChange(() => {
      if (enabled) void refreshPoints();
      void refreshMissionCount();
    });
    const timer = setInterval(() => void refreshUnread(), 120_000);
    return () => {
      off();
      clearInterval(timer);
      resetRewardsHeader();
    };
  }, [member, enabled]);
  if (!enabled || !member || !points?.enabled || points.points <= 0) return null;
  const value = new Intl.NumberFormat(locale).format(points.points);
  return (
    <button
      type="button"
      className="points-chip hide-narrow"
      aria-label={t('rewards_header_points_aria', { points: value })}
      onClick={() => openOverlay('pointShop')}
    >
      <span className="points-chip__label">{t('rewards_header_points_label')}</span>
      <strong>{value}</strong>
    </button>
  );
}
