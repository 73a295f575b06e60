/**
 * Header balance (SPEC §2.3, §4): the amount in the page locale's currency format, an eye toggle
 * that hides it, and a refresh that shows a placeholder while loading. Announced politely to
 * screen readers when it changes.
 */
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { $balance, $balanceVisible, refreshBalance, toggleBalanceVisible } from '../stores/balance.ts';

/** Props: page locale and the site currency's decimals. */
export interface BalanceViewProps {
  locale: string;
  currencyDecimals: number;
}

/** The balance with eye toggle and refresh. */
export function BalanceView({ locale, currencyDecimals }: BalanceViewProps) {
  const t = useT();
  const balance = useStore($balance);
  const visible = useStore($balanceVisible);
  let text: string;
  if (balance.status === 'loading' || balance.status === 'idle') text = t('wallet_loading');
  else if (balance.status === 'error' || balance.sumBalance === null || !balance.currency) text = t('wallet_balance_error');
  else text = visible ? formatMoney(balance.sumBalance, locale, balance.currency, currencyDecimals) : '••••••';
  return (
    <div className="balance" role="group" aria-label={t('wallet_balance')}>
      <span className="balance__value" data-testid="balance" aria-live="polite">
        <span className="visually-hidden">{t('wallet_balance')}: </span>
        {visible || balance.status !== 'ready' ? text : <span aria-label={t('wallet_balance_hidden')}>{text}</span>}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-pressed={!visible}
        aria-label={visible ? t('wallet_hide_balance') : t('wallet_show_balance')}
        onClick={toggleBalanceVisible}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
          <circle cx="12" cy="12" r="3" />
          {!visible && <path d="M3 3l18 18" />}
        </svg>
      </button>
      <button
        type="button"
        className="icon-button balance__refresh"
        aria-label={t('wallet_refresh_balance')}
        disabled={balance.status === 'loading'}
        onClick={() => void refreshBalance()}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className={balance.status === 'loading' ? 'spin' : undefined}
        >
          <path d="M21 12a9 9 0 1 1-2.64-6.36M21 3v6h-6" />
        </svg>
      </button>
    </div>
  );
}
