import Router from '@koa/router';
import { HttpError } from '../errors';

export interface HealthDeps {
  /** One round trip to the datastore; rejects when unreachable. */
  ping(): Promise<void>;
  /** Give up on a ping after this long (a hung connection is unreachable too). */
  pingTimeoutMs?: number;
  /** Rejects when Temporal cannot be reached (omitted: not checked, e.g. a process without Temporal). */
  temporal?: () => Promise<void>;
  /** Free bytes of the data directory's file system, and the least that counts as healthy. */
  disk?: { freeBytes(): Promise<number>; minFreeBytes: number };
}

const RETRY_AFTER = { 'Retry-After': '5' };

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /health-check`: no auth, no credits. `latency` is a real round trip to the event store (the spec's
 * field); `components` says how the event store, Temporal and the data directory's free space are. When one
 * is down the answer is a `503` whose code names it (`datastore_unreachable`, `temporal_unreachable`,
 * `disk_space_low`), with `Retry-After`.
 */
export function healthRoutes(deps: HealthDeps): Router {
  const router = new Router();
  router.get('/health-check', async (ctx) => {
    const timeoutMs = deps.pingTimeoutMs ?? 2000;
    const started = process.hrtime.bigint();
    const [store, temporal, free] = await Promise.allSettled([
      withTimeout(deps.ping(), timeoutMs, 'ping').then(() => Number(process.hrtime.bigint() - started) / 1e6),
      deps.temporal ? withTimeout(deps.temporal(), timeoutMs, 'Temporal') : Promise.resolve(),
      deps.disk ? deps.disk.freeBytes() : Promise.resolve(null),
    ]);
    ctx.set('Cache-Control', 'no-store');
    if (store.status === 'rejected') throw new HttpError(503, 'datastore_unreachable', 'The datastore is unreachable', RETRY_AFTER);
    if (temporal.status === 'rejected') {
      throw new HttpError(
        503,
        'temporal_unreachable',
        'Temporal (the workflow engine) is unreachable: asynchronous submissions are refused',
        RETRY_AFTER,
      );
    }
    const freeBytes = free.status === 'fulfilled' ? free.value : null;
    if (deps.disk && (freeBytes === null || freeBytes < deps.disk.minFreeBytes)) {
      const left = freeBytes === null ? 'unknown' : `${Math.floor(freeBytes / 1024 / 1024)} MB`;
      throw new HttpError(
        503,
        'disk_space_low',
        `The data directory has ${left} free, below DATA_DIR_MIN_FREE_MB (${Math.floor(deps.disk.minFreeBytes / 1024 / 1024)} MB)`,
        RETRY_AFTER,
      );
    }
    ctx.body = {
      status: 'ok',
      latency: `${store.value.toFixed(2)}ms`,
      components: {
        event_store: 'ok',
        ...(deps.temporal ? { temporal: 'ok' } : {}),
        ...(freeBytes !== null ? { data_dir_free_bytes: freeBytes } : {}),
      },
    };
  });
  return router;
}
