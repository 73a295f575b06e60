/**
 * Money formatting (DESIGN.md "Money"): integer minor units in, a localized string out, through
 * Intl.NumberFormat of the page locale. Never floats in storage or arithmetic; the division here
 * happens only for display.
 */

/**
 * Formats `minor` units of `currency` for `locale`, e.g. (1000000, 'vi', 'VND', 0) → "1.000.000 ₫".
 * Throws RangeError when `minor` is not a safe integer.
 */
export function formatMoney(minor: number, locale: string, currency: string, decimals: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('money must be an integer number of minor units');
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(minor / 10 ** decimals);
}
