import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Router from '@koa/router';
import { API_SPECS } from './api-specs';
import { buildOpenApiDocument, type Audience } from './document';
import type { DocumentLimits } from './description';
import { docsRoutes } from './docs-routes';

const VERSION = (JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/** The document of one audience for these limits, built once on first use. */
export function openApiDocument(limits: DocumentLimits, audience: Audience = 'public'): () => Record<string, unknown> {
  let doc: Record<string, unknown> | null = null;
  return () => (doc ??= buildOpenApiDocument(API_SPECS, limits, VERSION, audience));
}

/** Public router (mount under `/v1/api`): the document and the rendered reference. */
export function openApiRoutes(limits: DocumentLimits): Router {
  return docsRoutes(openApiDocument(limits), openApiDocument(limits, 'internal'));
}
