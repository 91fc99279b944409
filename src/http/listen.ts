import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiServer {
  server: http.Server;
  port: number;
  /** Stops accepting connections and waits for in-flight requests. */
  close(): Promise<void>;
}

/** Serves `app` on `port` (0 = a free one) with request and header timeouts set. */
export async function listen(app: { callback(): http.RequestListener }, port: number, host?: string): Promise<ApiServer> {
  const server = http.createServer(app.callback());
  server.requestTimeout = 5 * 60_000;
  server.headersTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
