/**
 * The error codes each call can answer, with their HTTP status (SPEC §8), as the OpenAPI document
 * states them (src/contracts/openapi.ts). Two sources, both the platform's own:
 * - the dispatcher's checks (src/platform/index.ts), decided by the route's flags and policies:
 *   401 without a session, 403 for the access gate and a due password change, 400 for input the
 *   route's schema refuses or a plain body on an encrypted call, the human-verification proof,
 *   429 for the rate-limit policy, 503 for a busy database, 500 for an unexpected error;
 * - the handlers' own refusals, found in the sources of the route's handler by
 *   scripts/route-errors.ts, which the build runs (src/generated/route-errors.json). A refusal the
 *   spec answers with 200 and `success: false` (the affiliate check, SPEC §7.3) is listed under 200.
 */
import { PASSWORD_CHANGE_ALLOWED } from '../../contracts/access.ts';
import type { RouteDef } from '../../contracts/route-def.ts';
import { routeGate, type RouteName } from '../../contracts/routes.ts';
import { rateLimitPolicy } from '../policies/rate-limits.ts';
import handlerErrors from '../../generated/route-errors.json' with { type: 'json' };

/** HTTP status → the error codes answered with it. */
export type StatusCodes = Map<number, Set<string>>;

function add(out: StatusCodes, status: number, code: string): void {
  const set = out.get(status) ?? new Set<string>();
  set.add(code);
  out.set(status, set);
}

/**
 * Every error code route `name` can answer, grouped by HTTP status (ascending), each list sorted.
 * Leaves out what no documented call answers: 404 error_not_found for a path outside the table,
 * 405 for a wrong method, 501 for a call the sandbox does not implement.
 */
export function routeErrors(name: string, def: RouteDef): StatusCodes {
  const out: StatusCodes = new Map();
  if (def.token) {
    add(out, 401, 'error_not_logged_in');
    const gate = routeGate(def);
    if (gate === 'member' || gate === 'agent') add(out, 403, 'in_need_true_account');
    if (gate === 'agent') add(out, 403, 'error_not_agent');
    if (!PASSWORD_CHANGE_ALLOWED.has(name as RouteName)) add(out, 403, 'error_password_change_required');
  }
  if (def.request || def.method !== 'GET') add(out, 400, 'error_validation');
  if (def.encrypted) add(out, 400, 'error_encryption_required');
  if (def.humanCheck) {
    add(out, 400, 'error_human_verification');
    add(out, 503, 'error_human_check_unavailable');
  }
  if (rateLimitPolicy[name as RouteName]) add(out, 429, 'error_rate_limited');
  for (const [code, statuses] of Object.entries((handlerErrors as Record<string, Record<string, number[]>>)[name] ?? {})) {
    for (const status of statuses) add(out, status, code);
  }
  add(out, 503, 'error_busy');
  add(out, 500, 'error_internal');
  return new Map([...out.entries()].sort(([a], [b]) => a - b).map(([s, codes]) => [s, new Set([...codes].sort())]));
}
