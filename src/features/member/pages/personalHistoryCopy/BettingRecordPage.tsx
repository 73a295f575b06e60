/**
 * personalHistoryCopy, the betting record (SPEC §2.7): every round of every game in a date preset
 * (SPEC §9), filtered by category and state, with the totals of stake, valid bet, payout and
 * win/loss over all matching rounds, paginated with the SPEC §9 widget. Each row shows its game type,
 * vendor, round (a vendor's round may hold several bets: a fishing session, a card hand, a bet slip;
 * DOMAIN.md §4) and state. Amounts in minor units.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { BET_STATES } from '../../../../contracts/schemas/member-center.ts';
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

/** The message key of a bet state: open and rolled back share the round statuses' labels. */
const stateKey = (s: (typeof BET_STATES)[number]) => (s === 'open' || s === 'rolled_back' ? `member_status_${s}` : `member_state_${s}`);

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
    { key: 'vendor', header: t('member_col_vendor'), cell: (r) => r.vendor },
    { key: 'round', header: t('member_col_round'), cell: (r) => r.round },
    { key: 'stake', header: t('member_col_stake'), align: 'end', cell: (r) => money(r.stake) },
    { key: 'validBet', header: t('member_col_valid_bet'), align: 'end', cell: (r) => money(r.validBet) },
    { key: 'payout', header: t('member_col_payout'), align: 'end', cell: (r) => money(r.payout) },
    { key: 'winLoss', header: t('member_col_win_loss'), align: 'end', cell: (r) => money(r.winLoss) },
    { key: 'state', header: t('member_col_status'), cell: (r) => <span className="ov-status">{t(stateKey(r.state))}</span> },
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
          <select value={filters.state} onChange={(e) => void setBetFilters({ state: e.target.value })}>
            <option value="">{t('member_all')}</option>
            {BET_STATES.map((s) => (
              <option key={s} value={s}>
                {t(stateKey(s))}
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
