import type { ApiSpec } from '../http/openapi/types';
import { errorResponses } from '../http/openapi/helpers';

export const metricsApi: ApiSpec = {
  internal: true,
  tag: { name: 'Operations', description: 'Prometheus metrics for operators' },
  routes: [
    {
      method: 'get',
      path: '/metrics',
      operation: {
        operationId: 'getMetrics',
        summary: 'Prometheus metrics (not public by default)',
        description:
          'On the main port only when METRICS_TOKEN is set, with `Authorization: Bearer <METRICS_TOKEN>` (404 otherwise). ' +
          'Alternatively METRICS_PORT serves `/metrics` without auth on its own listener bound to METRICS_HOST (127.0.0.1 by default). ' +
          'Series: http_requests_total and http_request_duration_seconds {route,method,status}, analysis_tasks_total {outcome,kind}, ' +
          'extraction_duration_seconds {outcome}, extraction_pages_total, extraction_pages_per_second, callbacks_total {outcome,reason}, ' +
          'credit_operations_total {type,result}, event_store_operation_duration_seconds {operation,store}, ' +
          'projection_lag_events and projection_lag_seconds {projection}, and the Node.js process defaults.',
        tags: ['Operations'],
        security: [{ metricsToken: [] }],
        responses: {
          200: { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } },
          ...errorResponses(['unauthorized', 'not_found']),
        },
      },
    },
  ],
};
