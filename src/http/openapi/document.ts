import type { ApiSpec, JsonSchema } from './types';
import { SECURITY_SCHEMES, SHARED_HEADERS, SHARED_SCHEMAS } from './shared-components';
import { publishedSchemas } from './published-schemas';
import { apiDescription, type DocumentLimits } from './description';
import { addExamples } from './examples';
import { pruneComponents } from './prune';

/** `public`: what integrators and SDK generators get (`openapi.json`); `internal`: the rest (`openapi-internal.json`). */
export type Audience = 'public' | 'internal';

export const OPENAPI_VERSION = '3.1.1';

/**
 * Assembles the OpenAPI 3.1 document of one audience from the route modules' `ApiSpec`s, the published
 * result schemas and the shared components, with an example for every parameter, request and response
 * (`examples.ts`) and only the components its operations use. Internal operations carry `x-internal: true`.
 * Throws on a duplicate operation or schema name (two modules claiming one).
 */
export function buildOpenApiDocument(
  specs: ApiSpec[],
  limits: DocumentLimits,
  version: string,
  audience: Audience = 'public',
): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = { ...SHARED_SCHEMAS, ...publishedSchemas() };
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: { name: string; description: string }[] = [];
  for (const spec of specs) {
    if (!!spec.internal !== (audience === 'internal')) continue;
    if (spec.tag && !tags.some((t) => t.name === spec.tag!.name)) tags.push(spec.tag);
    for (const [name, schema] of Object.entries(spec.schemas ?? {})) {
      if (name in schemas && schemas[name] !== schema) throw new Error(`OpenAPI schema "${name}" is defined twice`);
      schemas[name] = schema;
    }
    for (const route of spec.routes) {
      const item = (paths[route.path] ??= {});
      if (item[route.method]) throw new Error(`OpenAPI operation ${route.method.toUpperCase()} ${route.path} is documented twice`);
      item[route.method] = audience === 'internal' ? { ...route.operation, 'x-internal': true } : route.operation;
    }
  }
  const doc = {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info:
      audience === 'public'
        ? { title: 'Bank-statement analysis API', version, description: apiDescription(limits) }
        : { title: 'Bank-statement analysis API: internal routes', version, description: INTERNAL_DESCRIPTION },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ bearerAuth: [] }],
    tags,
    paths,
    components: { schemas, headers: SHARED_HEADERS, securitySchemes: SECURITY_SCHEMES },
  };
  // A deep copy: examples are added in place, and the route modules' objects are shared (they validate requests).
  const copy = structuredClone(doc);
  addExamples(copy);
  return pruneComponents(copy);
}

const INTERNAL_DESCRIPTION =
  'Routes of the web dashboard (session, pages, assets), of the API reference page and for operators (`/metrics`). ' +
  'Not for integrators and not part of `openapi.json`: generate clients from `/v1/api/openapi.json` instead.';
