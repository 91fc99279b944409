import type { ApiSpec, JsonSchema } from './types';
import { SECURITY_SCHEMES, SHARED_HEADERS, SHARED_SCHEMAS } from './shared-components';
import { publishedSchemas } from './published-schemas';
import { apiDescription, type DocumentLimits } from './description';

export const OPENAPI_VERSION = '3.1.1';

/**
 * Assembles the OpenAPI 3.1 document from the route modules' `ApiSpec`s, the published result schemas and
 * the shared components. Throws on a duplicate operation or schema name (two modules claiming one).
 */
export function buildOpenApiDocument(specs: ApiSpec[], limits: DocumentLimits, version: string): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = { ...SHARED_SCHEMAS, ...publishedSchemas() };
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: { name: string; description: string }[] = [];
  for (const spec of specs) {
    if (spec.tag && !tags.some((t) => t.name === spec.tag!.name)) tags.push(spec.tag);
    for (const [name, schema] of Object.entries(spec.schemas ?? {})) {
      if (name in schemas && schemas[name] !== schema) throw new Error(`OpenAPI schema "${name}" is defined twice`);
      schemas[name] = schema;
    }
    for (const route of spec.routes) {
      const item = (paths[route.path] ??= {});
      if (item[route.method]) throw new Error(`OpenAPI operation ${route.method.toUpperCase()} ${route.path} is documented twice`);
      item[route.method] = route.operation;
    }
  }
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: { title: 'Bank-statement analysis API', version, description: apiDescription(limits) },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ bearerAuth: [] }],
    tags,
    paths,
    components: { schemas, headers: SHARED_HEADERS, securitySchemes: SECURITY_SCHEMES },
  };
}
