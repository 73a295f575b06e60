/**
 * The contract check of the platform's successful answers, done once at the edge (DESIGN.md "One
 * route table"): the browser bundle carries no zod schemas, so the edge makes sure a value it
 * passes on has the route's response shape.
 */
import type { RouteDef } from '../../src/contracts/route-def.ts';

/**
 * Checks `value` of a successful answer against `def.response`. Returns `{ ok: true, value }`
 * with the parsed value (defaults filled, unknown keys dropped), the value unchanged when the
 * route has no response schema, or `{ ok: false }` when it breaks the contract (the proxy then
 * answers 502 error_upstream).
 */
export function checkAnswer(def: RouteDef, value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (!def.response) return { ok: true, value };
  const parsed = def.response.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}
