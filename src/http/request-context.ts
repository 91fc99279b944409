import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger';

/** Assigns a request id (echoed as `X-Request-Id`) and logs one line per request: method, route, status, ms. */
export function requestContext(logger: Logger) {
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
      // Path only: query strings may carry anything; bodies are never logged.
      logger.info('request', { request_id: requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 });
    }
  };
}
