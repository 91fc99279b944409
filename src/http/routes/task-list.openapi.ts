import type { ApiSpec } from '../openapi/types';
import { AUTH_ERRORS, errorResponses, jsonResponse, ref } from '../openapi/helpers';

export const taskListApi: ApiSpec = {
  schemas: {
    TaskListItem: {
      type: 'object',
      additionalProperties: false,
      required: ['task_id', 'kind', 'status', 'created_at', 'expires_at', 'file_names', 'error', 'summary'],
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
        summary: {
          oneOf: [ref('TaskSummary'), { type: 'null' }],
          description: 'Who and what a completed task is about (kept sealed with the task and deleted at expiry); null unless completed',
        },
      },
    },
    TaskSummary: {
      type: 'object',
      additionalProperties: false,
      required: ['holder', 'bank', 'account', 'currency', 'period_start', 'period_end', 'reconciliation', 'risk_level', 'risk_score', 'statements'],
      properties: {
        holder: { type: ['string', 'null'], description: 'Holder name(s) as printed; a combined task joins several with " / "' },
        bank: { type: ['string', 'null'] },
        account: { type: ['string', 'null'] },
        currency: { type: ['string', 'null'] },
        period_start: { type: ['string', 'null'], format: 'date' },
        period_end: { type: ['string', 'null'], format: 'date' },
        reconciliation: {
          type: ['string', 'null'],
          enum: ['reconciled', 'unverified', 'unreconciled', null],
          description: 'Worst verdict over the statements',
        },
        risk_level: { type: ['string', 'null'], enum: ['low', 'medium', 'high', null], description: 'Highest risk over the statements' },
        risk_score: { type: ['integer', 'null'] },
        statements: { type: 'integer', minimum: 1 },
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
        responses: {
          200: jsonResponse('A page of tasks', ref('TaskPage')),
          ...errorResponses([...AUTH_ERRORS, 'invalid_limit', 'invalid_cursor', 'service_unavailable']),
        },
      },
    },
  ],
};
