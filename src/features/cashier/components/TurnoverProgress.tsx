/**
 * The member's turnover requirement as a progress bar with its words (DOMAIN.md §3: deposits and
 * bonuses must be wagered before a withdrawal). One figure, the platform's: the withdraw page's
 * read (`withdrawInfo`, its `turnover` of required, wagered and remaining in minor units) is shared
 * by the deposit page, the wallet and the withdraw page, so the three can never disagree.
 */
import { useId } from 'react';
import { siteConfig } from '../../../contracts/site-config.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useRemote } from '../../../lib/ui/use-remote.ts';
import { $withdrawInfo } from '../stores/withdraw.ts';

/** Props: page locale and the site currency's decimals (money is formatted from minor units). */
export interface TurnoverProgressProps {
  locale: string;
  currencyDecimals: number;
}

/**
 * The requirement's card: a labelled progress bar (valid bet counted toward the requirement, of
 * the requirement) and the amount left before a withdrawal, or that none is left. Renders nothing
 * until the figure has loaded (the page around it has its own loading state).
 */
export function TurnoverProgress({ locale, currencyDecimals }: TurnoverProgressProps) {
  const t = useT();
  const info = useRemote($withdrawInfo);
  const titleId = useId();
  const turnover = info.value?.turnover;
  if (!turnover) return null;
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  // Valid bet counted toward the requirement (the wagered total may include bets beyond it).
  const met = turnover.required - turnover.remaining;
  return (
    <section className="ov-card turnover" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('cashier_turnover')}</h4>
      {turnover.remaining > 0 ? (
        <>
          <progress className="turnover__bar" max={turnover.required} value={met} aria-labelledby={titleId} />
          <p>
            {t('cashier_turnover_status', {
              wagered: money(met),
              required: money(turnover.required),
              remaining: money(turnover.remaining),
            })}
          </p>
        </>
      ) : (
        <p>{t('cashier_turnover_done')}</p>
      )}
    </section>
  );
}
