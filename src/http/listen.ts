import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiServer {
  server: http.Server;
  port: number;
  /**
   * Stops accepting connections and lets in-flight requests finish for `graceMs` (default: no limit). Then the
   * connections of requests that have not reached their commit point (`markCommitting`) are closed: their
   * handlers release what they reserved (a gone client is never charged); requests past it (a task being
   * started) are awaited `SETTLE_MS` more. Resolves when every handler has returned (or that has passed).
   */
  close(graceMs?: number): Promise<void>;
}

/** After the grace, how long requests past their commit point (and handlers releasing) are still awaited. */
export const SETTLE_MS = 10_000;

const COMMITTING = Symbol('committing');

/**
 * Marks the request as past its commit point (e.g. a task's workflow is being started): a graceful stop no
 * longer cuts its connection, so the client gets the answer for what it is charged.
 */
export function markCommitting(req: http.IncomingMessage): void {
  (req as unknown as Record<symbol, boolean>)[COMMITTING] = true;
}

const SETTLING = Symbol('settling');

/**
 * Work of this request that follows its answer (capturing the credit once the answer is delivered, see
 * `billed-response.ts`): the request counts as in flight until `settlement` resolves, so a graceful stop
 * waits for it before the stores close.
 */
export function settleBeforeDone(req: http.IncomingMessage, settlement: Promise<unknown>): void {
  (req as unknown as Record<symbol, Promise<unknown>>)[SETTLING] = settlement;
}

/** Resolves when the request's settlement (if any) has. */
export function settlementOf(req: http.IncomingMessage): Promise<unknown> {
  return (req as unknown as Record<symbol, Promise<unknown> | undefined>)[SETTLING] ?? Promise.resolve();
}

export interface EarlyListener extends ApiServer {
  /** Starts serving `app`; until then every request gets `503` with `Retry-After`. */
  serve(app: { callback(): http.RequestListener }): void;
}

/**
 * Binds `port` (0 = a free one) before anything else is started, so a port already in use fails the start at
 * once (`EADDRINUSE`, with the port named) instead of after the slow steps. Requests that arrive before
 * `serve` are answered `503` with `Retry-After: 1`.
 */
export async function listenEarly(port: number, host?: string): Promise<EarlyListener> {
  let handler: http.RequestListener = (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
    res.end(JSON.stringify({ error: { code: 'service_unavailable', message: 'The service is starting: retry in a moment' } }));
  };
  const inFlight = new Map<http.IncomingMessage, Promise<unknown>>();
  let closing = false;
  const server = http.createServer((req, res) => {
    if (closing) {
      // A request on a kept-alive connection after the stop began: refused, nothing done, the connection closed.
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1', Connection: 'close' });
      res.end(JSON.stringify({ error: { code: 'service_unavailable', message: 'The service is stopping: retry in a moment' } }));
      return;
    }
    // Koa's handler never rejects (its errors are answered); a settlement never rejects either.
    const done = Promise.resolve(handler(req, res))
      .then(() => settlementOf(req))
      .catch(() => undefined);
    inFlight.set(req, done);
    void done.finally(() => inFlight.delete(req));
  });
  const settled = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (inFlight.size === 0) return resolve(true);
      const timer = ms === Infinity ? undefined : setTimeout(() => resolve(false), ms);
      void Promise.all(inFlight.values()).then(async () => {
        // Handlers that began meanwhile (none after `closing`), then done.
        while (inFlight.size > 0) await Promise.all(inFlight.values());
        clearTimeout(timer);
        resolve(true);
      });
    });
  server.requestTimeout = 5 * 60_000;
  server.headersTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use: stop what holds it or set PORT`, { cause: err }) : err),
    );
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve: (app) => {
      handler = app.callback();
    },
    close: async (graceMs = Infinity) => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (!(await settled(graceMs))) {
        for (const req of inFlight.keys()) if (!(req as unknown as Record<symbol, boolean>)[COMMITTING]) req.socket.destroy();
        await settled(SETTLE_MS);
      }
      // Every answer is out: connections kept alive by their clients are closed now (idle ones at once).
      server.closeIdleConnections();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      server.closeAllConnections();
      await closed;
    },
  };
}

/** Serves `app` on `port` (0 = a free one) with request and header timeouts set. */
export async function listen(app: { callback(): http.RequestListener }, port: number, host?: string): Promise<ApiServer> {
  const early = await listenEarly(port, host);
  early.serve(app);
  return early;
}
