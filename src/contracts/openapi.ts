/**
 * OpenAPI 3.1 document of the platform API, generated from the one route table (SPEC §7)
 * for operators who plug in their own platform (PLATFORM service binding or PLATFORM_URL):
 * it is what the edge sends upstream and what it accepts back. Written to dist/openapi.json by
 * the build (scripts/edge-files.ts); `redocly lint` and a second validator accept it with no
 * error (tests/unit/openapi.test.ts).
 *
 * Schemas: every route's request (as the platform reads it) and answer value (as it writes it)
 * are converted in one zod registry per direction (`z.toJSONSchema(registry, { uri })`), so a
 * schema shared by several calls, or a recursive one, is one entry of `components.schemas` and
 * every `$ref` points at `#/components/schemas/<Name>` (never a `$defs` of another schema).
 *
 * Per operation: a summary (src/contracts/route-summaries.ts), a tag per area (its SPEC sections:
 * `routeAreaSections`), the edge's headers (Language, X-Client-IP, X-Request-Id, X-Client-UA on
 * the calls that issue a session), the body (GET: query parameters; encrypted calls:
 * `application/jose`, a compact JWE whose plaintext is the request schema; form calls:
 * form-encoded), every error code the call can answer per HTTP status (the `errors` option:
 * src/platform/lib/route-errors.ts), and examples (the `examples` option: real sandbox answers,
 * src/contracts/openapi-examples.json). Sandbox-only calls (src/contracts/routes/dev.ts, `devOnly`)
 * are left out: they are never part of a deployment's API.
 */
import * as z from 'zod/mini';
import { SESSION_ISSUING } from './identity-routes.ts';
import { errorEnvelopeSchema } from './envelope.ts';
import type { RouteDef } from './route-def.ts';
import { routeSummaries } from './route-summaries.ts';
import { routeAreas, routeAreaSections, routeGate, routes, type RouteName } from './routes.ts';
import { devRoutes } from './routes/dev.ts';

/** A JSON Schema object as z.toJSONSchema returns it. */
type JsonSchema = Record<string, unknown>;

/** The subset of an OpenAPI 3.1 document this module writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string; description?: string; variables?: Record<string, { default: string; description: string }> }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, unknown>;
    headers: Record<string, unknown>;
  };
}

/** HTTP status → error codes a call answers with it (src/platform/lib/route-errors.ts). */
export type RouteErrors = (name: string, def: RouteDef) => Map<number, Set<string>>;

/** One call's examples: the request body or query as sent, and the envelope `value` answered. */
export interface RouteExample {
  request?: unknown;
  response?: unknown;
}

/** The request id header the edge sends upstream and answers with (functions/_lib/log.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';

const STATUS_TEXT: Record<number, string> = {
  400: 'Refused: the input, or a rule of the call (see `code`).',
  401: 'No valid session, or a partner signature that does not check.',
  402: 'Not enough balance.',
  403: 'This account may not make this call now (see `code`).',
  404: 'What the call names does not exist.',
  409: 'Conflicts with the current state (already done, closed, taken).',
  429: 'Too many attempts; retry after Retry-After seconds.',
  500: 'Unexpected error; nothing was changed.',
  502: 'A partner of the platform (SMS, payment) failed.',
  503: 'Busy or unavailable; retry after Retry-After seconds.',
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** True for calls that exist only on the sandbox platform (its dev tools, its vendor stand-ins): never documented. */
export function isSandboxOnly(name: string, def: RouteDef): boolean {
  return def.devOnly === true || def.standIn === true || Object.hasOwn(devRoutes, name) || def.path.startsWith('/wps/dev/');
}

/**
 * Converts `entries` (component name → zod schema) in one registry, for `io` (`input`: what the
 * platform reads, `output`: what it answers), into `components.schemas` entries. A schema used by
 * several names is converted once, under its first name; the others get a `$ref` to it. Shared
 * parts zod extracts (cycles) become components named `<prefix>Shared<n>`.
 */
function componentSchemas(entries: [string, z.ZodMiniType][], io: 'input' | 'output', prefix: string): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const aliases: [string, string][] = [];
  const firstName = new Map<z.ZodMiniType, string>();
  for (const [name, schema] of entries) {
    const first = firstName.get(schema);
    if (first) aliases.push([name, first]);
    else {
      firstName.set(schema, name);
      registry.add(schema, { id: name });
    }
  }
  const uri = (id: string) => `#/components/schemas/${id}`;
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri }) as { schemas: Record<string, JsonSchema> };
  const shared = (schemas.__shared as { $defs?: Record<string, JsonSchema> } | undefined)?.$defs ?? {};
  delete schemas.__shared;
  for (const [id, def] of Object.entries(shared)) schemas[`${prefix}Shared${pascal(id)}`] = def;
  // `__shared#/$defs/<id>` is zod's pointer into its own holder; the holder's entries are components now.
  const text = JSON.stringify(schemas).replace(/#\/components\/schemas\/__shared#\/\$defs\/([A-Za-z0-9_]+)/g, (_, id: string) =>
    uri(`${prefix}Shared${pascal(id)}`),
  );
  const out = JSON.parse(text) as Record<string, JsonSchema>;
  for (const schema of Object.values(out)) {
    delete schema.$id;
    delete schema.$schema;
  }
  for (const [name, first] of aliases) out[name] = { $ref: uri(first) };
  return out;
}

/** The component `name` of `schemas`, following a `$ref` alias to another component. */
function resolve(schemas: Record<string, JsonSchema>, name: string): JsonSchema | undefined {
  const schema = schemas[name];
  const ref = typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  return ref ? resolve(schemas, ref) : schema;
}

/** Query parameters for a GET request component: one per property of its object schema. */
function queryParameters(schema: JsonSchema | undefined, example: unknown): unknown[] {
  const props = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const values = (example ?? {}) as Record<string, unknown>;
  // The query carries text; the example is the value the schema reads from it (a number for `pageNo=1`).
  const typed = (v: unknown, s: JsonSchema) => (typeof v === 'string' && (s.type === 'integer' || s.type === 'number') ? Number(v) : v);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
    ...(values[name] !== undefined ? { example: typed(values[name], s) } : {}),
  }));
}

/** The error envelope whose `code` is one of `codes`. */
function errorSchema(codes: Set<string>): JsonSchema {
  return { allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { type: 'object', properties: { code: { enum: [...codes] } } }] };
}

/** The error answers of one call: one response per HTTP status, its `code` an enum. */
function errorResponses(errors: Map<number, Set<string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, codes] of errors) {
    const retry = status === 429 || status === 503;
    out[String(status)] = {
      description: STATUS_TEXT[status] ?? 'Error envelope.',
      ...(retry ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
      content: {
        'application/json': {
          schema: errorSchema(codes),
          example: { success: false, code: [...codes][0], message: 'A plain-English fallback; the portal shows the translated text of `code`.' },
        },
      },
    };
  }
  return out;
}

/** One operation of the document, for route `name`. */
function operation(name: RouteName, def: RouteDef, area: string, requests: Record<string, JsonSchema>, options: DocumentOptions): Record<string, unknown> {
  const example = options.examples?.[name];
  const parameters: unknown[] = [
    { $ref: '#/components/parameters/Language' },
    { $ref: '#/components/parameters/ClientIp' },
    { $ref: '#/components/parameters/RequestId' },
  ];
  if (SESSION_ISSUING.includes(name)) parameters.push({ $ref: '#/components/parameters/ClientUa' });
  const op: Record<string, unknown> = {
    operationId: name,
    summary: (routeSummaries as Record<string, string>)[name] ?? name,
    tags: [area],
  };
  const reqName = `${pascal(name)}Request`;
  if (def.request && def.method === 'GET') parameters.push(...queryParameters(resolve(requests, reqName), example?.request));
  else if (def.request || def.method !== 'GET') {
    const schema = def.request ? { $ref: `#/components/schemas/${reqName}` } : { type: 'object' };
    const plain = def.form ? 'application/x-www-form-urlencoded' : 'application/json';
    const exampleOf = example?.request !== undefined ? { example: example.request } : {};
    op.requestBody = {
      required: true,
      content: def.encrypted
        ? {
            'application/jose': {
              schema: {
                type: 'string',
                pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
                description: `A compact JWE (alg RSA-OAEP-256, enc A256GCM) to the platform's public key (PLATFORM_PUBLIC_JWK); its plaintext is the ${plain === 'application/json' ? 'JSON' : 'form-encoded'} body contentSchema describes.`,
                contentMediaType: 'application/jose',
                contentSchema: schema,
                'x-portal-plaintext-type': plain,
                ...(example?.request !== undefined ? { 'x-portal-plaintext-example': example.request } : {}),
              },
            },
          }
        : { [plain]: { schema, ...exampleOf } },
    };
  }
  op.parameters = parameters;
  op.security = def.token ? [{ session: [] }] : [];
  if (def.encrypted) op['x-portal-encrypted'] = true;
  const gate = routeGate(def);
  if (gate) op['x-portal-gate'] = gate;
  if (def.specPath === false) op['x-portal-spec-path'] = false;
  if (def.serverToServer) op['x-portal-server-to-server'] = true;
  if (def.humanCheck) op['x-portal-human-check'] = true;
  const value = def.response ? { $ref: `#/components/schemas/${pascal(name)}Value` } : {};
  const errors = new Map(options.errors?.(name, def) ?? [[500, new Set(['error_internal'])]]);
  // A refusal the spec answers with 200 and success false (the affiliate check, SPEC §7.3).
  const okFailures = errors.get(200);
  errors.delete(200);
  const success = { type: 'object', properties: { success: { const: true }, code: { const: 'OK' }, value }, required: ['success', 'code', 'value'] };
  op.responses = {
    '200': {
      description: okFailures
        ? `Success envelope (\`value\` is the answer), or a failure envelope answered with 200: ${[...okFailures].join(', ')}.`
        : 'Success envelope; `value` is the answer.',
      content: {
        'application/json': {
          schema: okFailures ? { oneOf: [success, errorSchema(okFailures)] } : success,
          ...(example && 'response' in example ? { example: { success: true, code: 'OK', value: example.response } } : {}),
        },
      },
    },
    ...errorResponses(errors),
  };
  return op;
}

/** Options of {@link openApiDocument}. */
export interface DocumentOptions {
  /** The portal's package version. */
  version: string;
  /** The platform origin, when known; else a server variable the reader fills in. */
  serverUrl?: string;
  /** Error codes per call and status (src/platform/lib/route-errors.ts); without it, only 500. */
  errors?: RouteErrors;
  /** Examples per call: real sandbox answers (src/contracts/openapi-examples.json). */
  examples?: Partial<Record<string, RouteExample>>;
}

/**
 * Builds the document from `table` (default: the whole route table), leaving out sandbox-only
 * calls. Throws when zod cannot convert a schema (a bug of the route table).
 */
export function openApiDocument(options: DocumentOptions, table: Record<string, RouteDef> = routes): OpenApiDocument {
  const areaOf = new Map<string, string>();
  for (const [area, defs] of Object.entries(routeAreas)) for (const name of Object.keys(defs)) areaOf.set(name, area);
  const documented = Object.entries(table).filter(([name, def]) => !isSandboxOnly(name, def)) as [RouteName, RouteDef][];
  const requests = componentSchemas(
    documented.filter(([, d]) => d.request).map(([n, d]) => [`${pascal(n)}Request`, d.request!]),
    'input',
    'Request',
  );
  const values = componentSchemas(
    documented.filter(([, d]) => d.response).map(([n, d]) => [`${pascal(n)}Value`, d.response!]),
    'output',
    'Value',
  );
  const paths: OpenApiDocument['paths'] = {};
  const usedAreas = new Set<string>();
  for (const [name, def] of documented) {
    const area = areaOf.get(name) ?? 'site';
    usedAreas.add(area);
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: operation(name, def, area, requests, options) };
  }
  // GET requests became query parameters: their components stay only where another schema refers
  // to them (repeated, as dropping an alias can leave the component it pointed at unreferenced).
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const [name, def] of documented) {
      const id = `${pascal(name)}Request`;
      if (def.method !== 'GET' || !requests[id]) continue;
      const others = JSON.stringify([paths, values, Object.entries(requests).filter(([k]) => k !== id)]);
      if (!others.includes(`"#/components/schemas/${id}"`)) {
        delete requests[id];
        dropped = true;
      }
    }
  }
  const errorEnvelope = z.toJSONSchema(errorEnvelopeSchema, { io: 'output' }) as JsonSchema;
  delete errorEnvelope.$schema;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal platform API',
      version: options.version,
      description:
        'The calls the portal edge makes to its platform (generated from src/contracts/routes.ts). Every answer is an envelope: `{success: true, code: "OK", value}` or `{success: false, code, message, value?}`, where `code` is a message key the portal shows translated. Calls marked x-portal-encrypted carry a JWE body (application/jose). A call outside this document answers 404 `error_not_found`; a wrong method 405 `error_method_not_allowed`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: options.serverUrl
      ? [{ url: options.serverUrl }]
      : [
          {
            url: '{platform}',
            description: 'Your platform',
            variables: { platform: { default: 'http://127.0.0.1:8788', description: 'The platform origin (PLATFORM_URL).' } },
          },
        ],
    tags: Object.keys(routeAreas)
      .filter((a) => usedAreas.has(a))
      .map((a) => ({ name: a, description: `SPEC ${routeAreaSections[a as keyof typeof routeAreas]} (src/platform/${a}/).` })),
    paths,
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The member session token issued by login or registration.' } },
      parameters: {
        Language: {
          name: 'Language',
          in: 'header',
          required: true,
          schema: { type: 'string', examples: ['EN'] },
          description: "The platform language code of the visitor's locale (TY, EN, …).",
        },
        ClientIp: {
          name: 'X-Client-IP',
          in: 'header',
          required: true,
          schema: { type: 'string', examples: ['203.0.113.7'] },
          description: "The visitor's IP address.",
        },
        ClientUa: {
          name: 'X-Client-UA',
          in: 'header',
          required: false,
          schema: { type: 'string', maxLength: 512 },
          description:
            "The visitor's User-Agent (at most 512 characters), sent on the calls that issue a session: the platform names the session's device from it.",
        },
        RequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          schema: { type: 'string', maxLength: 128 },
          description: "The edge's id of this request (Cloudflare's cf-ray, or a UUID): log it to tie the platform's lines to the edge's.",
        },
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
      },
      schemas: { ErrorEnvelope: errorEnvelope, ...requests, ...values },
    },
  };
}
