import net from 'node:net';

/**
 * A TCP proxy (to PostgreSQL) that a test can cut and restore on the same port, so that the database is
 * really unreachable for the code under test while it keeps serving everybody else.
 */
export class CuttableProxy {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  constructor(private readonly target: { host: string; port: number }) {}

  /** Starts listening (on `port`, or a free one) and returns the port. */
  async open(port = 0): Promise<number> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const [s, peer] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(s);
        // A reset (not only an orderly end) on one side must reach the other, as it would without a proxy.
        s.on('close', () => {
          this.sockets.delete(s);
          peer.destroy();
        });
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', () => r()));
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Drops every connection and stops listening: new connections are refused. */
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => this.server!.close(() => r()));
    this.server = null;
  }

  async close(): Promise<void> {
    if (this.server) await this.cut();
  }
}

/** `url` with its port replaced by the proxy's. */
export function viaPort(url: string, port: number): string {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
}
