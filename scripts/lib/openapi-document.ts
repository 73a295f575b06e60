/**
 * The OpenAPI document as the build writes it to dist/openapi.json (scripts/edge-files.ts) and the
 * contract tests check it (tests/unit/openapi.test.ts): the route table's document
 * (src/contracts/openapi.ts) with the platform's error codes per call (src/platform/lib/route-errors.ts,
 * from src/generated/route-errors.json, which scripts/route-errors.ts writes) and the recorded sandbox
 * answers as examples (src/contracts/openapi-examples.json, tests/unit/openapi-examples.test.ts).
 */
import examples from '../../src/contracts/openapi-examples.json' with { type: 'json' };
import { openApiDocument, type OpenApiDocument, type RouteExample } from '../../src/contracts/openapi.ts';
import { routeErrors } from '../../src/platform/lib/route-errors.ts';

/** The document for package version `version`, optionally naming the platform origin. */
export function builtOpenApiDocument(version: string, serverUrl?: string): OpenApiDocument {
  return openApiDocument({ version, serverUrl, errors: routeErrors, examples: examples as Record<string, RouteExample> });
}
