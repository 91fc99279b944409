import type { ApiSpec } from './types';
import { healthApi } from '../routes/health.openapi';
import { creditsApi } from '../routes/credits.openapi';
import { transactionsApi } from '../routes/transactions.openapi';
import { analysisApi } from '../routes/analysis.openapi';
import { legacyApi } from '../routes/legacy.openapi';
import { docsApi } from './docs.openapi';

/** Every route module's OpenAPI description. A new route adds its `<name>.openapi.ts` here (one line). */
export const API_SPECS: ApiSpec[] = [healthApi, docsApi, creditsApi, transactionsApi, analysisApi, legacyApi];
