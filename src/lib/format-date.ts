/**
 * Date formatting (DESIGN.md "Localisation": every date in the page locale's own form, one
 * helper): times of records, messages, feedback, missions, chats and announcements through
 * {@link formatDateTime}, calendar dates through {@link formatDate}, both Intl.DateTimeFormat of
 * the page locale, so one page never mixes two forms (th writes the Buddhist year everywhere, not
 * beside a Gregorian one). Times are shown in the viewer's time zone.
 */

/** One formatter per locale and form: building one costs far more than using it (a record list formats hundreds). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** What {@link formatDateTime} writes: date and time (default), the date alone, or the time alone (with seconds: rounds a second apart). */
export type DateTimeParts = 'date-time' | 'date' | 'time' | 'time-seconds';

const OPTIONS: Record<DateTimeParts, Intl.DateTimeFormatOptions> = {
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  'time-seconds': { timeStyle: 'medium' },
};

/**
 * `ms` since the epoch as `locale` writes a moment, in the viewer's time zone, e.g. (en) "Nov 28,
 * 2026, 6:15 PM", (vi) "18:15 28 thg 11, 2026", (th) with the Buddhist year. Throws RangeError
 * for a non-finite time.
 */
export function formatDateTime(ms: number, locale: string, parts: DateTimeParts = 'date-time'): string {
  if (!Number.isFinite(ms)) throw new RangeError('timestamp must be a finite number of ms');
  const key = `${locale}|${parts}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS[parts]);
    formats.set(key, format);
  }
  return format.format(ms);
}

/** `ms` as a calendar date in `locale` (e.g. vi "31 thg 12, 2027", en "Dec 31, 2027"), in UTC: for dates that name a day, not a moment (a promotion's validity, a VIP review). */
export function formatDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}
