/**
 * Dates the edge writes into prerendered pages (the lotteries' latest results, SPEC §2.1) in the
 * page locale's own form. The Workers runtime carries locale data for only some of the portal's 37
 * locales (km, lo, my, ne, si and mn come out in English, kk, uz and pa as "M11"), so the build,
 * which has every locale's data, describes the locale's form once as a {@link DateTemplate} (its
 * pattern, month names, day periods and digits), and the edge fills it for a moment with
 * {@link fillDateTemplate}. The moments are the draws', in Vietnam's time (UTC+7, no daylight
 * saving: DOMAIN.md §1), so the zone is part of the template.
 */

/** Vietnam's offset from UTC, in ms (no daylight saving). */
const ICT_OFFSET_MS = 7 * 3_600_000;

/** How a draw's day is written (the Vietnamese lottery's latest results): the locale's medium date. */
export const DRAW_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
/** How a fast draw's moment is written: day, short month, time and the zone's name (e.g. "28 thg 11, 12:35 GMT+7"). */
export const DRAW_MOMENT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/**
 * A writer of moments in Vietnam's time for the edge: the page's template when it has one (see
 * {@link dateTemplate}), else the runtime's Intl for `locale` with `options`. `templateJson` is the
 * slot's attribute (JSON of a DateTemplate, or "null"); anything unreadable falls back to Intl.
 */
export function drawDateWriter(templateJson: string, locale: string, options: Intl.DateTimeFormatOptions): (ms: number) => string {
  let template: DateTemplate | null = null;
  try {
    const parsed = JSON.parse(templateJson) as DateTemplate | null;
    if (parsed && typeof parsed.pattern === 'string' && Array.isArray(parsed.months) && typeof parsed.digits === 'string') template = parsed;
  } catch {
    template = null;
  }
  if (template) return (ms) => fillDateTemplate(template, ms);
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Ho_Chi_Minh' });
  return (ms) => format.format(new Date(ms));
}

/** A locale's written form of a date (and time) in Vietnam's time, filled by the edge. */
export interface DateTemplate {
  /** The form with `{d}` day, `{M}` month name, `{y}` year, `{h}` hour, `{m}` minute, `{p}` day period; the rest is literal (the zone's name included). */
  pattern: string;
  /** The 12 month names as the pattern writes them, January first. */
  months: string[];
  /** The day periods (before and after noon) for a 12-hour clock, else empty. */
  periods: string[];
  /** The locale's ten digits, 0 first. */
  digits: string;
  /** Whether the day and the hour are written with two digits. */
  padDay: boolean;
  padHour: boolean;
}

const PART_FIELDS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: '{d}',
  month: '{M}',
  year: '{y}',
  hour: '{h}',
  minute: '{m}',
  dayPeriod: '{p}',
};

/**
 * The template of `locale` for `options` (Intl.DateTimeFormat's, with a named month: `month:
 * 'short'` or a `dateStyle`), in Vietnam's time; null when the locale counts in another calendar
 * (th's Buddhist years, fa's solar months), which the template cannot follow: the edge's own Intl
 * writes those (the runtime has their data). Build time only: it needs the full locale data of
 * Node. Throws RangeError for an unknown locale.
 */
export function dateTemplate(locale: string, options: Intl.DateTimeFormatOptions): DateTemplate | null {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Ho_Chi_Minh' });
  if (format.resolvedOptions().calendar !== 'gregory') return null;
  // 23 Nov 2001, 14:37 ICT: every field differs from the others.
  const parts = format.formatToParts(Date.UTC(2001, 10, 23, 7, 37));
  const pattern = parts.map((p) => PART_FIELDS[p.type] ?? p.value.replace(/[{}]/g, '')).join('');
  const part = (ms: number, type: Intl.DateTimeFormatPartTypes) => format.formatToParts(ms).find((p) => p.type === type)?.value ?? '';
  const months = Array.from({ length: 12 }, (_, i) => part(Date.UTC(2001, i, 15, 5), 'month'));
  const hour12 = parts.some((p) => p.type === 'dayPeriod');
  const periods = hour12 ? [part(Date.UTC(2001, 10, 23, 2), 'dayPeriod'), part(Date.UTC(2001, 10, 23, 7), 'dayPeriod')] : [];
  const numbering = format.resolvedOptions().numberingSystem;
  const digits = Array.from({ length: 10 }, (_, i) => new Intl.NumberFormat(locale, { numberingSystem: numbering, useGrouping: false }).format(i)).join('');
  // 5 Feb 2001, 05:05 ICT: one-digit day and hour show whether the form pads them.
  const early = Date.UTC(2001, 1, 4, 22, 5);
  return { pattern, months, periods, digits, padDay: part(early, 'day').length === 2, padHour: part(early, 'hour').length === 2 };
}

/** `ms` since the epoch written with `t`, in Vietnam's time. Throws RangeError for a non-finite time. */
export function fillDateTemplate(t: DateTemplate, ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError('timestamp must be a finite number of ms');
  const at = new Date(ms + ICT_OFFSET_MS);
  const local = (n: number, pad = false) => [...(pad ? String(n).padStart(2, '0') : String(n))].map((c) => t.digits[Number(c)] ?? c).join('');
  const hours = at.getUTCHours();
  const hour12 = t.periods.length === 2;
  const fields: Record<string, string> = {
    '{d}': local(at.getUTCDate(), t.padDay),
    '{M}': t.months[at.getUTCMonth()] ?? '',
    '{y}': local(at.getUTCFullYear()),
    '{h}': local(hour12 ? hours % 12 || 12 : hours, t.padHour),
    '{m}': local(at.getUTCMinutes(), true),
    '{p}': hour12 ? t.periods[hours < 12 ? 0 : 1]! : '',
  };
  return t.pattern.replace(/\{[dMyhmp]\}/g, (f) => fields[f] ?? f);
}
