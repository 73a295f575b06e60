/**
 * Calls the sandbox platform by route name, the way the edge does: the route table picks the
 * method and path, encrypted bodies go as JWE to the platform's key, form routes as form text,
 * the session token as Bearer and the visitor IP as X-Client-IP. A call that needs a
 * human-verification proof gets a freshly solved one, as the browser's forms send it, unless the
 * body sets `altcha` itself. Throws when the platform answers a refusal that the OpenAPI document
 * does not list for the call (a status and code missing from src/platform/lib/route-errors.ts).
 */
import { CompactEncrypt, importJWK } from 'jose';
import { routeErrors } from '../../src/platform/lib/route-errors.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { routes, type RouteName } from '../../src/contracts/routes.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { DEV_TOOLS_HEADER } from '../../src/platform/dev/dev-tools.ts';
import type { PlatformEnv } from '../../src/platform/lib/env.ts';
import { afterAll, beforeAll } from 'vitest';
import { withHumanProof } from './human-proof.ts';
import { startPlatform } from './platform.ts';

/** A platform answer: status, headers and the parsed envelope. */
export interface PlatformAnswer {
  status: number;
  headers: Headers;
  body: { success: boolean; code: string; message?: string; value?: any; balance?: number };
}

/** A caller bound to one platform env (needs PLATFORM_PUBLIC_JWK for encrypted routes). */
export function platformCaller(env: PlatformEnv & { PLATFORM_PUBLIC_JWK: string }) {
  async function send(
    name: RouteName,
    opts: { body?: Record<string, unknown>; query?: Record<string, string>; token?: string; ip?: string; userAgent?: string },
  ): Promise<PlatformAnswer> {
    const def: RouteDef = routes[name];
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.ip) headers['x-client-ip'] = opts.ip;
    if (opts.userAgent) headers['x-client-ua'] = opts.userAgent;
    if (def.devOnly && env.DEV_TOOLS_KEY) headers[DEV_TOOLS_HEADER] = env.DEV_TOOLS_KEY;
    let payload: string | undefined;
    if (def.method !== 'GET') {
      const body = await withHumanProof(env, def, opts.body);
      const text = def.form ? new URLSearchParams(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])).toString() : JSON.stringify(body ?? {});
      if (def.encrypted) {
        const key = await importJWK(JSON.parse(env.PLATFORM_PUBLIC_JWK), 'RSA-OAEP-256');
        payload = await new CompactEncrypt(new TextEncoder().encode(text)).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' }).encrypt(key);
        headers['content-type'] = 'application/jose';
      } else {
        payload = text;
        headers['content-type'] = def.form ? 'application/x-www-form-urlencoded' : 'application/json';
      }
    }
    const qs = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const res = await handlePlatform(new Request(`http://platform.test${def.path}${qs}`, { method: def.method, headers, body: payload }), env);
    const answer = { status: res.status, headers: res.headers, body: (await res.json()) as PlatformAnswer['body'] };
    // The OpenAPI document lists every error a call can answer (src/platform/lib/route-errors.ts):
    // a refusal it does not list fails the test that met it, so the document cannot fall behind.
    if (answer.body.success === false && !def.devOnly && !routeErrors(name, def).get(answer.status)?.has(answer.body.code))
      throw new Error(`${name} answered ${answer.status} ${answer.body.code}, which the OpenAPI document does not list for it (scripts/route-errors.ts)`);
    return answer;
  }
  return {
    send,
    /** POST/PUT/DELETE `name` with `body`, as `token`'s session, from `ip`. */
    post: (name: RouteName, body: Record<string, unknown> = {}, token?: string, ip?: string) => send(name, { body, token, ip }),
    /** GET `name` with `query`, as `token`'s session, from `ip`. */
    get: (name: RouteName, token?: string, query?: Record<string, string>, ip?: string) => send(name, { token, query, ip }),
  };
}

/**
 * One fresh sandbox platform per test file: starts it (migrated local D1) before the file's tests
 * and disposes of it after. Returns a handle whose `env` and `call` are set once `beforeAll` ran,
 * so read them inside tests, never at module level.
 */
export function usePlatform(): { env: PlatformEnv & { PLATFORM_PUBLIC_JWK: string }; call: ReturnType<typeof platformCaller> } {
  const handle = {} as { env: PlatformEnv & { PLATFORM_PUBLIC_JWK: string }; call: ReturnType<typeof platformCaller> };
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const platform = await startPlatform();
    dispose = platform.dispose;
    handle.env = platform.env;
    handle.call = platformCaller(platform.env);
  });
  afterAll(() => dispose?.());
  return handle;
}
