/**
 * The parameters of a platform message (SPEC §2.7 messageV2) as its text shows them: `amount` is
 * money in minor units, written in the reader's locale and the site currency; every other
 * parameter (an id, a date already written) is shown as it is. One rule for the platform's English
 * copy (src/platform/rewards/messages.ts) and the member page (src/features/rewards/message-text.ts),
 * so the two cannot write an amount differently.
 */
import { siteConfig } from '../contracts/site-config.ts';
import { formatMoney } from './format-money.ts';

/** `params` ready to fill a message in `locale`, money in `currencyDecimals` places. */
export function platformMessageParams(params: Record<string, string | number>, locale: string, currencyDecimals: number): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, k === 'amount' && typeof v === 'number' ? formatMoney(v, locale, siteConfig.currency, currencyDecimals) : v]),
  );
}
