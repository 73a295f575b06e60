/**
 * personalHistoryCopy, the betting record (SPEC §2.7): every round of every game in a date preset
 * (SPEC §9), filtered by category and status, with the totals of stake, valid bet, payout and
 * win/loss over all matching rounds, paginated with the SPEC §9 widget. Amounts in minor units.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { PresetChips } from '../../components/PresetChips.tsx';
import { $betFilters, $betRecord, loadBets, setBetFilters } from '../../stores/records.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

const CATEGORIES = ['sports', 'live', 'rng', 'fish', 'pvp', 'esports', 'cockfight', 'elott', 'inhouse'] as const;
const STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** One round of the record. */
type Bet = RouteValue<'bettingRecord'>['rows'][number];

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
  const columns: ReportColumn<Bet>[] = [
    { key: 'time', header: t('member_col_time'), cell: (r) => formatDateTime(r.createdAt, locale) },
    {
      key: 'game',
      header: t('member_col_game'),
      cell: (r) => (
        <>
          {r.game}
          {r.category ? ` · ${t(`category_${r.category}`)}` : ''}
          {r.ticket && <span className="ov-sub">{t('member_br_ticket', { issue: r.ticket.issue, numbers: r.ticket.numbers.join(' ') })}</span>}
        </>
      ),
    },
    { key: 'stake', header: t('member_col_stake'), align: 'end', cell: (r) => money(r.stake) },
    { key: 'validBet', header: t('member_col_valid_bet'), align: 'end', cell: (r) => money(r.validBet) },
    { key: 'payout', header: t('member_col_payout'), align: 'end', cell: (r) => money(r.payout) },
    { key: 'winLoss', header: t('member_col_win_loss'), align: 'end', cell: (r) => money(r.winLoss) },
    { key: 'status', header: t('member_col_status'), cell: (r) => <span className="ov-status">{t(`member_status_${r.status}`)}</span> },
  ];
  return (
    <>
      <div className="ov-toolbar">
        <PresetChips value={filters.preset} onChange={(preset) => void setBetFilters({ preset })} />
        <label>
          {t('member_filter_category')}
          <select value={filters.category} onChange={(e) => void setBetFilters({ category: e.target.value })}>
            <option value="">{t('member_all')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category_${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('member_filter_status')}
          <select value={filters.status} onChange={(e) => void setBetFilters({ status: e.target.value })}>
            <option value="">{t('member_all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`member_status_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReportTable
        label={t('overlay_page_betting_record')}
        columns={columns}
        rowKey={(r) => `${r.vendor}-${r.roundId}`}
        emptyKey="member_no_bets"
        {...recordTableState(record, () => void loadBets(), { page: filters.page, onPage: (page) => void setBetFilters({ page }) })}
        summary={
          v && (
            <dl className="ov-totals">
              <div>
                <dt>{t('member_total_stake')}</dt>
                <dd>{money(v.totals.stake)}</dd>
              </div>
              <div>
                <dt>{t('member_total_valid_bet')}</dt>
                <dd>{money(v.totals.validBet)}</dd>
              </div>
              <div>
                <dt>{t('member_total_payout')}</dt>
                <dd>{money(v.totals.payout)}</dd>
              </div>
              <div>
                <dt>{t('member_total_win_loss')}</dt>
                <dd>{money(v.totals.winLoss)}</dd>
              </div>
            </dl>
          )
        }
      />
    </>
  );
}
