/**
 * personalHistoryCopy, the betting record (SPEC §2.7): every round of every game in a date preset
 * (SPEC §9), filtered by category and status, with the totals of stake, valid bet, payout and
 * win/loss over all matching rounds, paginated with the SPEC §9 widget. Amounts in minor units.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { PresetChips } from '../../components/PresetChips.tsx';
import { Pagination } from '../../../../lib/ui/overlay/Pagination.tsx';
import { $betFilters, $betRecord, loadBets, setBetFilters } from '../../stores/records.ts';

const CATEGORIES = ['sports', 'live', 'rng', 'fish', 'pvp', 'esports', 'cockfight', 'elott', 'inhouse'] as const;
const STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** The betting record page. */
export default function BettingRecordPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const filters = useStore($betFilters);
  const record = useStore($betRecord);
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  useEffect(() => {
    void loadBets();
  }, []);
  const v = record.value;
  return (
    <>
      <div className="ov-toolbar">
        <PresetChips value={filters.preset} onChange={(preset) => void setBetFilters({ preset })} />
        <label>
          {t('member_filter_category')}
          <select value={filters.category} onChange={(e) => void setBetFilters({ category: e.target.value })}>
            <option value="">{t('member_all')}</option>
            {CATEGORIES.map((c) => <option key={c} value={c}>{t(`category_${c}`)}</option>)}
          </select>
        </label>
        <label>
          {t('member_filter_status')}
          <select value={filters.status} onChange={(e) => void setBetFilters({ status: e.target.value })}>
            <option value="">{t('member_all')}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`member_status_${s}`)}</option>)}
          </select>
        </label>
      </div>
      <AsyncState loading={record.loading && !v} error={record.error} empty={v?.total === 0} emptyKey="member_no_bets" onRetry={() => void loadBets()}>
        {v && (
          <>
            <dl className="ov-totals" aria-busy={record.loading}>
              <div><dt>{t('member_total_stake')}</dt><dd>{money(v.totals.stake)}</dd></div>
              <div><dt>{t('member_total_valid_bet')}</dt><dd>{money(v.totals.validBet)}</dd></div>
              <div><dt>{t('member_total_payout')}</dt><dd>{money(v.totals.payout)}</dd></div>
              <div><dt>{t('member_total_win_loss')}</dt><dd>{money(v.totals.winLoss)}</dd></div>
            </dl>
            <div className="ov-table-wrap">
              <table className="ov-table">
                <thead>
                  <tr>
                    <th scope="col">{t('member_col_time')}</th>
                    <th scope="col">{t('member_col_game')}</th>
                    <th scope="col" className="num">{t('member_col_stake')}</th>
                    <th scope="col" className="num">{t('member_col_valid_bet')}</th>
                    <th scope="col" className="num">{t('member_col_payout')}</th>
                    <th scope="col" className="num">{t('member_col_win_loss')}</th>
                    <th scope="col">{t('member_col_status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.rows.map((r) => (
                    <tr key={`${r.vendor}-${r.roundId}`}>
                      <td>{new Date(r.createdAt).toLocaleString(locale)}</td>
                      <td>{r.game}{r.category ? ` · ${t(`category_${r.category}`)}` : ''}{r.ticket && <span className="ov-sub">{t('member_br_ticket', { issue: r.ticket.issue, numbers: r.ticket.numbers.join(' ') })}</span>}</td>
                      <td className="num">{money(r.stake)}</td>
                      <td className="num">{money(r.validBet)}</td>
                      <td className="num">{money(r.payout)}</td>
                      <td className="num">{money(r.winLoss)}</td>
                      <td><span className="ov-status">{t(`member_status_${r.status}`)}</span></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={filters.page} total={Math.ceil(v.total / v.pageSize)} onPage={(page) => void setBetFilters({ page })} />
          </>
        )}
      </AsyncState>
    </>
  );
}
