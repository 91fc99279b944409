import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { HttpError, notFound } from '../http/errors';
import type { FinishedRequest } from '../http/request-context';
import { httpDuration, httpRequests, scrape } from './metrics';

/** Feeds the HTTP metrics from the request-context middleware. */
export function recordHttpRequest(r: FinishedRequest): void {
  const labels = { route: r.route, method: r.method, status: String(r.status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, r.seconds);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics` on the main port: 404 unless METRICS_TOKEN is set (not public by default), then 401
 * without `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time).
 */
export function metricsRoutes(token: string | null): Router {
  const router = new Router();
  router.get('/metrics', async (ctx) => {
    if (!token) throw notFound(`No route for ${ctx.method} ${ctx.path}`);
    const m = /^Bearer[ ]+(\S+)\s*$/i.exec(ctx.get('Authorization'));
    if (!m || !timingSafeEqual(digest(m[1]!), digest(token))) {
      throw new HttpError(401, 'unauthorized', 'The metrics need "Authorization: Bearer <METRICS_TOKEN>"', {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    const { contentType, body } = await scrape();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = contentType;
    ctx.body = body;
  });
  return router;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** `/metrics` alone on its own listener (METRICS_PORT on METRICS_HOST, loopback by default), no auth. */
export async function startMetricsServer(host: string, port: number): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    scrape().then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
