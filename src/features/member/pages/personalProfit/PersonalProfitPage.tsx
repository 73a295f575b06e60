/**
 * personalProfit, personal profit and loss (SPEC §2.7): per game category over a date preset
 * (SPEC §9), the rounds, stake, valid bet, payout and win/loss, with the totals. Minor units.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { PresetChips } from '../../components/PresetChips.tsx';
import { $profit, $profitPreset, loadProfit } from '../../stores/records.ts';

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
  const row = (label: string, r: { rounds: number; stake: number; validBet: number; payout: number; winLoss: number }, key: string) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      <td className="num">{r.rounds}</td>
      <td className="num">{money(r.stake)}</td>
      <td className="num">{money(r.validBet)}</td>
      <td className="num">{money(r.payout)}</td>
      <td className="num">{money(r.winLoss)}</td>
    </tr>
  );
  return (
    <>
      <div className="ov-toolbar">
        <PresetChips value={preset} onChange={(p) => void loadProfit(p)} />
      </div>
      <AsyncState loading={profit.loading && !v} error={profit.error} empty={v?.rows.length === 0} emptyKey="member_no_bets" onRetry={() => void loadProfit()}>
        {v && (
          <div className="ov-table-wrap" aria-busy={profit.loading}>
            <table className="ov-table">
              <thead>
                <tr>
                  <th scope="col">{t('member_filter_category')}</th>
                  <th scope="col" className="num">{t('member_pp_rounds')}</th>
                  <th scope="col" className="num">{t('member_col_stake')}</th>
                  <th scope="col" className="num">{t('member_col_valid_bet')}</th>
                  <th scope="col" className="num">{t('member_col_payout')}</th>
                  <th scope="col" className="num">{t('member_col_win_loss')}</th>
                </tr>
              </thead>
              <tbody>
                {v.rows.map((r) => row(r.category ? t(`category_${r.category}`) : t('member_kind_other'), r, r.category))}
                {row(t('member_pp_total'), v.totals, 'total')}
              </tbody>
            </table>
          </div>
        )}
      </AsyncState>
    </>
  );
}
