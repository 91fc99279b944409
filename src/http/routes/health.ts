import Router from '@koa/router';
import { HttpError } from '../errors';

export interface HealthDeps {
  /** One round trip to the datastore; rejects when unreachable. */
  ping(): Promise<void>;
  /** Give up on a ping after this long (a hung connection is unreachable too). */
  pingTimeoutMs?: number;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** `GET /health-check`: no auth, no credits; latency is a real round trip to the event store. */
export function healthRoutes(deps: HealthDeps): Router {
  const router = new Router();
  router.get('/health-check', async (ctx) => {
    const started = process.hrtime.bigint();
    try {
      await withTimeout(deps.ping(), deps.pingTimeoutMs ?? 2000);
    } catch {
      throw new HttpError(503, 'datastore_unreachable', 'The datastore is unreachable');
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', latency: `${ms.toFixed(2)}ms` };
  });
  return router;
}
