/**
 * The system status as the gate sees it (SPEC §2.9, §4), cached per visitor IP for 15 s so that
 * page views cost no upstream call each. A failing upstream counts as normal (fail open) for 5 s:
 * the site stays reachable and the next request asks again.
 */
import { systemStatusSchema, type SystemStatus } from '../../src/contracts/schemas/system.ts';
import type { EdgeEnv } from './env.ts';
import { upstreamFetch } from './upstream.ts';
import { logEvent, REQUEST_ID_HEADER } from './log.ts';

/** Cache lifetime of a status answer, in ms. */
export const STATUS_TTL_MS = 15_000;
const FAILURE_TTL_MS = 5_000;
const MAX_ENTRIES = 1000;
const cache = new Map<string, { until: number; value: SystemStatus }>();

/** Forgets every cached status (after the dev status switch). */
export function invalidateSystemStatus(): void {
  cache.clear();
}

/** Current status for the visitor at `ip`; never throws. */
export async function getSystemStatus(env: EdgeEnv, origin: string, ip: string, now = Date.now(), id?: string): Promise<SystemStatus> {
  const hit = cache.get(ip);
  if (hit && hit.until > now) return hit.value;
  let value: SystemStatus = { status: 0, maintenanceEndTime: null, customerServiceUrl: null, ip };
  let ttl = FAILURE_TTL_MS;
  try {
    const headers: Record<string, string> = { accept: 'application/json', 'x-client-ip': ip };
    if (id) headers[REQUEST_ID_HEADER] = id;
    const res = await upstreamFetch(new Request(`${origin}/wps/system/status`, { headers }), env);
    const body = (await res.json()) as { success?: boolean; value?: unknown };
    const parsed = systemStatusSchema.safeParse(body.value);
    if (body.success && parsed.success) {
      value = { ...parsed.data, ip: parsed.data.ip ?? ip };
      ttl = STATUS_TTL_MS;
    }
  } catch (err) {
    logEvent('error', 'gate-status-unavailable', { id }, err);
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(ip, { until: now + ttl, value });
  return value;
}
