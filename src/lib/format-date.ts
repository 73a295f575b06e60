/**
 * Date formatting (dates formatted per locale): announcement times in the fixed
 * yyyy-MM-dd HH:mm:ss form of SPEC §3 (24-hour clock, the visitor's time zone), and calendar
 * dates through Intl.DateTimeFormat of the page locale.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `ms` since the epoch as `yyyy-MM-dd HH:mm:ss` (SPEC §3 announcement timestamp). The spec writes
 * `hh`; with no AM/PM marker a 24-hour clock is the only unambiguous reading. `timeZone` 'UTC'
 * formats in UTC, otherwise the runtime's local zone is used. Throws RangeError for a non-finite time.
 */
export function formatTimestamp(ms: number, timeZone?: 'UTC'): string {
  if (!Number.isFinite(ms)) throw new RangeError('timestamp must be a finite number of ms');
  const d = new Date(ms);
  const utc = timeZone === 'UTC';
  const y = utc ? d.getUTCFullYear() : d.getFullYear();
  const mo = (utc ? d.getUTCMonth() : d.getMonth()) + 1;
  const day = utc ? d.getUTCDate() : d.getDate();
  const h = utc ? d.getUTCHours() : d.getHours();
  const mi = utc ? d.getUTCMinutes() : d.getMinutes();
  const s = utc ? d.getUTCSeconds() : d.getSeconds();
  return `${pad(y, 4)}-${pad(mo)}-${pad(day)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** `ms` as a calendar date in `locale` (e.g. vi "31 thg 12, 2027", en "Dec 31, 2027"), in UTC. */
export function formatDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}
