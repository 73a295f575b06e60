/**
 * OpenAPI 3.1 document of the platform API, generated from the one route table (SPEC §7)
 * for operators who plug in their own platform (PLATFORM service binding or PLATFORM_URL):
 * it is what the edge sends upstream and what it accepts back. Written to dist/openapi.json by
 * the build (scripts/edge-files.ts). JSON Schemas come from the route's zod schemas through
 * `z.toJSONSchema` (OpenAPI 3.1 schemas are JSON Schema 2020-12).
 *
 * Sandbox-only calls (src/contracts/routes/dev.ts, and any route marked `devOnly`) are left out:
 * they are never part of a deployment's API.
 *
 * Per operation: GET request schemas become query parameters, other methods a JSON (or form)
 * body; `encrypted` calls carry `x-portal-encrypted: true` (the edge sends that body upstream as
 * JWE, `application/jose`, to PLATFORM_PUBLIC_JWK); token calls need `Authorization: Bearer
 * <session token>`; `x-portal-gate` names the access gate (src/contracts/access.ts);
 * `x-portal-human-check: true` marks calls whose `altcha` field must carry a human-verification
 * proof. Every answer is the envelope of src/contracts/envelope.ts.
 */
import * as z from 'zod/mini';
import { errorEnvelopeSchema } from './envelope.ts';
import type { RouteDef } from './route-def.ts';
import { routeGate, routes } from './routes.ts';
import { devRoutes } from './routes/dev.ts';

/** A JSON Schema object as z.toJSONSchema returns it. */
type JsonSchema = Record<string, unknown>;

/** The subset of an OpenAPI 3.1 document this module writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** Query parameters for a GET request schema: one per property of an object schema. */
function queryParameters(schema: JsonSchema): unknown[] {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

/** One operation of the document, for route `name`. */
function operation(name: string, def: RouteDef): Record<string, unknown> {
  const op: Record<string, unknown> = { operationId: name };
  if (def.request) {
    const req = jsonSchema(def.request, 'input');
    if (def.method === 'GET') op.parameters = queryParameters(req);
    else op.requestBody = { required: true, content: { [def.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: req } } };
  }
  if (def.token) op.security = [{ session: [] }];
  if (def.encrypted) op['x-portal-encrypted'] = true;
  const gate = routeGate(def);
  if (gate) op['x-portal-gate'] = gate;
  if (def.specPath === false) op['x-portal-spec-path'] = false;
  if (def.serverToServer) op['x-portal-server-to-server'] = true;
  if (def.humanCheck) op['x-portal-human-check'] = true;
  const value = def.response ? jsonSchema(def.response, 'output') : {};
  op.responses = {
    '200': {
      description: 'Success envelope; `value` is the answer.',
      content: {
        'application/json': {
          schema: { type: 'object', properties: { success: { const: true }, code: { const: 'OK' }, value }, required: ['success', 'code', 'value'] },
        },
      },
    },
    default: {
      description: 'Error envelope (code: a key of src/contracts/error-codes.ts).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    },
  };
  return op;
}

/** True for calls that exist only on the sandbox platform: never documented. */
export function isSandboxOnly(name: string, def: RouteDef): boolean {
  return def.devOnly === true || Object.hasOwn(devRoutes, name) || def.path.startsWith('/wps/dev/');
}

/**
 * Builds the document from `table` (default: the whole route table), leaving out sandbox-only
 * calls. `version` is the portal's package version; `serverUrl` (optional) the platform origin.
 */
export function openApiDocument(options: { version: string; serverUrl?: string }, table: Record<string, RouteDef> = routes): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, def] of Object.entries(table)) {
    if (isSandboxOnly(name, def)) continue;
    paths[def.path] = { [def.method.toLowerCase()]: operation(name, def) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal platform API',
      version: options.version,
      description:
        'The calls the portal edge makes to its platform (generated from src/contracts/routes.ts). Answers are envelopes {success, code, value}; x-portal-encrypted bodies arrive as JWE (application/jose).',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The member session token issued by login or registration.' } },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output') },
    },
  };
}
