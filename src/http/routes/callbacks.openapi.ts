import type { ApiSpec } from '../openapi/types';
import { AUTH_ERRORS, errorResponses, jsonResponse, ref } from '../openapi/helpers';

export const callbacksApi: ApiSpec = {
  tag: { name: 'Callbacks', description: 'Redelivery of a task’s callback, on request' },
  schemas: {
    CallbackRedelivery: {
      type: 'object',
      additionalProperties: false,
      required: ['task_id', 'delivered', 'http_status', 'reason'],
      properties: {
        task_id: { type: 'string', format: 'uuid' },
        delivered: { type: 'boolean', description: 'The receiver answered 2xx' },
        http_status: { type: ['integer', 'null'], description: 'The receiver’s status, null when it did not answer' },
        reason: {
          type: ['string', 'null'],
          description:
            'Why it was not delivered: `http_<status>`, `timeout`, `connection_error`, `dns_error`, `blocked_address`, ' +
            '`callback_url_missing` (the task’s prepared callback is gone), `not_attempted` (nothing was sent), ' +
            '`attempt_lost` (outcome unknown); null when delivered',
        },
      },
    },
  },
  routes: [
    {
      method: 'post',
      path: '/v1/api/analysis/{task_id}/callback',
      operation: {
        operationId: 'redeliverCallback',
        summary: 'Send the task’s callback again (free)',
        description:
          'A redelivery the client asked for, beside the single automatic attempt the spec makes (that one is never ' +
          'retried). The same signed payload is POSTed once more to the task’s callback_url, with the same headers, ' +
          'a fresh X-Timestamp and signature, and the same CALLBACK_TIMEOUT_MS (default 10 s); the answer is that ' +
          'attempt’s outcome. One redelivery at a time per task, after the automatic attempt; possible until the task ' +
          'expires. No credit is used. Only the organisation that submitted the task may ask (404 otherwise).',
        tags: ['Callbacks'],
        parameters: [{ name: 'task_id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          200: jsonResponse('The redelivery’s outcome (delivered or not)', ref('CallbackRedelivery')),
          ...errorResponses([
            ...AUTH_ERRORS,
            'not_found',
            'task_processing',
            'task_expired',
            'callback_not_requested',
            'redelivery_in_progress',
            'service_unavailable',
          ]),
        },
      },
    },
  ],
};
