/**
 * Which calls of the route table are identity calls (sign-up, sign-in, verification,
 * recovery and password calls of SPEC §7.1): derived from their paths, so a call added to the
 * table later is covered by the rules that apply to all of them (encrypted upstream when it
 * carries a body; rate limits; the malformed-body property test).
 */
import type { RouteDef } from './route-def.ts';
import { routes, type RouteName } from './routes.ts';

const IDENTITY_PATH = /^\/wps\/(session|verification)\/|^\/wps\/member\/(register|password)(\/|$)|^\/wps\/captcha$|^\/wps\/agent\/affiliate$/;

/** True for an identity call (dev-only calls excluded). */
export function isIdentityRoute(def: RouteDef): boolean {
  return !def.devOnly && IDENTITY_PATH.test(def.path);
}

/** Names of every identity call in the table, in table order. */
export function identityRouteNames(): RouteName[] {
  return (Object.entries(routes) as [RouteName, RouteDef][]).filter(([, def]) => isIdentityRoute(def)).map(([name]) => name);
}

/** True when the call carries a request body (POST, PUT), which must then go upstream encrypted. */
export function carriesBody(def: RouteDef): boolean {
  return def.method === 'POST' || def.method === 'PUT';
}

/**
 * Calls whose successful answer carries a new session token (SPEC §4 login, registration step 6,
 * two-step verification): the edge moves the token into the session cookie and sends the
 * visitor's User-Agent upstream as X-Client-UA (the platform names the session's device from it).
 */
export const SESSION_ISSUING: readonly RouteName[] = [
  'login',
  'register',
  'registerMobile',
  'freePlayLogin',
  'twoFactorVerify',
  'passkeyLogin',
  'twoFactorPasskey',
];
