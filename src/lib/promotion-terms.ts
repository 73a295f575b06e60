/**
 * The readable terms of a promotion (SPEC §3 promotion; dates and money formatted per
 * locale): validity window as calendar dates, bonus rate as a percentage, amounts in the site
 * currency, all through Intl of the page locale, filled into translated templates. Server-only
 * (used by the prerendered promotion pages).
 */
import type { Locale } from '../contracts/locales.ts';
import type { PromotionDetail } from '../contracts/schemas/site.ts';
import { siteConfig } from '../contracts/site-config.ts';
import { formatDate } from './format-date.ts';
import { formatMoney } from './format-money.ts';
import { msg } from './i18n/island-messages.ts';

/** `bp` basis points (10000 = 100 %) as a percentage in `locale`, e.g. (120, 'en') → "1.2%". */
export function formatRate(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** The validity line, e.g. "Valid from Jan 1, 2026 to Dec 31, 2027". */
export function validityText(p: PromotionDetail, locale: Locale): string {
  return msg(locale, 'site_promo_valid', { start: formatDate(p.startTime, locale), end: formatDate(p.endTime, locale) });
}

/** The term lines that apply (a zero rate, bonus or deposit is left out). */
export function termLines(p: PromotionDetail, locale: Locale): string[] {
  const money = (minor: number) => formatMoney(minor, locale, siteConfig.currency, siteConfig.currencyDecimals);
  const lines: string[] = [];
  if (p.terms.bonusRateBp > 0) lines.push(msg(locale, 'site_promo_bonus_rate', { rate: formatRate(p.terms.bonusRateBp, locale) }));
  if (p.terms.maxBonus > 0) lines.push(msg(locale, 'site_promo_max_bonus', { amount: money(p.terms.maxBonus) }));
  if (p.terms.minDeposit > 0) lines.push(msg(locale, 'site_promo_min_deposit', { amount: money(p.terms.minDeposit) }));
  if (p.terms.turnover > 0) lines.push(msg(locale, 'site_promo_turnover', { times: new Intl.NumberFormat(locale).format(p.terms.turnover) }));
  return lines;
}
