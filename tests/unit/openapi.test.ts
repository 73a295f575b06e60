/**
 * The OpenAPI document is generated from the route table, with every deployable
 * call and none of the sandbox-only ones (src/contracts/routes/dev.ts).
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/contracts/openapi.ts';
import { routes } from '../../src/contracts/routes.ts';
import { devRoutes } from '../../src/contracts/routes/dev.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';

const doc = openApiDocument({ version: '1.2.3', serverUrl: 'https://platform.example.com' });

describe('openapi.json', () => {
  it('is an OpenAPI 3.1 document with the version and server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
    expect(doc.servers).toEqual([{ url: 'https://platform.example.com' }]);
    expect(() => JSON.parse(JSON.stringify(doc))).not.toThrow();
  });

  it('documents every call of the route table except the sandbox-only ones', () => {
    const devPaths = new Set(Object.values(devRoutes).map((d) => d.path));
    for (const [name, def] of Object.entries(routes)) {
      const op = doc.paths[def.path]?.[def.method.toLowerCase()] as { operationId?: string } | undefined;
      if (devPaths.has(def.path) || ('devOnly' in def && def.devOnly)) {
        expect(doc.paths[def.path], def.path).toBeUndefined();
      } else {
        expect(op?.operationId, def.path).toBe(name);
      }
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/wps/dev/'))).toBe(false);
    expect(JSON.stringify(doc)).not.toMatch(/devOutbox|devSystemStatus|devCredit|captcha-answer/);
  });

  it('carries request schemas, session security, encryption and the envelope', () => {
    const login = doc.paths[routes.login.path]!.post as Record<string, any>;
    expect(login.requestBody.content['application/json'].schema.required).toContain('password');
    expect(login['x-portal-encrypted']).toBe(true);
    expect(login.security).toBeUndefined();
    const info = doc.paths[routes.memberInfo.path]![routes.memberInfo.method.toLowerCase()] as Record<string, any>;
    expect(info.security).toEqual([{ session: [] }]);
    expect(info.responses['200'].content['application/json'].schema.properties.value).toBeTypeOf('object');
    expect(info.responses.default.content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ type: 'object', required: expect.arrayContaining(['success', 'code', 'message']) });
    const getWithQuery = (Object.entries(routes) as [string, RouteDef][]).find(([n, d]) => d.method === 'GET' && d.request && !(n in devRoutes));
    expect(getWithQuery).toBeDefined();
    const [, def] = getWithQuery!;
    expect((doc.paths[def.path]!.get as Record<string, any>).parameters.every((p: { in: string }) => p.in === 'query')).toBe(true);
  });
});
