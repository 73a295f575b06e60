/**
 * The OpenAPI document is generated from the route table, with every deployable call and none of
 * the sandbox-only ones (src/contracts/routes/dev.ts), and is valid: `redocly lint` (recommended
 * rules) and a second validator (@seriousme/openapi-schema-validator) report no error, and every
 * `$ref` resolves inside the document. Per operation: summary, area tag, the edge's headers, the
 * JOSE body of encrypted calls, and the error codes per HTTP status.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { builtOpenApiDocument } from '../../scripts/lib/openapi-document.ts';
import { routes } from '../../src/contracts/routes.ts';
import { devRoutes } from '../../src/contracts/routes/dev.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';

const doc = builtOpenApiDocument('1.2.3', 'https://platform.example.com');
type Op = Record<string, any>;
const op = (name: keyof typeof routes): Op => doc.paths[routes[name].path]![routes[name].method.toLowerCase()] as Op;
/** HTTP status → the code enum of an operation's error response. */
const codes = (o: Op, status: number): string[] => o.responses[String(status)]?.content['application/json'].schema.allOf[1].properties.code.enum ?? [];

/** Every `$ref` value in `node`. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('openapi.json is valid', () => {
  it('redocly lint (recommended rules) reports no error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = await promisify(execFile)('redocly', ['lint', file, '--format=json'], { maxBuffer: 64 << 20 }).catch((err: { stdout: string }) => err);
    const problems = (JSON.parse(run.stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] })
      .problems;
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // The recorded sandbox answers (src/contracts/openapi-examples.json) conform to the schemas.
    expect(problems.filter((p) => p.ruleId.startsWith('no-invalid-')).map((p) => `${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    expect(problems.filter((p) => p.ruleId === 'no-unused-components')).toEqual([]);
  }, 60_000);

  it('a second validator (@seriousme/openapi-schema-validator) accepts it and resolves every $ref', async () => {
    const validator = new Validator();
    const res = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('every $ref points at a component of the document (no $defs of another schema)', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(100);
    const broken = all.filter((r) => {
      const m = /^#\/components\/(schemas|parameters|headers)\/([^/]+)$/.exec(r);
      return !m || !(doc.components as Record<string, Record<string, unknown>>)[m[1]!]![m[2]!];
    });
    expect(broken).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('$defs');
    // The first calls an operator implements, broken before (their recursive schemas).
    expect(op('whitelabel').responses['200'].content['application/json'].schema.properties.value).toEqual({ $ref: '#/components/schemas/WhitelabelValue' });
    expect(doc.components.schemas.PermissionValue).toBeTypeOf('object');
  });
});

describe('openapi.json documents the route table', () => {
  it('is an OpenAPI 3.1 document with the version and server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
    expect(doc.servers).toEqual([{ url: 'https://platform.example.com' }]);
  });

  it('documents every call of the route table except the sandbox-only ones', () => {
    const devPaths = new Set(Object.values(devRoutes).map((d) => d.path));
    for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
      const o = doc.paths[def.path]?.[def.method.toLowerCase()] as Op | undefined;
      // The sandbox's own tools and its vendor stand-ins: an operator's platform implements neither.
      if (devPaths.has(def.path) || def.devOnly || def.standIn) {
        expect(doc.paths[def.path], def.path).toBeUndefined();
      } else {
        expect(o?.operationId, def.path).toBe(name);
        expect(o?.summary, name).toMatch(/^[A-Z].{10,}/);
        expect(doc.tags.map((t) => t.name)).toContain(o?.tags[0]);
      }
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/wps/dev/'))).toBe(false);
    expect(JSON.stringify(doc)).not.toMatch(/devOutbox|devSystemStatus|devCredit|captcha-answer|\/wps\/inhouse\/(sports|fish|cards|tables?)\//);
  });

  it('tags each call with its area and the area with its SPEC sections', () => {
    expect(op('lotteryBuy').tags).toEqual(['lottery']);
    expect(op('withdrawalCreate').tags).toEqual(['cashier']);
    expect(doc.tags.find((t) => t.name === 'cashier')?.description).toMatch(/^SPEC §2\.7; DOMAIN\.md §3/);
  });

  it('sends encrypted bodies as application/jose whose plaintext is the request schema', () => {
    const login = op('login');
    const jose = login.requestBody.content['application/jose'].schema;
    expect(Object.keys(login.requestBody.content)).toEqual(['application/jose']);
    expect(jose).toMatchObject({ type: 'string', contentMediaType: 'application/jose', contentSchema: { $ref: '#/components/schemas/LoginRequest' } });
    expect(doc.components.schemas.LoginRequest!.required).toContain('password');
    expect(login['x-portal-encrypted']).toBe(true);
    expect(login.security).toEqual([]);
    expect(Object.keys(op('walletTransfer').requestBody.content)).toEqual(['application/json']);
  });

  it("names the edge's headers: Language, X-Client-IP, X-Request-Id, and X-Client-UA where a session is issued", () => {
    const names = (o: Op) => (o.parameters as { $ref?: string; name?: string }[]).map((p) => p.$ref?.split('/').pop() ?? p.name);
    expect(names(op('login'))).toEqual(expect.arrayContaining(['Language', 'ClientIp', 'RequestId', 'ClientUa']));
    expect(names(op('balance'))).not.toContain('ClientUa');
    expect((doc.components.parameters.ClientIp as { name: string }).name).toBe('X-Client-IP');
    expect((doc.components.parameters.Language as { in: string }).in).toBe('header');
    const info = op('memberInfo');
    expect(info.security).toEqual([{ session: [] }]);
    const getWithQuery = (Object.entries(routes) as [string, RouteDef][]).find(([n, d]) => d.method === 'GET' && d.request && !(n in devRoutes));
    const [, def] = getWithQuery!;
    const query = (doc.paths[def.path]!.get as Op).parameters.filter((p: { in?: string }) => p.in);
    expect(query.length).toBeGreaterThan(0);
    expect(query.every((p: { in: string }) => p.in === 'query')).toBe(true);
  });

  it('lists every error code a call answers, as an enum under its HTTP status', () => {
    const buy = op('lotteryBuy');
    expect(codes(buy, 401)).toEqual(['error_not_logged_in']);
    expect(codes(buy, 403)).toEqual(expect.arrayContaining(['in_need_true_account', 'error_password_change_required']));
    expect(codes(buy, 400)).toEqual(expect.arrayContaining(['error_validation', 'error_lottery_stake']));
    expect(codes(buy, 409)).toEqual(expect.arrayContaining(['error_lottery_closed', 'error_lottery_cap']));
    expect(codes(buy, 503)).toContain('error_busy');
    expect(buy.responses['503'].headers['Retry-After']).toBeDefined();
    const login = op('login');
    expect(codes(login, 400)).toEqual(
      expect.arrayContaining(['error_credentials', 'error_encryption_required', 'error_human_verification', 'error_validation']),
    );
    expect(codes(login, 429)).toEqual(['error_rate_limited']);
    expect(codes(login, 503)).toEqual(['error_busy', 'error_human_check_unavailable']);
    expect(codes(login, 401)).toEqual([]);
    expect(codes(op('agentTeamMembers'), 403)).toContain('error_not_agent');
    expect(codes(op('rebateClaim'), 409)).toEqual(['error_rebate_claimed']);
    expect(codes(op('memberInfo'), 403)).not.toContain('error_password_change_required');
    expect(codes(op('whitelabel'), 400)).toEqual([]);
    // The affiliate check answers an unknown code with 200 and success false (SPEC §7.3).
    const affiliate = op('affiliateCheck').responses['200'].content['application/json'].schema;
    expect(affiliate.oneOf[1].allOf[1].properties.code.enum).toEqual(['error_affiliate_invalid']);
  });

  it('carries the recorded sandbox answers as examples', () => {
    const login = op('login');
    expect(login.responses['200'].content['application/json'].example).toMatchObject({ success: true, code: 'OK', value: { token: expect.any(String) } });
    expect(login.requestBody.content['application/jose'].schema['x-portal-plaintext-example']).toMatchObject({ username: expect.any(String) });
    expect(op('whitelabel').responses['200'].content['application/json'].example.value).toBeTypeOf('object');
  });
});
