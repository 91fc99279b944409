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
        components: {
          type: 'object',
          additionalProperties: false,
          description: 'How each backing part is (a part that is down makes the answer a 503 naming it instead)',
          properties: {
            event_store: { type: 'string', enum: ['ok'] },
            temporal: { type: 'string', enum: ['ok'] },
            data_dir_free_bytes: { type: 'integer', minimum: 0, description: "Free bytes on the data directory's file system" },
          },
        },
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
        description:
          'One real round trip to the event store, one to Temporal (time budget 2 s each) and the free space of the data directory. A part that is down gives a 503 whose code names it. Free; no authentication.',
        tags: ['Service'],
        security: [],
        responses: {
          200: jsonResponse('Healthy', ref('Health'), { 'Cache-Control': header('`no-store`') }),
          ...errorResponses(['datastore_unreachable', 'temporal_unreachable', 'disk_space_low']),
        },
      },
    },
  ],
};
