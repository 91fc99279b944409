import type { ApiRoute, ApiSpec } from './types';
import { errorResponses } from './helpers';

const OPENAPI_OBJECT = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  examples: [{ openapi: '3.1.1', info: { title: 'Bank-statement analysis API', version: '0.1.0' }, paths: {} }],
};

/** `GET` of one of the service's OpenAPI documents (public, no token). */
function documentRoute(path: string, operationId: string, summary: string): ApiRoute {
  return {
    method: 'get',
    path,
    operation: {
      operationId,
      summary,
      tags: ['Service'],
      security: [],
      responses: {
        200: { description: 'The document', content: { 'application/json': { schema: OPENAPI_OBJECT } } },
        ...errorResponses([]),
      },
    },
  };
}

export const docsApi: ApiSpec = {
  internal: true,
  routes: [
    documentRoute('/v1/api/openapi.json', 'getOpenApi', 'The OpenAPI 3.1 document of the public API, for integrators and SDK generators'),
    documentRoute('/v1/api/openapi-internal.json', 'getInternalOpenApi', 'The OpenAPI 3.1 document of the internal routes (this one)'),
    {
      method: 'get',
      path: '/v1/api/docs',
      operation: {
        operationId: 'getApiReference',
        summary: 'Rendered API reference (Swagger UI, served locally)',
        tags: ['Service'],
        security: [],
        responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } }, ...errorResponses([]) },
      },
    },
    {
      method: 'get',
      path: '/v1/api/docs/{asset}',
      operation: {
        operationId: 'getApiReferenceAsset',
        summary: 'Static files of the reference page',
        tags: ['Service'],
        security: [],
        parameters: [{ name: 'asset', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'JavaScript, CSS or image', content: { '*/*': { schema: { type: 'string' } } } },
          ...errorResponses(['not_found']),
        },
      },
    },
  ],
};
