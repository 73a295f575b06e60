/**
 * Money formatting (DESIGN.md "Money"): integer minor units in, a localized string out, through
 * Intl.NumberFormat of the page locale. Never floats in storage or arithmetic; the division here
 * happens only for display.
 */

/** One formatter per locale, currency and decimals: building one costs far more than using it (a list of records formats hundreds of amounts). */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats `minor` units of `currency` for `locale`, e.g. (1000000, 'vi', 'VND', 0) → "1.000.000 ₫".
 * Throws RangeError when `minor` is not a safe integer.
 */
export function formatMoney(minor: number, locale: string, currency: string, decimals: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('money must be an integer number of minor units');
  const key = `${locale}|${currency}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format.format(minor / 10 ** decimals);
}
