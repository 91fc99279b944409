import type { ApiSpec } from './types';
import { errorResponses } from './helpers';

const OPENAPI_OBJECT = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  examples: [{ openapi: '3.1.1', info: { title: 'Bank-statement analysis API', version: '0.1.0' }, paths: {} }],
};

export const docsApi: ApiSpec = {
  internal: true,
  routes: [
    {
      method: 'get',
      path: '/v1/api/openapi.json',
      operation: {
        operationId: 'getOpenApi',
        summary: 'The OpenAPI 3.1 document of the public API, for integrators and SDK generators',
        tags: ['Service'],
        security: [],
        responses: {
          200: {
            description: 'The document',
            content: { 'application/json': { schema: OPENAPI_OBJECT } },
          },
          ...errorResponses([]),
        },
      },
    },
    {
      method: 'get',
      path: '/v1/api/openapi-internal.json',
      operation: {
        operationId: 'getInternalOpenApi',
        summary: 'The OpenAPI 3.1 document of the internal routes (this one)',
        tags: ['Service'],
        security: [],
        responses: {
          200: {
            description: 'The document',
            content: { 'application/json': { schema: OPENAPI_OBJECT } },
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
