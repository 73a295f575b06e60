/**
 * personalProfit, personal profit and loss (SPEC §2.7): per game category over a date preset
 * (SPEC §9), the rounds, stake, valid bet, payout and win/loss, with the totals. Minor units.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { amountColumn, recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { PresetChips } from '../../components/PresetChips.tsx';
import { $profit, $profitPreset, loadProfit } from '../../stores/records.ts';

/** One category's line of the report. */
type Line = RouteValue<'personalProfit'>['rows'][number];

/** The page. */
export default function PersonalProfitPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const preset = useStore($profitPreset);
  const profit = useStore($profit);
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  useEffect(() => {
    void loadProfit();
  }, []);
  const v = profit.value;
  const category = (r: Line) => (r.category ? t(`category_${r.category}`) : t('member_kind_other'));
  const amount = (key: 'stake' | 'validBet' | 'payout' | 'winLoss', header: string) => amountColumn<Line, typeof key>(key, header, money);
  const columns: ReportColumn<Line>[] = [
    { key: 'category', header: t('member_filter_category'), rowHeader: true, cell: category, sort: (a, b) => category(a).localeCompare(category(b), locale) },
    { key: 'rounds', header: t('member_pp_rounds'), align: 'end', cell: (r) => r.rounds, sort: (a, b) => a.rounds - b.rounds },
    amount('stake', t('member_col_stake')),
    amount('validBet', t('member_col_valid_bet')),
    amount('payout', t('member_col_payout')),
    amount('winLoss', t('member_col_win_loss')),
  ];
  return (
    <>
      <div className="ov-toolbar">
        <PresetChips value={preset} onChange={(p) => void loadProfit(p)} />
      </div>
      <ReportTable
        label={t('overlay_page_personal_profit')}
        columns={columns}
        rowKey={(r) => r.category ?? ''}
        emptyKey="member_no_bets"
        {...recordTableState(profit, () => void loadProfit())}
        totals={
          v
            ? {
                label: t('member_pp_total'),
                cells: {
                  rounds: v.totals.rounds,
                  stake: money(v.totals.stake),
                  validBet: money(v.totals.validBet),
                  payout: money(v.totals.payout),
                  winLoss: money(v.totals.winLoss),
                },
              }
            : undefined
        }
      />
    </>
  );
}
