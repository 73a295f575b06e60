/**
 * The /vnlottery page's latest results as plain HTML (DOMAIN.md §1; issue of search and slow
 * networks): the prerendered page carries an empty, translated slot (`data-slot="vn-latest"` with
 * its labels as data attributes); the edge fills it with the last drawn day of each region, every
 * station, from the platform's /lgw/vn/results/latest, cached for a minute per edge instance. So a
 * crawler or a phone without JavaScript reads the results, the draw date and the station.
 */
import { routes } from '../../src/contracts/routes.ts';
import type { EdgeEnv } from './env.ts';
import { upstreamFetch } from './upstream.ts';
import { DRAW_DAY, drawDateWriter } from '../../src/lib/i18n/date-template.ts';

/** How long the edge reuses the latest results, in ms. */
export const VN_RESULTS_TTL_MS = 60_000;

type Latest = Array<{
  region: 'MB' | 'MT' | 'MN';
  issue: string;
  drawAt: number;
  stations: Array<{ station: string; stationName: string; numbers: Record<string, string[]> }>;
}>;

let cache: { at: number; value: Latest } | null = null;

/** The latest results (cached for VN_RESULTS_TTL_MS once non-empty), or null when the platform does not answer. */
export async function latestResults(env: EdgeEnv, origin: string, now = Date.now()): Promise<Latest | null> {
  if (cache && now - cache.at < VN_RESULTS_TTL_MS) return cache.value;
  try {
    const res = await upstreamFetch(new Request(new URL(routes.vnLatestResults.path, origin), { headers: { accept: 'application/json' } }), env);
    const parsed = routes.vnLatestResults.response.safeParse(((await res.json()) as { value?: unknown }).value);
    if (!parsed.success) return null;
    // An empty answer (nothing drawn yet) is not kept: the first draw must show at once.
    if (parsed.data.length > 0) cache = { at: now, value: parsed.data };
    return parsed.data;
  } catch {
    return null;
  }
}

/** `s` safe inside HTML text and attribute values. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Labels the page gives the slot (already translated at build time). */
export interface SlotLabels {
  regions: Record<'MB' | 'MT' | 'MN', string>;
  special: string;
  tier: string;
  date: string;
  locale: string;
  /** The page locale's date template (JSON; src/lib/i18n/date-template.ts). */
  dateTemplate: string;
}

const TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];

/**
 * One drawn result as HTML: a heading (its name, then `when` in a <time> of `drawAt`) and a table,
 * one column per station, the special prize first. A table wider than a phone scrolls in its box,
 * which is focusable and named after the result so that a keyboard can scroll it too.
 */
export function drawHtml(
  name: string,
  drawAt: number,
  when: string,
  caption: string,
  stations: Array<{ stationName: string; numbers: Record<string, string[]> }>,
  l: { special: string; tier: string },
): string {
  const tiers = TIERS.filter((t) => stations.some((s) => s.numbers[t]));
  const head = `<tr><td></td>${stations.map((s) => `<th scope="col">${esc(s.stationName)}</th>`).join('')}</tr>`;
  const rows = tiers
    .map(
      (t) =>
        `<tr${t === 'DB' ? ' class="vn-latest__special"' : ''}><th scope="row">${esc(t === 'DB' ? l.special : l.tier.replace('{n}', t.slice(1)))}</th>${stations.map((s) => `<td>${(s.numbers[t] ?? []).map(esc).join(' ')}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<section class="vn-latest__region"><h3>${esc(name)} · <time datetime="${new Date(drawAt).toISOString()}">${esc(when)}</time></h3><div class="vn-latest__scroll" tabindex="0" role="group" aria-label="${esc(name)}"><table><caption>${esc(caption)}</caption><thead>${head}</thead><tbody>${rows}</tbody></table></div></section>`;
}

/** The slot's HTML: per region its last drawn day, every station a column (DOMAIN.md §1). */
export function resultsHtml(latest: Latest, l: SlotLabels): string {
  const date = drawDateWriter(l.dateTemplate, l.locale, DRAW_DAY);
  return latest.map((r) => drawHtml(l.regions[r.region], r.drawAt, date(r.drawAt), `${l.date}: ${date(r.drawAt)}`, r.stations, l)).join('');
}

/** Fills the slot of a /vnlottery page response; the page is returned unchanged when anything is missing. */
export async function withVnResults(response: Response, env: EdgeEnv, url: URL): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const latest = await latestResults(env, url.origin);
  if (!latest || latest.length === 0) return response;
  return new HTMLRewriter()
    .on('[data-slot="vn-latest"]', {
      element(el) {
        const a = (n: string) => el.getAttribute(n) ?? '';
        el.setInnerContent(
          resultsHtml(latest, {
            regions: { MB: a('data-mb'), MT: a('data-mt'), MN: a('data-mn') },
            special: a('data-special'),
            tier: a('data-tier'),
            date: a('data-date'),
            locale: a('data-locale') || 'vi',
            dateTemplate: a('data-date-template'),
          }),
          { html: true },
        );
      },
    })
    .transform(response);
}
