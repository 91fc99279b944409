/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = Record<string, unknown>;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One documented route: an OpenAPI Operation Object at `path` (OpenAPI form, `{param}`, full prefix). */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** OpenAPI Operation Object. `security` omitted means the Bearer token. */
  operation: Record<string, unknown>;
}

/**
 * What a route module contributes to the OpenAPI document: its operations and the named schemas they
 * reference (`#/components/schemas/<name>`). The same schema objects validate the requests.
 */
export interface ApiSpec {
  tag?: { name: string; description: string };
  /**
   * Routes for the dashboard, the reference page and operators, not for integrators: published in
   * `openapi-internal.json` (each operation marked `x-internal: true`), never in `openapi.json`, so an SDK
   * generated from `openapi.json` has no methods for them.
   */
  internal?: boolean;
  schemas?: Record<string, JsonSchema>;
  routes: ApiRoute[];
}
