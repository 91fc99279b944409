import type { ApiSpec } from '../openapi/types';
import { errorResponses, header, jsonResponse, ref } from '../openapi/helpers';

export const healthApi: ApiSpec = {
  tag: { name: 'Service', description: 'Health and API description (no authentication)' },
  schemas: {
    Health: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'latency'],
      properties: {
        status: { type: 'string', description: '`ok` when healthy. Do not parse: it may change.' },
        latency: { type: 'string', pattern: '^\\d+(\\.\\d+)?ms$', examples: ['1.42ms'], description: 'Round trip to the event store, e.g. `1.42ms`' },
      },
    },
  },
  routes: [
    {
      method: 'get',
      path: '/v1/api/health-check',
      operation: {
        operationId: 'healthCheck',
        summary: 'Health check',
        description: 'One real round trip to the event store (time budget 2 s). Free; no authentication.',
        tags: ['Service'],
        security: [],
        responses: {
          200: jsonResponse('Healthy', ref('Health'), { 'Cache-Control': header('`no-store`') }),
          ...errorResponses(['datastore_unreachable']),
        },
      },
    },
  ],
};
