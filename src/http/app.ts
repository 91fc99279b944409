import Koa from 'koa';
import Router from '@koa/router';
import { errorFields, type Logger } from '../logger';
import { errorHandler } from './errors';
import { requestContext } from './request-context';
import { requireAuth, type Authenticator } from './auth';
import type { AuthThrottle } from './auth-throttle';
import { healthRoutes, type HealthDeps } from './routes/health';
import { creditRoutes } from './routes/credits';
import { transactionRoutes } from './routes/transactions';
import type { DocumentReader } from '../documents/reader';
import type { CreditService } from '../credits/credit-service';
import type { CreditQueries } from '../credits/credit-queries';
import type { UploadLimits } from './upload';
import type { SyncBilling } from './billed-response';
import { openApiRoutes } from './openapi';
import type { SessionCookies } from './session-cookie';
import { sessionRoutes } from './routes/session';
import { dashboardRoutes } from './routes/dashboard';
import { metricsRoutes, recordHttpRequest } from '../observability/metrics-routes';
import { traceRequests } from '../observability/tracing';

export interface AppDeps {
  logger: Logger;
  health: HealthDeps;
  auth: Authenticator;
  credits: CreditService;
  creditQueries: CreditQueries;
  extractor: Pick<DocumentReader, 'extract'>;
  limits: UploadLimits;
  /** How synchronous answers are billed here (instance name, captures in flight); the legacy router gets the same. */
  billing?: SyncBilling;
  /** Extra routers mounted under `/v1/api` after authentication (analysis, tasks). */
  authenticatedRouters?: Router[];
  /** Routers mounted at the root after authentication (the legacy `/api/v1/...` endpoint). */
  legacyRouters?: Router[];
  /** The dashboard's session cookies; without them there is no dashboard and only bearer tokens work. */
  sessions?: SessionCookies;
  /** Directory of the built dashboard bundle (default `dist/web`). */
  dashboardDir?: string;
  /** Opens `GET /metrics` on this app to `Authorization: Bearer <token>`; without it `/metrics` is 404 here. */
  metricsToken?: string | null;
  /** Failed-authentication throttling (per address and organisation); without it, none. */
  authThrottle?: AuthThrottle;
  /** Honour `X-Forwarded-*` from a proxy in front (`TRUST_PROXY`). */
  trustProxy?: boolean;
}

/** Builds the Koa application. It never listens by itself: callers use `app.callback()`. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  app.proxy = deps.trustProxy ?? false;
  // Errors Koa meets outside the middleware (a connection that ended mid-request): logged, never printed raw
  // to stderr by Koa's default handler. A client that went away mid-body (HPE_*, reset, aborted) is routine.
  app.on('error', (err: NodeJS.ErrnoException) => {
    const clientGone = /^HPE_|^ECONNRESET$|^EPIPE$|^ECONNABORTED$/.test(err.code ?? '') || err.message === 'aborted';
    if (clientGone) deps.logger.debug('client connection ended before the response', { code: err.code ?? err.message });
    else deps.logger.error('error outside the request handler', errorFields(err));
  });
  // Outermost, so the request line and metrics see the status the error handler chose.
  app.use(requestContext(deps.logger, recordHttpRequest));
  app.use(traceRequests);
  app.use(errorHandler(deps.logger));
  const metrics = metricsRoutes(deps.metricsToken ?? null);
  app.use(metrics.routes());

  const open = new Router({ prefix: '/v1/api' });
  open.use(healthRoutes(deps.health).routes());
  open.use(openApiRoutes(deps.limits).routes());
  if (deps.sessions) open.use(sessionRoutes(deps.auth, deps.sessions, deps.authThrottle).routes());
  app.use(open.routes()).use(open.allowedMethods());
  if (deps.sessions) {
    const dashboard = dashboardRoutes(deps.dashboardDir);
    app.use(dashboard.routes()).use(dashboard.allowedMethods());
  }

  const api = new Router({ prefix: '/v1/api' });
  api.use(requireAuth(deps.auth, deps.sessions, deps.authThrottle));
  for (const r of [creditRoutes(deps.creditQueries, deps.credits), transactionRoutes(deps), ...(deps.authenticatedRouters ?? [])]) {
    api.use(r.routes(), r.allowedMethods());
  }
  app.use(api.routes()).use(api.allowedMethods());

  const legacy = new Router();
  legacy.use(requireAuth(deps.auth, undefined, deps.authThrottle));
  for (const r of deps.legacyRouters ?? []) legacy.use(r.routes(), r.allowedMethods());
  app.use(legacy.routes()).use(legacy.allowedMethods());
  return app;
}
