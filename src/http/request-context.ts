import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger';

export interface FinishedRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/** The router's pattern (`/v1/api/analysis/:task_id`), or `unmatched` (404s must not mint one label per URL). */
export function routeOf(ctx: Context): string {
  const matched = (ctx as unknown as { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : 'unmatched';
}

/**
 * Assigns a request id (echoed as `X-Request-Id`), logs one line per request (request id, org id when
 * authenticated, method, route pattern, status, ms) and reports it to `onFinished` (metrics).
 */
export function requestContext(logger: Logger, onFinished?: (r: FinishedRequest) => void) {
  return async function withRequestContext(ctx: Context, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const requestId = /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The route pattern, not the path: paths carry task ids and a query string may carry anything.
      const route = routeOf(ctx);
      const orgId = (ctx.state.principal as { orgId?: string } | undefined)?.orgId;
      logger.info('request', { request_id: requestId, org_id: orgId, method: ctx.method, route, status: ctx.status, ms: Math.round(ms * 10) / 10 });
      onFinished?.({ method: ctx.method, route, status: ctx.status, seconds: ms / 1000 });
    }
  };
}
