import type { ApiSpec } from '../openapi/types';
import { AUTH_ERRORS, errorResponses, header } from '../openapi/helpers';

const file = { type: 'string', format: 'binary', contentEncoding: 'binary' };

export const exportsApi: ApiSpec = {
  schemas: { ExportFormat: { type: 'string', enum: ['csv', 'xlsx', 'json'] } },
  routes: [
    {
      method: 'get',
      path: '/v1/api/analysis/{task_id}/export',
      operation: {
        operationId: 'exportAnalysis',
        summary: 'Download a completed task’s transactions and analysis as CSV, XLSX or JSON',
        description:
          '`csv`: the transactions, RFC 4180, UTF-8, money with two decimals, text cells that a spreadsheet would run as a formula ' +
          "prefixed with `'`. `xlsx`: sheet `Transactions` (numbers as numbers, dates as dates) then `Summary`, `Monthly`, `Categories`, " +
          '`Recurring`, `Findings` (a combined task: `Statements`). `json`: the `result` as polling returns it. Free.',
        tags: ['Analysis'],
        security: [{ bearerAuth: [] }, { sessionCookie: [] }],
        parameters: [
          { name: 'task_id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'format', in: 'query', required: true, schema: { $ref: '#/components/schemas/ExportFormat' } },
        ],
        responses: {
          200: {
            description: 'The file, as an attachment',
            headers: { 'Content-Disposition': header('`attachment; filename="analysis-<task_id>.<format>"`') },
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: file },
              'application/json': { schema: { type: 'object' } },
            },
          },
          ...errorResponses([...AUTH_ERRORS, 'invalid_format', 'not_found', 'task_not_completed', 'service_unavailable']),
        },
      },
    },
  ],
};
