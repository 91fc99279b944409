import type { ApiSpec } from './types';
import { errorResponses } from './helpers';

export const docsApi: ApiSpec = {
  routes: [
    {
      method: 'get',
      path: '/v1/api/openapi.json',
      operation: {
        operationId: 'getOpenApi',
        summary: 'This OpenAPI 3.1 document',
        tags: ['Service'],
        security: [],
        responses: {
          200: {
            description: 'The document',
            content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } },
          },
          ...errorResponses([]),
        },
      },
    },
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
