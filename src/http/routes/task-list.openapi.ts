import type { ApiSpec } from '../openapi/types';
import { errorResponses, jsonResponse, ref } from '../openapi/helpers';

export const taskListApi: ApiSpec = {
  schemas: {
    TaskListItem: {
      type: 'object',
      additionalProperties: false,
      required: ['task_id', 'kind', 'status', 'created_at', 'expires_at', 'file_names', 'error'],
      properties: {
        task_id: { type: 'string', format: 'uuid' },
        kind: { type: 'string', enum: ['single', 'combined'] },
        status: { type: 'string', enum: ['processing', 'completed', 'failed'] },
        created_at: { type: 'string', format: 'date-time' },
        expires_at: { type: 'string', format: 'date-time' },
        file_names: {
          type: 'array',
          items: { type: 'string' },
          description:
            'Uploaded file names in order (kept sealed with the task and deleted at expiry); empty for tasks submitted before names were kept',
        },
        error: { type: ['string', 'null'], description: 'Why a failed task failed; null otherwise' },
      },
    },
    TaskPage: {
      type: 'object',
      additionalProperties: false,
      required: ['tasks', 'next_before'],
      properties: {
        tasks: { type: 'array', items: ref('TaskListItem') },
        next_before: { type: ['string', 'null'], description: 'Cursor of the next (older) page; null at the end' },
      },
    },
  },
  routes: [
    {
      method: 'get',
      path: '/v1/api/analysis',
      operation: {
        operationId: 'listAnalyses',
        summary: 'The organisation’s unexpired analysis tasks, newest first',
        description: 'Results are not included: read them with `GET /v1/api/analysis/{task_id}`.',
        tags: ['Analysis'],
        security: [{ bearerAuth: [] }, { sessionCookie: [] }],
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { name: 'before', in: 'query', required: false, description: 'The previous page’s `next_before`', schema: { type: 'string' } },
        ],
        responses: { 200: jsonResponse('A page of tasks', ref('TaskPage')), ...errorResponses(['unauthorized', 'invalid_limit', 'invalid_cursor']) },
      },
    },
  ],
};
