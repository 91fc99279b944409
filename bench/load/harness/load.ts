import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bankStatement, mpesaStatement } from '../../../test/helpers/statements';
import { sleep } from './processes';

export type Kind = 'transactions' | 'analysis' | 'analysis+callback' | 'combined+callback';
export const KINDS: Kind[] = ['transactions', 'analysis', 'analysis+callback', 'combined+callback'];

export interface Outcome {
  kind: Kind;
  /** HTTP status, or 0 when the request failed at the network level (refused, reset). */
  status: number;
  code?: string;
  retryAfter?: string;
  taskId?: string;
  /** The request id the API answered with (`X-Request-Id`): a synchronous call's reservation names it as its `ref`. */
  requestId?: string;
  /** Index of the organisation (token) that sent it. */
  org: number;
  /** How many 429 `busy` answers were waited out (and the submission resent) before this outcome. */
  busyRetries: number;
  /** 503 answers waited out (Retry-After) and resent; `badUnavailable`: those without `service_unavailable` + Retry-After. */
  unavailable: number;
  badUnavailable: number;
  /** Connections refused (API down) waited out and resent: nothing had reached the service. */
  refused: number;
  callback: boolean;
  startedAt: number;
  ms: number;
}

export interface Corpus {
  files: { name: string; bytes: Buffer }[];
}

/** Statements from the test corpus generators: two bank statements and a mobile-money one, 1-3 pages. */
export async function loadCorpus(): Promise<Corpus> {
  const [a, b, c] = await Promise.all([bankStatement(40, 3), bankStatement(12, 7), mpesaStatement(30, 11)]);
  return {
    files: [
      { name: 'bank-a.pdf', bytes: a.bytes },
      { name: 'bank-b.pdf', bytes: b.bytes },
      { name: 'mpesa.pdf', bytes: c.bytes },
    ],
  };
}

/**
 * A local receiver counting callback deliveries by task id. `answer` sets what it answers (200, or an error
 * status, as a receiver whose backend is down would); `down()` closes its port (connections refused) and
 * `up()` opens it again on the same port.
 */
export class CallbackCounter {
  /** POSTs answered 2xx, by task id. */
  readonly deliveries = new Map<string, number>();
  /** POSTs answered with an error status, by task id. */
  readonly refusals = new Map<string, number>();
  total = 0;
  refused = 0;
  answer = 200;
  private port = 0;
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = this.answer;
      try {
        const id = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { task_id?: unknown }).task_id);
        const into = status < 300 ? this.deliveries : this.refusals;
        into.set(id, (into.get(id) ?? 0) + 1);
        if (status < 300) this.total++;
        else this.refused++;
      } catch {
        /* not a callback */
      }
      res.writeHead(status).end(status < 300 ? 'ok' : 'unavailable');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(this.port, '127.0.0.1', () => r()));
    this.port = (this.server.address() as AddressInfo).port;
    return `http://127.0.0.1:${this.port}/hook`;
  }

  /** Closes the port: callbacks now meet a refused connection. */
  async down(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  /** Listens again on the same port. */
  async up(): Promise<void> {
    await this.start();
  }

  async stop(): Promise<void> {
    if (!this.server.listening) return;
    await this.down();
  }
}

export interface LoadOptions {
  baseUrl: string;
  /** One bearer token per organisation; submission i is sent by organisation i mod n. */
  tokens: string[];
  hook: string;
  corpus: Corpus;
  total: number;
  inFlight: number;
  /** Called (not awaited by the lanes) once `faultAfter` submissions have been sent. */
  fault?: () => Promise<void>;
  faultAfter?: number;
  /** Called with each submission's outcome as soon as it is known. */
  onOutcome?: (o: Outcome) => void;
}

function form(o: LoadOptions, kind: Kind, i: number): { url: string; body: FormData } {
  const file = o.corpus.files[i % o.corpus.files.length]!;
  const body = new FormData();
  let url = `${o.baseUrl}/v1/api/analysis`;
  if (kind === 'transactions') url = `${o.baseUrl}/v1/api/transactions`;
  if (kind === 'combined+callback') {
    url = `${o.baseUrl}/v1/api/analysis-combined`;
    const other = o.corpus.files[(i + 1) % o.corpus.files.length]!;
    body.append('files', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
    body.append('files', new Blob([other.bytes], { type: 'application/pdf' }), other.name);
  } else {
    body.append('file', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  }
  if (kind.endsWith('+callback')) body.append('callback_url', o.hook);
  return { url, body };
}

/**
 * One submission, resent as a client would when the service said "not now" and took nothing: after a 429
 * `busy` or a 503 (waiting `Retry-After`, at most 5 s) and after a refused connection (1 s). A connection
 * reset mid-upload is not resent (its fate is unknown to the client) and counts as a network error.
 */
async function submit(o: LoadOptions, kind: Kind, i: number): Promise<Outcome> {
  const org = i % o.tokens.length;
  const callback = kind.endsWith('+callback');
  const startedAt = Date.now();
  const n = { busyRetries: 0, unavailable: 0, badUnavailable: 0, refused: 0 };
  for (;;) {
    const { url, body } = form(o, kind, i);
    try {
      const res = await fetch(url, {
        method: 'POST',
        body,
        headers: { Authorization: `Bearer ${o.tokens[org]}` },
        signal: AbortSignal.timeout(180_000),
      });
      const json = (await res.json().catch(() => ({}))) as { task_id?: string; error?: { code?: string } };
      const retryAfter = res.headers.get('retry-after') ?? undefined;
      const wait = Math.min(5000, Number(retryAfter ?? 1) * 1000);
      if (res.status === 429 && n.busyRetries < 30) {
        n.busyRetries++;
        await sleep(wait);
        continue;
      }
      // 503 (a backing service down, or too many uploads) and 507 (disk full): nothing taken, retry later.
      if ((res.status === 503 || res.status === 507) && n.unavailable < 30) {
        n.unavailable++;
        if (!['service_unavailable', 'server_busy', 'storage_full'].includes(json.error?.code ?? '') || !retryAfter) n.badUnavailable++;
        await sleep(wait);
        continue;
      }
      return {
        kind,
        status: res.status,
        code: json.error?.code,
        retryAfter,
        taskId: res.ok ? json.task_id : undefined,
        requestId: res.headers.get('x-request-id') ?? undefined,
        org,
        ...n,
        callback,
        startedAt,
        ms: Date.now() - startedAt,
      };
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
      if (code === 'ECONNREFUSED' && n.refused < 120) {
        n.refused++;
        await sleep(1000);
        continue;
      }
      return { kind, status: 0, code, org, ...n, callback, startedAt, ms: Date.now() - startedAt };
    }
  }
}

/** `total` submissions cycling through the four kinds, `inFlight` at a time (see `submit` for resends). */
export async function runLoad(o: LoadOptions): Promise<{ outcomes: Outcome[]; seconds: number; faultError?: unknown }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  let faultRun: Promise<void> | undefined;
  let faultError: unknown;
  const started = Date.now();
  const lane = async () => {
    while (next < o.total) {
      const i = next++;
      // Caught at once: a fault step that fails before the load ends must not be an unhandled rejection.
      if (o.fault && i === (o.faultAfter ?? 50)) faultRun = o.fault().catch((err: unknown) => void (faultError = err));
      const outcome = await submit(o, KINDS[i % KINDS.length]!, i);
      outcomes.push(outcome);
      o.onOutcome?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: o.inFlight }, lane));
  const seconds = (Date.now() - started) / 1000;
  await faultRun;
  return { outcomes, seconds, faultError };
}
