/**
 * Date formatting (DESIGN.md "Localisation": every date in the page locale's own form, one
 * helper): times of records, messages, feedback, missions, chats and announcements through
 * {@link formatDateTime}, calendar dates through {@link formatDate}, both Intl.DateTimeFormat of
 * the page locale, so one page never mixes two forms (th writes the Buddhist year everywhere, not
 * beside a Gregorian one). Times are shown in the viewer's time zone, except a moment that belongs
 * to a place (a lottery draw at 18:15 in Vietnam): {@link formatZonedDateTime} writes it in that
 * place's zone, named, with the viewer's own time beside it when their clocks differ.
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
 * 2026, 6:15 PM", (vi) "18:15 28 thg 11, 2026", (th) with the Buddhist year; in `timeZone` (an
 * IANA id) instead when the moment belongs to a place (a lottery draw's day is Vietnam's day).
 * Throws RangeError for a non-finite time.
 */
export function formatDateTime(ms: number, locale: string, parts: DateTimeParts = 'date-time', timeZone?: string): string {
  if (!Number.isFinite(ms)) throw new RangeError('timestamp must be a finite number of ms');
  const key = `${locale}|${parts}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...OPTIONS[parts], timeZone });
    formats.set(key, format);
  }
  return format.format(ms);
}

/** `ms` as a calendar date in `locale` (e.g. vi "31 thg 12, 2027", en "Dec 31, 2027"), in UTC: for dates that name a day, not a moment (a promotion's validity, a VIP review). */
export function formatDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** A named time zone: its IANA id and the label written after its times (e.g. `Asia/Ho_Chi_Minh`, `ICT`). */
export interface NamedTimeZone {
  timeZone: string;
  label: string;
}

/** The wall-clock reading of `ms` in `timeZone` (an IANA id, or undefined for the viewer's), to compare two zones at that moment. */
function wallClock(ms: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).format(ms);
}

/**
 * `ms` since the epoch as `locale` writes it in `zone`, followed by the zone's label, and, when the
 * viewer's clock (`viewerTimeZone`, default the runtime's) reads otherwise at that moment, the
 * viewer's time with its zone name in brackets: (en, seen from UTC) "Nov 28, 2026, 6:15 PM ICT
 * (11:15 AM UTC)", (vi, seen from Vietnam) "18:15 28 thg 11, 2026 ICT". Throws RangeError for a
 * non-finite time or an unknown zone.
 */
export function formatZonedDateTime(ms: number, locale: string, zone: NamedTimeZone, viewerTimeZone?: string): string {
  if (!Number.isFinite(ms)) throw new RangeError('timestamp must be a finite number of ms');
  const own = `${new Intl.DateTimeFormat(locale, { ...OPTIONS['date-time'], timeZone: zone.timeZone }).format(ms)} ${zone.label}`;
  if (wallClock(ms, zone.timeZone) === wallClock(ms, viewerTimeZone)) return own;
  const viewer = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: viewerTimeZone, timeZoneName: 'short' }).format(ms);
  return `${own} (${viewer})`;
}
