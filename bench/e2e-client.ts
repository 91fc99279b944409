/**
 * The client side of `npm run bench:e2e`, in a process of its own so its CPU time is not counted as the
 * service's: it submits statements to the API over HTTP (`POST /v1/api/analysis`, multipart, `callback_url`)
 * with a given number in flight, and receives the callbacks. Driven over IPC by `bench/e2e.ts`:
 *
 * - `{ type: 'init', api, token, pdf }` → `{ type: 'ready' }` (the callback receiver listens);
 * - `{ type: 'run', inFlight, tasks }` → `{ type: 'done', elapsedMs, tasks: [{ id, submittedAt, callbackAt, status }] }`.
 *
 * A lane submits its next statement when the previous one's callback has arrived.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ClientMessage = { type: 'init'; api: string; token: string; pdf: string } | { type: 'run'; inFlight: number; tasks: number };
export interface ClientTask {
  id: string;
  submittedAt: number;
  /** The 202's arrival. */
  acceptedAt: number;
  callbackAt: number;
  status: string;
}
export type ClientReply = { type: 'ready' } | { type: 'done'; elapsedMs: number; tasks: ClientTask[] } | { type: 'error'; message: string };

const send = (m: ClientReply) => process.send!(m);
const arrived = new Map<string, { at: number; status: string }>();
const waiting = new Map<string, (cb: { at: number; status: string }) => void>();
let api = '';
let token = '';
let body: Buffer = Buffer.alloc(0);
let boundary = '';
const agent = new http.Agent({ keepAlive: true });

const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { task_id: string; status: string };
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    const cb = { at, status: json.status };
    const w = waiting.get(json.task_id);
    if (w) w(cb);
    else arrived.set(json.task_id, cb);
  });
});

function multipart(pdf: Buffer, hook: string): Buffer {
  boundary = `----bench${Date.now().toString(16)}`;
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="callback_url"\r\n\r\n${hook}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function post(): Promise<{ status: number; json: { task_id?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${api}/v1/api/analysis`,
      {
        method: 'POST',
        agent,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function submitAndWait(): Promise<ClientTask> {
  const submittedAt = Date.now();
  const res = await post();
  const acceptedAt = Date.now();
  if (res.status !== 202 || !res.json.task_id) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.json)}`);
  const id = res.json.task_id;
  const cb = arrived.get(id) ?? (await new Promise<{ at: number; status: string }>((r) => waiting.set(id, r)));
  arrived.delete(id);
  waiting.delete(id);
  return { id, submittedAt, acceptedAt, callbackAt: cb.at, status: cb.status };
}

async function run(inFlight: number, tasks: number): Promise<ClientReply> {
  const done: ClientTask[] = [];
  const started = Date.now();
  let next = 0;
  const lane = async () => {
    while (next < tasks) {
      next++;
      done.push(await submitAndWait());
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { type: 'done', elapsedMs: Date.now() - started, tasks: done };
}

process.on('message', (m: ClientMessage) => {
  const reply = async (): Promise<ClientReply> => {
    if (m.type === 'init') {
      api = m.api;
      token = m.token;
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
      body = multipart(Buffer.from(m.pdf, 'base64'), `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
      return { type: 'ready' };
    }
    return run(m.inFlight, m.tasks);
  };
  reply().then(send, (err: Error) => send({ type: 'error', message: err.message }));
});
process.on('disconnect', () => process.exit(0));
