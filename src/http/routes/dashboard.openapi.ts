import type { ApiSpec } from '../openapi/types';
import { errorResponses } from '../openapi/helpers';

export const dashboardApi: ApiSpec = {
  internal: true,
  routes: [
    {
      method: 'get',
      path: '/',
      operation: {
        operationId: 'rootRedirect',
        summary: 'Redirects to the dashboard',
        tags: ['Dashboard'],
        security: [],
        responses: { 302: { description: 'Location: /dashboard' }, ...errorResponses([]) },
      },
    },
    {
      method: 'get',
      path: '/dashboard',
      operation: {
        operationId: 'getDashboard',
        summary: 'The web dashboard (sign in with an API token)',
        tags: ['Dashboard'],
        security: [],
        responses: {
          200: {
            description: 'HTML page; all data comes from the API with the session cookie',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          ...errorResponses(['dashboard_not_built']),
        },
      },
    },
    {
      method: 'get',
      path: '/dashboard/assets/{name}',
      operation: {
        operationId: 'getDashboardAsset',
        summary: 'The dashboard’s bundle (`app.js`, `app.css`), built by `npm run build:web`',
        tags: ['Dashboard'],
        security: [],
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string', enum: ['app.js', 'app.css'] } }],
        responses: {
          200: {
            description: 'JavaScript or CSS',
            content: { 'text/javascript': { schema: { type: 'string' } }, 'text/css': { schema: { type: 'string' } } },
          },
          ...errorResponses(['not_found', 'dashboard_not_built']),
        },
      },
    },
  ],
};
