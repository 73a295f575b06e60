/**
 * bonusDetails (SPEC §2.7): the bonus-like movements of the main wallet (bonuses, rebates, VIP
 * gifts, mission rewards, points conversions, raffle prizes, referral rewards, salaries and
 * dividends) in a date preset, with amounts and the balance after, paginated (SPEC §9).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { Pagination } from '../../../../lib/ui/overlay/Pagination.tsx';
import { $bonusFilters, $bonusRecord, RECORD_PRESETS, loadBonuses, setBonusFilters } from '../../stores/records.ts';

const NAMED = ['bonus', 'rebate', 'vip_gift', 'mission_reward', 'points_convert', 'raffle', 'referral_reward', 'salary', 'dividend'];

/** The page. */
export default function BonusDetailsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const filters = useStore($bonusFilters);
  const record = useStore($bonusRecord);
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  useEffect(() => {
    void loadBonuses();
  }, []);
  const v = record.value;
  return (
    <>
      <div className="ov-toolbar">
        <div className="ov-chips" role="group" aria-label={t('member_filter_period')}>
          {RECORD_PRESETS.map((p) => (
            <button key={p} type="button" className="ov-chip" aria-pressed={filters.preset === p} onClick={() => void setBonusFilters({ preset: p })}>{t(`overlay_date_${p}`)}</button>
          ))}
        </div>
      </div>
      <AsyncState loading={record.loading && !v} error={record.error} empty={v?.total === 0} emptyKey="member_no_bonus" onRetry={() => void loadBonuses()}>
        {v && (
          <>
            <div className="ov-table-wrap" aria-busy={record.loading}>
              <table className="ov-table">
                <thead><tr><th scope="col">{t('member_col_time')}</th><th scope="col">{t('member_col_type')}</th><th scope="col" className="num">{t('member_col_amount')}</th><th scope="col" className="num">{t('member_col_balance_after')}</th></tr></thead>
                <tbody>
                  {v.rows.map((r) => (
                    <tr key={r.id}>
                      <td>{new Date(r.createdAt).toLocaleString(locale)}</td>
                      <td>{t(NAMED.includes(r.type) ? `member_kind_${r.type}` : 'member_kind_other')}</td>
                      <td className="num">{money(r.amount)}</td>
                      <td className="num">{money(r.balanceAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={filters.page} total={Math.ceil(v.total / v.pageSize)} onPage={(page) => void setBonusFilters({ page })} />
          </>
        )}
      </AsyncState>
    </>
  );
}
