/**
 * A page of wallet movements (SPEC §2.7 transactionHistory and bonusDetails): time, type (a ledger
 * kind, named when {@link NAMED_KINDS} has it, else "other"), signed amount and the balance after,
 * with the SPEC §9 pagination. Amounts in minor units.
 */
import { siteConfig } from '../../../contracts/site-config.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { Pagination } from '../../../lib/ui/overlay/Pagination.tsx';

/** Ledger kinds with a name of their own (message `member_kind_<kind>`). */
export const NAMED_KINDS = ['deposit', 'withdrawal', 'transfer', 'bet', 'win', 'rollback', 'bonus', 'rebate', 'vip_gift', 'mission_reward', 'points_convert', 'raffle', 'referral_reward', 'salary', 'dividend'] as const;

/** Props: the rows, the page state, locale and currency decimals, busy flag and the page handler. */
export interface MovementsTableProps {
  rows: { id: number; type: string; amount: number; balanceAfter: number; createdAt: number }[];
  page: number;
  total: number;
  pageSize: number;
  locale: string;
  currencyDecimals: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** The table and its pagination. */
export function MovementsTable({ rows, page, total, pageSize, locale, currencyDecimals, busy, onPage }: MovementsTableProps) {
  const t = useT();
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  const typeName = (k: string) => t((NAMED_KINDS as readonly string[]).includes(k) ? `member_kind_${k}` : 'member_kind_other');
  return (
    <>
      <div className="ov-table-wrap" aria-busy={busy}>
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
            {rows.map((r) => (
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
      <Pagination page={page} total={Math.ceil(total / pageSize)} onPage={onPage} />
    </>
  );
}
