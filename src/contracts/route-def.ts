/**
 * The shape of one call of the API contract (DESIGN.md "One route table"): path, method, token,
 * encryption, gate and zod schemas. Area files under src/contracts/routes/ declare their calls
 * with {@link route}; src/contracts/routes.ts merges them into the one table.
 */
import type * as z from 'zod/mini';
import type { Gate } from './access.ts';

/** HTTP methods a route may declare. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the API contract. */
export interface RouteDef {
  /** Path below the origin, e.g. `/wps/session/login`. */
  path: string;
  /** Declared method; when the spec does not give one, the portal's choice is recorded. */
  method: HttpMethod;
  /** Whether the session token is required (SPEC §6 "Every API route carries a flag"). */
  token: boolean;
  /** Whether the body goes upstream as JWE (SPEC §7 "Encrypted"). */
  encrypted: boolean;
  /**
   * Body is form-encoded rather than JSON (forgot password by e-mail, §7.1). With `encrypted`
   * too, the browser sends the form and the edge encrypts that form text as the JWE payload.
   */
  form?: boolean;
  /** False when SPEC §7 does not show the path. */
  specPath?: boolean;
  /**
   * Called server to server by a partner (the payment provider's callback), authenticated by its
   * own signature instead of the session; the edge then skips the browser Origin (CSRF) check.
   */
  serverToServer?: boolean;
  /** Only on the sandbox platform with dev tools on (tests and local demo). */
  devOnly?: boolean;
  /**
   * A call of the sandbox's vendor stand-ins (sportsbook, live tables, fishing, card rooms; SPEC
   * §2.10, DOMAIN.md §4): on an operator's platform the real vendors serve their own games, so
   * the platform does not implement it. Left out of the OpenAPI document and the conformance suite.
   */
  standIn?: boolean;
  /**
   * The call needs a human-verification proof in its `altcha` field (SPEC §4 "A human-verification
   * step runs before login and before SMS requests", registration "A bot-check challenge runs").
   * The platform dispatcher checks it before the handler runs (src/platform/services/human-check.ts),
   * and a platform that cannot check it refuses the call (503 error_human_check_unavailable).
   */
  humanCheck?: boolean;
  /**
   * Access gate of a token route (SPEC §5.3, §6; src/contracts/access.ts), enforced by the
   * platform dispatcher for every token route. Omitted on a token route means `member` (signed
   * in, not trial): the strict default, so a new call is closed to trial users until it says
   * `login` (open to trial users: session, balance, games) or `agent`.
   */
  gate?: Gate;
  /**
   * The call can move the member's money (SPEC §2.3 header balance: a bet, a bought ticket, a
   * transfer, a claimed reward, a paid deposit). The sandbox platform then adds the member's
   * main-wallet balance after the call to a successful answer's envelope (`balance`, minor units;
   * src/contracts/envelope.ts), and the browser client sets the header's balance from it, whichever
   * page or component made the call. A platform that leaves it out costs one balance read.
   */
  movesMoney?: boolean;
  /** zod schema of the JSON body or query. */
  request?: z.ZodMiniType;
  /** zod schema of the envelope's `value` on success. */
  response?: z.ZodMiniType;
}

/** Declares one route, keeping its literal type (so handlers and the client infer its schemas). */
export const route = <D extends RouteDef>(def: D): D => def;
