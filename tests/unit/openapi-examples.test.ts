/**
 * The examples of the OpenAPI document (src/contracts/openapi-examples.json) are the sandbox
 * platform's real answers on a fresh local D1: this test makes each call the way the edge does,
 * and fails when a committed example no longer has the shape of the answer (keys and value types,
 * recursively) or no longer passes the call's response schema. `UPDATE_OPENAPI_EXAMPLES=1` rewrites
 * the file from the recorded answers (session tokens replaced by a placeholder).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { routes, type RouteName } from '../../src/contracts/routes.ts';
import type { RouteExample } from '../../src/contracts/openapi.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const FILE = 'src/contracts/openapi-examples.json';
const sandbox = usePlatform();

/** The calls recorded: the request sent (body or query) and whether it is made signed in. */
const CALLS: { name: RouteName; request?: Record<string, unknown>; signedIn?: boolean }[] = [
  { name: 'register', request: { username: 'example01', password: 'Secret12', confirmPassword: 'Secret12', agree: true } },
  { name: 'login', request: { username: 'example01', password: 'Secret12' } },
  { name: 'memberInfo', signedIn: true },
  { name: 'balance', signedIn: true },
  { name: 'whitelabel' },
  { name: 'systemStatus' },
  { name: 'permission' },
  { name: 'countryCodes' },
  { name: 'menuSettings' },
  { name: 'registerSettings' },
  { name: 'gameMenus' },
  { name: 'vnGameMenu' },
  { name: 'depositChannels', signedIn: true },
  { name: 'withdrawInfo', signedIn: true },
  { name: 'securityProfile', signedIn: true },
  { name: 'responsibleGaming', signedIn: true },
  { name: 'rebateInfo', signedIn: true },
  { name: 'playerRank', signedIn: true },
  { name: 'announcements', request: { pageNo: '1', pageSize: '3' } },
];

/** The shape of a JSON value: object keys (sorted) to shapes, an array to its first item's shape, else its type. */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
    );
  return typeof value;
}

/** The answer with session tokens replaced: an example carries no live credential. */
function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'token' && typeof v === 'string' ? 'sandbox-session-token' : redact(v)]));
}

describe('OpenAPI examples are the sandbox platform’s real answers', () => {
  it('records every example call; each committed example has the answer’s shape and passes the response schema', async () => {
    const recorded: Record<string, RouteExample> = {};
    let token: string | undefined;
    for (const { name, request, signedIn } of CALLS) {
      const def: RouteDef = routes[name];
      const answer =
        def.method === 'GET'
          ? await sandbox.call.get(name, signedIn ? token : undefined, request as Record<string, string> | undefined, '203.0.113.9')
          : await sandbox.call.post(name, request, signedIn ? token : undefined, '203.0.113.9');
      expect({ name, status: answer.status, code: answer.body.code }).toEqual({ name, status: 200, code: 'OK' });
      if (name === 'login') token = answer.body.value.token;
      const humanCheck = def.humanCheck ? { altcha: 'the solved challenge of GET /wps/verification/challenge' } : {};
      recorded[name] = { ...(request ? { request: { ...request, ...humanCheck } } : {}), response: redact(answer.body.value) };
    }
    if (process.env.UPDATE_OPENAPI_EXAMPLES) {
      const options = (await resolveConfig(FILE)) ?? {};
      writeFileSync(FILE, await format(JSON.stringify(recorded), { ...options, parser: 'json' }));
    }
    const committed = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, RouteExample>;
    expect(Object.keys(committed).sort()).toEqual(Object.keys(recorded).sort());
    for (const { name } of CALLS) {
      const def: RouteDef = routes[name];
      expect(shape(committed[name]), name).toEqual(shape(recorded[name]));
      if (def.response) expect(def.response.safeParse(committed[name]!.response).success, name).toBe(true);
      if (def.request && committed[name]!.request) expect(def.request.safeParse(committed[name]!.request).success, `${name} request`).toBe(true);
    }
  }, 180_000);
});
