/**
 * The /lottery page's latest results as plain HTML (SPEC §2.1 /lottery; DOMAIN.md §1): like
 * /vnlottery (functions/_lib/vn-results.ts), the prerendered page carries an empty, translated slot
 * (`data-slot="fast-latest"`, its labels as data attributes) that the edge fills with the last drawn
 * issue of each fast house game, from the platform's public game menu and drawn numbers, so a
 * crawler or a phone without JavaScript reads the results instead of "Loading…". The fast games
 * draw every 1–5 minutes, so an edge instance reuses the answer for FAST_RESULTS_TTL_MS only.
 */
import { routes } from '../../src/contracts/routes.ts';
import type { EdgeEnv } from './env.ts';
import { upstreamFetch } from './upstream.ts';
import { drawHtml } from './vn-results.ts';
import { DRAW_MOMENT, drawDateWriter } from '../../src/lib/i18n/date-template.ts';

/** How long the edge reuses the fast games' latest results, in ms (the quickest game draws every minute). */
export const FAST_RESULTS_TTL_MS = 15_000;

/** One fast game's last drawn issue. */
export interface FastResult {
  gameCode: string;
  name: string;
  intervalMin: number | null;
  issue: string;
  drawAt: number;
  numbers: Record<string, string[]>;
}

let cache: { at: number; value: FastResult[] } | null = null;

/** GETs `path` from the platform and returns the envelope's value, or null on any failure. */
async function upstreamValue(env: EdgeEnv, origin: string, path: string): Promise<unknown> {
  const res = await upstreamFetch(new Request(new URL(path, origin), { headers: { accept: 'application/json' } }), env);
  return ((await res.json()) as { value?: unknown }).value ?? null;
}

/**
 * The last drawn issue of each fast game (FAST group of the game menu), in menu order; games with
 * no drawn issue yet are left out. Null when the platform does not answer or breaks the contract.
 */
export async function latestFastResults(env: EdgeEnv, origin: string, now = Date.now()): Promise<FastResult[] | null> {
  if (cache && now - cache.at < FAST_RESULTS_TTL_MS) return cache.value;
  try {
    const menu = routes.vnGameMenu.response.safeParse(await upstreamValue(env, origin, routes.vnGameMenu.path));
    if (!menu.success) return null;
    const games = menu.data.filter((g) => g.gameGroupCode === 'FAST').flatMap((g) => g.gameMenus);
    // One call per game, side by side: the page's answer waits for the slowest, not their sum.
    const answers = await Promise.all(
      games.map(async (game) => {
        // A void issue has no numbers: the last three are enough to find a drawn one.
        const query = new URLSearchParams({ gameCode: game.gameCode, count: '3' });
        return { game, draws: routes.vnOpenedNumeros.response.safeParse(await upstreamValue(env, origin, `${routes.vnOpenedNumeros.path}?${query}`)) };
      }),
    );
    const out: FastResult[] = [];
    for (const { game, draws } of answers) {
      if (!draws.success) return null;
      const drawn = draws.data.find((d) => d.numbers);
      if (drawn?.numbers)
        out.push({
          gameCode: game.gameCode,
          name: game.labelName,
          intervalMin: game.intervalMin ?? null,
          issue: drawn.issue,
          drawAt: drawn.drawAt,
          numbers: drawn.numbers,
        });
    }
    // Nothing drawn yet is not kept: the first draw must show at once.
    if (out.length > 0) cache = { at: now, value: out };
    return out;
  } catch {
    return null;
  }
}

/** Labels the page gives the slot (translated at build time); `{issue}` and `{minutes}` are filled here. */
export interface FastSlotLabels {
  special: string;
  tier: string;
  issue: string;
  every: string;
  locale: string;
  /** The page locale's date template (JSON; src/lib/i18n/date-template.ts). */
  dateTemplate: string;
}

/**
 * The slot's HTML: per game its name, the draw's time in the draws' own zone (ICT, named), and a
 * table of the issue's numbers, special prize first; the caption names the issue and the cadence.
 */
export function fastResultsHtml(results: FastResult[], l: FastSlotLabels): string {
  const when = drawDateWriter(l.dateTemplate, l.locale, DRAW_MOMENT);
  return results
    .map((r) => {
      const caption = [l.issue.replace('{issue}', r.issue), r.intervalMin ? l.every.replace('{minutes}', String(r.intervalMin)) : '']
        .filter(Boolean)
        .join(' · ');
      return drawHtml(r.name, r.drawAt, when(r.drawAt), caption, [{ stationName: r.name, numbers: r.numbers }], l);
    })
    .join('');
}

/** Fills the slot of a /lottery page response; the page is returned unchanged when anything is missing. */
export async function withFastResults(response: Response, env: EdgeEnv, url: URL): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const latest = await latestFastResults(env, url.origin);
  if (!latest || latest.length === 0) return response;
  return new HTMLRewriter()
    .on('[data-slot="fast-latest"]', {
      element(el) {
        const a = (n: string) => el.getAttribute(n) ?? '';
        el.setInnerContent(
          fastResultsHtml(latest, {
            special: a('data-special'),
            tier: a('data-tier'),
            issue: a('data-issue'),
            every: a('data-every'),
            locale: a('data-locale') || 'vi',
            dateTemplate: a('data-date-template'),
          }),
          { html: true },
        );
      },
    })
    .transform(response);
}
