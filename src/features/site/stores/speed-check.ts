/**
 * Domain speed check (SPEC §2.5 speed-check modal, §3 Domain, §4 "Domain speed test"): the
 * domains of /wps/system/domainRoute plus the current origin are pinged (GET {domain}/wps/system/ping
 * with a random speed parameter); an unreachable domain counts as 9999 ms. The displayed speed is
 * simulated from the elapsed time by the §4 rules; domains are sorted by it and classed fast
 * (≤ 80 ms), normal (≤ 150 ms) or slow.
 */
import { atom } from 'nanostores';
import routeIndex from '../../../generated/route-index.json';
import { callApi } from '../../../lib/api-client.ts';

/** Fast threshold in ms (SPEC §4, §9). */
export const SPEED_FAST_MS = 80;
/** Normal threshold in ms (SPEC §4, §9). */
export const SPEED_NORMAL_MS = 150;
/** Speed of an unreachable domain in ms (SPEC §4, §8). */
export const UNREACHABLE_MS = 9999;
/** A ping slower than this is abandoned and counts as unreachable. */
export const PING_TIMEOUT_MS = 5000;

/** Speed class of a displayed speed in ms. */
export type SpeedClass = 'fast' | 'normal' | 'slow';

/** Classes `speedMs`: ≤ 80 fast, ≤ 150 normal, else slow (9999 included). */
export function speedClass(speedMs: number): SpeedClass {
  if (speedMs <= SPEED_FAST_MS) return 'fast';
  if (speedMs <= SPEED_NORMAL_MS) return 'normal';
  return 'slow';
}

/**
 * The displayed speed in ms for a measured `elapsedMs` (SPEC §4): ≥ 400 → 100–150, ≥ 200 → 60–100,
 * ≥ 100 → 40–60, otherwise 20–40; an unreachable domain stays 9999. `random` returns [0, 1).
 */
export function displayedSpeed(elapsedMs: number, random: () => number = Math.random): number {
  if (elapsedMs >= UNREACHABLE_MS) return UNREACHABLE_MS;
  const [lo, hi] = elapsedMs >= 400 ? [100, 150] : elapsedMs >= 200 ? [60, 100] : elapsedMs >= 100 ? [40, 60] : [20, 40];
  return Math.round(lo + random() * (hi - lo));
}

/**
 * Pings `domain` (an origin) once and resolves with the elapsed ms, or 9999 when it fails, is
 * blocked or takes longer than `timeoutMs`. Never rejects. The answer is opaque (no-cors): only
 * the round trip matters.
 */
export async function pingDomain(domain: string, timeoutMs = PING_TIMEOUT_MS): Promise<number> {
  let url: URL;
  try {
    url = new URL(routeIndex.speedPing.path, domain);
  } catch {
    return UNREACHABLE_MS;
  }
  url.searchParams.set('speed', Math.random().toString(36).slice(2));
  const started = performance.now();
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
    return performance.now() - started;
  } catch {
    return UNREACHABLE_MS;
  }
}

/** One tested domain (SPEC §3 Domain): name and displayed speed in ms (null while testing). */
export interface DomainSpeed {
  domainName: string;
  speed: number | null;
}

/** Speed-check state: `error` is a message key when the domain list could not be loaded. */
export interface SpeedCheckState {
  status: 'idle' | 'testing' | 'done' | 'error';
  domains: DomainSpeed[];
  error: string | null;
}

/** The speed check's domains and results. */
export const $speedCheck = atom<SpeedCheckState>({ status: 'idle', domains: [], error: null });

/** Sorts by speed, fastest first; domains still testing go last. */
export function sortBySpeed(domains: readonly DomainSpeed[]): DomainSpeed[] {
  return [...domains].sort((a, b) => (a.speed ?? Infinity) - (b.speed ?? Infinity));
}

/**
 * Runs the check: loads the domain list, puts `origin` (the site in use) first, pings all in
 * parallel, then sorts by speed. `ping` is injectable for tests. Ignored while a run is going on.
 */
export async function runSpeedCheck(origin: string, ping: (domain: string) => Promise<number> = pingDomain): Promise<void> {
  if ($speedCheck.get().status === 'testing') return;
  $speedCheck.set({ status: 'testing', domains: $speedCheck.get().domains, error: null });
  const res = await callApi('domainRoute', { device: '0' });
  if (!res.ok) {
    $speedCheck.set({ status: 'error', domains: [], error: res.code });
    return;
  }
  const names = [origin, ...res.value.domainList.map((d) => d.domainName.replace(/\/+$/, ''))].filter((d, i, all) => all.indexOf(d) === i);
  $speedCheck.set({ status: 'testing', domains: names.map((domainName) => ({ domainName, speed: null })), error: null });
  await Promise.all(
    names.map(async (domainName) => {
      const speed = displayedSpeed(await ping(domainName));
      const s = $speedCheck.get();
      $speedCheck.set({ ...s, domains: s.domains.map((d) => (d.domainName === domainName ? { domainName, speed } : d)) });
    }),
  );
  $speedCheck.set({ status: 'done', domains: sortBySpeed($speedCheck.get().domains), error: null });
}
