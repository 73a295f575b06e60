// Property test over every identity call of the route table (SPEC §7.1): malformed bodies,
// generated per call from the table (so calls added later are covered), always get a 4xx with an
// error code, never a 500, and create or change no account, session, IP or password.
import fc from 'fast-check';
import { CompactEncrypt, importJWK } from 'jose';
import { carriesBody, identityRouteNames } from '../../src/contracts/identity-routes.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { routes } from '../../src/contracts/routes.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { humanProof } from '../helpers/human-proof.ts';
import { startPlatform } from '../helpers/platform.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let token: string;
beforeAll(async () => {
  platform = await startPlatform();
  const reg = await send(routes.register, {
    json: { username: 'fuzzer1', password: 'Secret12', confirmPassword: 'Secret12', agree: true, altcha: await humanProof(platform.env) },
  });
  token = reg.body.value.token;
});
afterAll(() => platform.dispose());

async function jwe(text: string): Promise<string> {
  const key = await importJWK(JSON.parse(platform.env.PLATFORM_PUBLIC_JWK), 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(text)).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' }).encrypt(key);
}

/** A malformed request: a JSON value, raw text, or a query, sent encrypted or not. */
type Malformed = { json?: unknown; raw?: string; plain?: boolean };

const str = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const query = (o: object) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, str(v)])).toString();

let ipCounter = 0;
async function send(def: RouteDef, m: Malformed) {
  const headers: Record<string, string> = { 'x-client-ip': `198.51.100.${ipCounter++ % 250}` };
  if (def.token) headers.authorization = `Bearer ${token}`;
  let url = `http://platform.test${def.path}`;
  let body: string | undefined;
  if (def.method === 'GET' || def.method === 'DELETE') {
    if (m.json && typeof m.json === 'object' && !Array.isArray(m.json)) url += `?${query(m.json)}`;
  } else {
    const text = m.raw ?? (def.form && m.json && typeof m.json === 'object' ? query(m.json) : JSON.stringify(m.json ?? null));
    body = def.encrypted && !m.plain ? await jwe(text) : text;
    headers['content-type'] = def.encrypted && !m.plain ? 'application/jose' : def.form ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  const res = await handlePlatform(new Request(url, { method: def.method, headers, body }), platform.env);
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value?: any } };
}

/** The input as the platform reads it: a query or form arrives as string fields, JSON as is. */
function asRead(def: RouteDef, json: unknown): unknown {
  if (def.method !== 'GET' && !def.form) return json;
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, str(v)]));
}

/** Everything an identity call could change: accounts, sessions, IPs, passwords, money. */
async function snapshot() {
  const db = platform.env.DB;
  const one = async (sql: string) => JSON.stringify(await db.prepare(sql).first());
  return Promise.all([
    one('SELECT COUNT(*) AS n, group_concat(password_hash) AS h, group_concat(password_changed_at) AS c, group_concat(type) AS t FROM members'),
    one('SELECT COUNT(*) AS n FROM sessions'),
    one('SELECT COUNT(*) AS n, group_concat(ip) AS i FROM member_ips'),
    one('SELECT COUNT(*) AS n FROM password_resets'),
    one('SELECT COUNT(*) AS n FROM trial_devices'),
    one('SELECT COUNT(*) AS n, COALESCE(SUM(ABS(amount)), 0) AS s FROM ledger_entries'),
  ]);
}

/** Field names the call's request schema expects (zod object shape), to aim wrong values at them. */
function expectedKeys(def: RouteDef): string[] {
  const shape = (def.request as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : ['username', 'password', 'mobileNum', 'code'];
}

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 400 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

function malformed(def: RouteDef): fc.Arbitrary<Malformed> {
  const keys = expectedKeys(def);
  const aimed = fc.record(Object.fromEntries(keys.map((k) => [k, wrongValue])), { requiredKeys: [] });
  const json = fc.oneof(aimed, fc.jsonValue({ maxDepth: 3 }), fc.constantFrom({}, [], null, 0, '', 'null', { __proto__: { admin: true } }));
  const options: fc.Arbitrary<Malformed>[] = [json.map((j) => ({ json: j }))];
  if (carriesBody(def)) {
    options.push(fc.string({ maxLength: 200 }).map((raw) => ({ raw })));
    options.push(fc.constantFrom('{', '{"username":', 'eyJhbGciOiJub25lIn0.e30.', 'a.b.c.d.e', '\u0000\uffff').map((raw) => ({ raw })));
    if (def.encrypted) options.push(json.map((j) => ({ json: j, plain: true })));
  }
  return fc.oneof(...options);
}

describe('malformed bodies to every identity call', () => {
  // Logout and the human-verification challenge read no input at all: there is no body to get wrong.
  const names = identityRouteNames().filter((n) => (routes[n] as RouteDef).request !== undefined);

  it('covers the identity calls of the table', () => {
    expect(names).toEqual(
      expect.arrayContaining(['login', 'register', 'changePassword', 'forgotPasswordEmail', 'forgotPasswordPhone', 'freePlayLogin', 'captcha']),
    );
  });

  it.each(names)('%s: 4xx with an error code, never 500, nothing created or changed', async (name) => {
    const def: RouteDef = routes[name];
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(malformed(def), async (m) => {
        // A body that happens to be valid is not malformed: skip it (checked as the platform reads it).
        if (def.request && m.raw === undefined && !m.plain && def.request.safeParse(asRead(def, m.json)).success) return;
        const res = await send(def, m);
        expect(res.status >= 400 && res.status < 500, `${name} ${res.status} ${JSON.stringify(m).slice(0, 200)}`).toBe(true);
        expect(res.body.success).toBe(false);
        expect(res.body.code).toMatch(/^[a-z][a-z0-9_]+$/);
      }),
      { numRuns: 40 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
