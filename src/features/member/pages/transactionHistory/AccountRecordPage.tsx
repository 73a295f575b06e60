/**
 * transactionHistory, the account record (SPEC §2.7): every movement of the main wallet in a date
 * preset (SPEC §9), filtered by type, with its signed amount and the balance after it, paginated
 * with the SPEC §9 widget. Amounts in minor units.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { WALLET_LEDGER_KINDS } from '../../../../contracts/ledger-kinds.ts';
import { ledgerKindLabelKey, MovementsTable } from '../../components/MovementsTable.tsx';
import { PresetChips } from '../../components/PresetChips.tsx';
import { $txFilters, $txRecord, loadTransactions, setTxFilters } from '../../stores/records.ts';

/** The account record page. */
export default function AccountRecordPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const filters = useStore($txFilters);
  const record = useStore($txRecord);
  useEffect(() => {
    void loadTransactions();
  }, []);
  return (
    <>
      <div className="ov-toolbar">
        <PresetChips value={filters.preset} onChange={(preset) => void setTxFilters({ preset })} />
        <label>
          {t('member_col_type')}
          <select value={filters.type} onChange={(e) => void setTxFilters({ type: e.target.value })}>
            <option value="">{t('member_all')}</option>
            {WALLET_LEDGER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(ledgerKindLabelKey(k))}
              </option>
            ))}
          </select>
        </label>
      </div>
      <MovementsTable
        label={t('overlay_page_account_record')}
        state={record}
        page={filters.page}
        locale={locale}
        currencyDecimals={currencyDecimals}
        emptyKey="member_no_transactions"
        onRetry={() => void loadTransactions()}
        onPage={(page) => void setTxFilters({ page })}
      />
    </>
  );
}
