/**
 * The message chunks of the overlays (DESIGN.md "Messages of an overlay"): one prerendered JSON
 * per area and locale, `/i18n/<area>/<locale>.json`, holding that area's messages
 * (i18n/messages/<area>/<locale>.json). The `overlay` chunk, loaded with the frame, also carries
 * every shared key an overlay page may show: `common_*`, `category_*` names, error codes (`error_*`, `in_*`,
 * `member_no_enter`), validation (`required`, `pattern_*`) and the rate-limit texts.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import settings from '../../../../i18n/project.inlang/settings.json';
import { hyphenateMessages } from '../../../lib/i18n/hyphenation.ts';

/** Areas with a chunk: the frame's own plus each feature's. */
export const MESSAGE_CHUNK_AREAS = ['overlay', 'member', 'cashier', 'agent', 'rewards', 'lottery', 'push'] as const;

const SHARED_KEY = /^(common_|error_|in_|pattern_|category_|wallet_insufficient_funds$|required$|agreement_required$|member_no_enter$|account_rate_limited_)/;

function read(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const m = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  delete m.$schema;
  return m;
}

function sharedMessages(locale: string): Record<string, string> {
  const files = [`i18n/messages/${locale}.json`, ...['auth', 'account', 'games', 'site'].map((a) => `i18n/messages/${a}/${locale}.json`)];
  const out: Record<string, string> = {};
  for (const f of files) for (const [k, v] of Object.entries(read(f))) if (SHARED_KEY.test(k)) out[k] = v;
  return out;
}

/** One path per area and locale: 7 areas × 37 locales. */
export const getStaticPaths = (() =>
  MESSAGE_CHUNK_AREAS.flatMap((area) => settings.locales.map((locale) => ({ params: { area, locale } })))) satisfies GetStaticPaths;

/** The chunk as JSON, with soft hyphens in long words where the locale needs them. */
export const GET: APIRoute = ({ params }) => {
  const area = String(params.area);
  const locale = String(params.locale);
  const own = read(`i18n/messages/${area}/${locale}.json`);
  const body = hyphenateMessages(locale, area === 'overlay' ? { ...sharedMessages(locale), ...own } : own);
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
