/**
 * playerRank, VIP (SPEC §2.7; DOMAIN.md §3): the member's level, progress toward the next level
 * (paid deposits and valid bet over the last 30 days against its thresholds), the next keep review
 * with its thresholds, and every level with its requirements and upgrade gift (received or not).
 * Looking at the page evaluates the level: an upgrade and its gifts happen at once.
 */
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $playerRank } from '../../stores/rewards.ts';
import { TableScroll } from '../../../../lib/ui/TableScroll.tsx';
import '../../styles.ts';

/** The page. */
export default function PlayerRankPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const { value: v, error } = useRemote($playerRank);
  const money = (n: number) => formatMoney(n, locale, siteConfig.currency, currencyDecimals);
  const load = () => $playerRank.invalidate();
  const name = (level: number) => t(`rewards_vip_name_${level}`);
  const next = v?.levels.find((l) => l.level === v.level + 1);
  const current = v?.levels.find((l) => l.level === v.level);
  return (
    <AsyncState loading={!v && !error} error={error} onRetry={load}>
      {v && current && (
        <>
          <div className="ov-card rw-vip">
            <p className="rw-vip__level">
              <span className="ov-status">{t('rewards_vip_level_n', { level: v.level })}</span>{' '}
              <strong>{t('rewards_vip_current', { name: name(v.level) })}</strong>
            </p>
            {v.paidNow.map((g) => (
              <p key={g.level} className="ov-success" role="status">
                {t('rewards_vip_gift_paid_now', { name: name(g.level), amount: money(g.amount) })}
              </p>
            ))}
            {next ? (
              <>
                <p>{t('rewards_vip_next', { name: name(next.level) })}</p>
                <Progress
                  label={t('rewards_vip_deposit_progress', { amount: money(v.deposit), required: money(next.depositRequired) })}
                  value={v.deposit}
                  max={next.depositRequired}
                />
                <Progress
                  label={t('rewards_vip_bet_progress', { amount: money(v.validBet), required: money(next.validBetRequired) })}
                  value={v.validBet}
                  max={next.validBetRequired}
                />
              </>
            ) : (
              <p>{t('rewards_vip_top')}</p>
            )}
            {v.level > 0 && (
              <p className="hint">
                {t('rewards_vip_review', { date: formatDate(v.reviewAt, locale), deposit: money(current.keepDeposit), bet: money(current.keepValidBet) })}
              </p>
            )}
          </div>
          <TableScroll label={t('rewards_vip_levels')}>
            <table className="ov-table">
              <caption className="visually-hidden">{t('rewards_vip_levels')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rewards_vip_level')}</th>
                  <th scope="col">{t('rewards_vip_deposit_req')}</th>
                  <th scope="col">{t('rewards_valid_bet')}</th>
                  <th scope="col">{t('rewards_vip_gift')}</th>
                </tr>
              </thead>
              <tbody>
                {v.levels
                  .filter((l) => l.level > 0)
                  .map((l) => (
                    <tr key={l.level} aria-current={l.level === v.level ? 'true' : undefined}>
                      <th scope="row">{name(l.level)}</th>
                      <td>{money(l.depositRequired)}</td>
                      <td>{money(l.validBetRequired)}</td>
                      <td>
                        {money(l.upgradeGift)}
                        {l.giftPaid ? ` · ${t('rewards_vip_gift_paid')}` : ''}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </AsyncState>
  );
}

function Progress({ label, value, max }: { label: string; value: number; max: number }) {
  return (
    <label className="rw-progress">
      <span>{label}</span>
      <progress value={Math.min(value, max)} max={Math.max(max, 1)} />
    </label>
  );
}
