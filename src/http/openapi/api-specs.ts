import type { ApiSpec } from './types';
import { healthApi } from '../routes/health.openapi';
import { creditsApi } from '../routes/credits.openapi';
import { transactionsApi } from '../routes/transactions.openapi';
import { analysisApi } from '../routes/analysis.openapi';
import { callbacksApi } from '../routes/callbacks.openapi';
import { legacyApi } from '../routes/legacy.openapi';
import { docsApi } from './docs.openapi';
import { metricsApi } from '../../observability/metrics.openapi';
import { sessionApi } from '../routes/session.openapi';
import { taskListApi } from '../routes/task-list.openapi';
import { exportsApi } from '../routes/exports.openapi';
import { dashboardApi } from '../routes/dashboard.openapi';

/** Every route module's OpenAPI description. A new route adds its `<name>.openapi.ts` here (one line). */
export const API_SPECS: ApiSpec[] = [
  healthApi,
  docsApi,
  creditsApi,
  transactionsApi,
  analysisApi,
  callbacksApi,
  legacyApi,
  sessionApi,
  taskListApi,
  exportsApi,
  dashboardApi,
  metricsApi,
];
