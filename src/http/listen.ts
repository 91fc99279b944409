import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiServer {
  server: http.Server;
  port: number;
  /** Stops accepting connections and waits for in-flight requests. */
  close(): Promise<void>;
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
  const server = http.createServer((req, res) => handler(req, res));
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** Serves `app` on `port` (0 = a free one) with request and header timeouts set. */
export async function listen(app: { callback(): http.RequestListener }, port: number, host?: string): Promise<ApiServer> {
  const early = await listenEarly(port, host);
  early.serve(app);
  return early;
}
