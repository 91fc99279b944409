import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCallback {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  at: number;
}

/**
 * A real local HTTP receiver for callbacks. `respond` decides each answer: a status code, or 'hang' to never
 * answer (timeout tests).
 */
export class CallbackReceiver {
  readonly received: ReceivedCallback[] = [];
  private server!: http.Server;
  private waiters: (() => void)[] = [];
  respond: (n: number) => number | 'hang' = () => 200;

  /** Listens on `host` (default 127.0.0.1; `::1` for IPv6) and answers the hook's URL there. */
  async start(host = '127.0.0.1'): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(body);
        } catch {
          /* recorded as-is */
        }
        this.received.push({ headers: req.headers, body, json, at: Date.now() });
        const answer = this.respond(this.received.length);
        this.waiters.splice(0).forEach((w) => w());
        if (answer === 'hang') return;
        res.writeHead(answer, { 'Content-Type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((r) => this.server.listen(0, host, () => r()));
    const shown = host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** Resolves when at least `n` callbacks have arrived (rejects after `timeoutMs`). */
  async waitFor(n: number, timeoutMs = 60_000): Promise<ReceivedCallback[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} callbacks, got ${this.received.length}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 200);
      });
    }
    return this.received;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}
