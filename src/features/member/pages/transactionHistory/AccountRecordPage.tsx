/**
 * transactionHistory, the account record (SPEC §2.7): every movement of the main wallet in a date
 * preset (SPEC §9), filtered by type, with its signed amount and the balance after it, paginated
 * with the SPEC §9 widget. Amounts in minor units.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { Pagination } from '../../../../lib/ui/overlay/Pagination.tsx';
import { $txFilters, $txRecord, RECORD_PRESETS, loadTransactions, setTxFilters } from '../../stores/records.ts';

/** Ledger kinds with a name of their own; any other shows as "other". */
const TYPES = ['deposit', 'withdrawal', 'transfer', 'bet', 'win', 'rollback', 'bonus', 'rebate', 'vip_gift', 'mission_reward', 'points_convert', 'raffle', 'referral_reward', 'salary', 'dividend'] as const;

/** The account record page. */
export default function AccountRecordPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const filters = useStore($txFilters);
  const record = useStore($txRecord);
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  const typeName = (k: string) => t((TYPES as readonly string[]).includes(k) ? `member_kind_${k}` : 'member_kind_other');
  useEffect(() => {
    void loadTransactions();
  }, []);
  const v = record.value;
  return (
    <>
      <div className="ov-toolbar">
        <div className="ov-chips" role="group" aria-label={t('member_filter_period')}>
          {RECORD_PRESETS.map((p) => (
            <button key={p} type="button" className="ov-chip" aria-pressed={filters.preset === p} onClick={() => void setTxFilters({ preset: p })}>{t(`overlay_date_${p}`)}</button>
          ))}
        </div>
        <label>
          {t('member_col_type')}
          <select value={filters.type} onChange={(e) => void setTxFilters({ type: e.target.value })}>
            <option value="">{t('member_all')}</option>
            {TYPES.map((k) => <option key={k} value={k}>{t(`member_kind_${k}`)}</option>)}
          </select>
        </label>
      </div>
      <AsyncState loading={record.loading && !v} error={record.error} empty={v?.total === 0} emptyKey="member_no_transactions" onRetry={() => void loadTransactions()}>
        {v && (
          <>
            <div className="ov-table-wrap" aria-busy={record.loading}>
              <table className="ov-table">
                <thead>
                  <tr>
                    <th scope="col">{t('member_col_time')}</th>
                    <th scope="col">{t('member_col_type')}</th>
                    <th scope="col" className="num">{t('member_col_amount')}</th>
                    <th scope="col" className="num">{t('member_col_balance_after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.rows.map((r) => (
                    <tr key={r.id}>
                      <td>{new Date(r.createdAt).toLocaleString(locale)}</td>
                      <td>{typeName(r.type)}</td>
                      <td className="num">{money(r.amount)}</td>
                      <td className="num">{money(r.balanceAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={filters.page} total={Math.ceil(v.total / v.pageSize)} onPage={(page) => void setTxFilters({ page })} />
          </>
        )}
      </AsyncState>
    </>
  );
}
