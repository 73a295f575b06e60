/**
 * Messages for islands, resolved at build time (DESIGN.md "Islands must ship only the current
 * locale's strings"). Paraglide compiles each message into one function holding all 37 locales,
 * so islands never import it; the page calls this with the keys an island needs and passes the
 * result as a prop. Placeholders stay as `{name}` for the island's translate() to fill.
 * Server-only (used in .astro files).
 */
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../contracts/locales.ts';
import type { Messages } from './translate.ts';
import { hyphenateMessages } from './hyphenation.ts';
import { formatNumber } from '../format-number.ts';

/** A message key known to paraglide. */
export type MessageKey = Exclude<keyof typeof m, 'default'>;

// Returns `{name}` for every placeholder the message reads, so the template survives.
const placeholders = new Proxy({}, { get: (_t, prop) => `{${String(prop)}}` });

/**
 * The templates of `keys` in `locale`, e.g. `{ header_login: 'Log in' }`, with soft hyphens in
 * long words where the locale needs them (src/lib/i18n/hyphenation.ts; placeholders stay whole).
 */
export function islandMessages(locale: Locale, keys: readonly MessageKey[]): Messages {
  const out: Messages = {};
  for (const key of keys) {
    const fn = m[key] as (inputs: unknown, options: { locale: Locale }) => string;
    out[key] = fn(placeholders, { locale });
  }
  return hyphenateMessages(locale, out);
}

/**
 * One message in `locale` with its inputs filled, for .astro templates. Numbers are written as
 * the locale writes them (src/lib/format-number.ts), as islands' `t()` does; strings go in as they are.
 */
export function msg(locale: Locale, key: MessageKey, inputs: Record<string, string | number> = {}): string {
  const fn = m[key] as (inputs: unknown, options: { locale: Locale }) => string;
  const filled = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, locale) : v]));
  return fn(filled, { locale });
}
