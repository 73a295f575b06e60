/**
 * The contract check of the platform's successful answers, done once at the edge (DESIGN.md "One
 * route table"): the browser bundle carries no zod schemas, so the edge makes sure a value it
 * passes on has the route's response shape.
 */
import type { RouteDef } from '../../src/contracts/route-def.ts';

/**
 * Checks `value` of a successful answer against `def.response`. Returns `{ ok: true, value }`
 * with the parsed value (defaults filled, unknown keys dropped), the value unchanged when the
 * route has no response schema, or `{ ok: false, field, problem }` when it breaks the contract
 * (the proxy then logs which field failed, never its value, and answers 502 error_upstream):
 * `field` the dotted path below `value` of the first failing field (`''` for the value itself),
 * `problem` zod's issue code (`invalid_type`, `too_big`, …) with the expected type when it names one.
 */
export function checkAnswer(def: RouteDef, value: unknown): { ok: true; value: unknown } | { ok: false; field: string; problem: string } {
  if (!def.response) return { ok: true, value };
  const parsed = def.response.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const expected = issue && 'expected' in issue && typeof issue.expected === 'string' ? ` (expected ${issue.expected})` : '';
  return { ok: false, field: issue?.path.map(String).join('.') ?? '', problem: `${issue?.code ?? 'invalid'}${expected}` };
}
