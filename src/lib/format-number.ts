/**
 * Plain numbers in a message (odds, counts, multipliers, points) in the locale's own digits and
 * separators (DESIGN.md "Localisation"): vi and de write 9,5 where en writes 9.5, ar and fa use
 * their own digits, as formatMoney already does for amounts. Grouping starts at five digits
 * (`min2`), so a four-digit count or year reads as one word in every locale.
 */

/** One formatter per locale: building one costs far more than using it. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * `n` as `locale` writes it, e.g. (9.5, 'vi') → "9,5", (12500, 'en') → "12,500", (2026, 'de') → "2026".
 * Non-finite numbers come back as `String(n)`.
 */
export function formatNumber(n: number, locale: string): string {
  if (!Number.isFinite(n)) return String(n);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: 'min2' });
    formats.set(locale, format);
  }
  return format.format(n);
}
