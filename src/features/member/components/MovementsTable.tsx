/**
 * A page of wallet movements (SPEC §2.7 transactionHistory and bonusDetails): time, type (a ledger
 * kind, named by {@link ledgerKindLabelKey}), signed amount and the balance after,
 * in the shared report table with the SPEC §9 pagination and the record's loading, error and empty
 * states. Amounts in minor units.
 */
import { LEDGER_KINDS } from '../../../contracts/ledger-kinds.ts';
import { siteConfig } from '../../../contracts/site-config.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { recordTableState, ReportTable, type RecordState, type ReportColumn } from '../../../lib/ui/ReportTable.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/**
 * The message key naming a ledger kind in the account record: `member_kind_<kind>` for every
 * kind of src/contracts/ledger-kinds.ts, `member_kind_other` for one the client does not know yet.
 */
export function ledgerKindLabelKey(kind: string): string {
  return (LEDGER_KINDS as readonly string[]).includes(kind) ? `member_kind_${kind}` : 'member_kind_other';
}

/** One movement as the records API answers it (amounts in minor units, time in ms). */
export interface Movement {
  id: number;
  type: string;
  amount: number;
  balanceAfter: number;
  createdAt: number;
}

/**
 * Props: the table's name (the page title), the record's state (`value` null before the first
 * answer, `error` a message key), the 1-based page, locale and currency decimals, the empty-state
 * key, retry and the page handler.
 */
export interface MovementsTableProps {
  label: string;
  state: RecordState<Movement, { total: number; pageSize: number }>;
  page: number;
  locale: string;
  currencyDecimals: number;
  emptyKey: string;
  onRetry: () => void;
  onPage: (page: number) => void;
}

/** The table, its states and its pagination. */
export function MovementsTable({ label, state, page, locale, currencyDecimals, emptyKey, onRetry, onPage }: MovementsTableProps) {
  const t = useT();
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  const columns: ReportColumn<Movement>[] = [
    { key: 'time', header: t('member_col_time'), cell: (r) => formatDateTime(r.createdAt, locale) },
    { key: 'type', header: t('member_col_type'), cell: (r) => t(ledgerKindLabelKey(r.type)) },
    { key: 'amount', header: t('member_col_amount'), align: 'end', cell: (r) => money(r.amount) },
    { key: 'balance', header: t('member_col_balance_after'), align: 'end', cell: (r) => money(r.balanceAfter) },
  ];
  return <ReportTable label={label} columns={columns} rowKey={(r) => r.id} emptyKey={emptyKey} {...recordTableState(state, onRetry, { page, onPage })} />;
}
