/**
 * `npm run bench:e2e`: three-page statements submitted to `POST /v1/api/analysis` on the embedded stack (SQLite
 * store, Temporal dev server, in-process worker and API), at 1, 8 and 32 in flight (`BENCH_LEVELS`), each level
 * after a warm-up task. For every task it times:
 *
 * - submit→completed: from sending the request to the moment the outcome is recorded (the `TaskCompleted`
 *   event's commit time in the event store; polling shows it from then on);
 * - submit→callback: to the completed callback's arrival at a local receiver.
 *
 * And per task, for each level: the gRPC requests the Temporal frontend served (the dev server's own
 * `service_requests` counter, read from its Prometheus endpoint before and after the level, long polls
 * included) and the event-store appends (calls to `append`, any stream).
 */
import { startStack, bearer, type Stack } from '../test/helpers/stack';
import { CallbackReceiver } from '../test/helpers/callback-receiver';
import { bankStatement } from '../test/helpers/statements';
import { configureSharedTemporal, stopSharedTemporal } from '../test/helpers/temporal';
import { freePort } from '../src/temporal/free-port';
import { taskStream } from '../src/tasks/task-events';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,8,32').split(',').map(Number);
/** Tasks per level: `BENCH_TASKS`, or 4 × in flight with at least 20. */
const tasksFor = (inFlight: number) => Number(process.env.BENCH_TASKS ?? Math.max(20, 4 * inFlight));

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** The frontend's gRPC request counts by operation, from the dev server's metrics endpoint. */
async function frontendRequests(metricsUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('service_requests{')) continue;
    if (!line.includes('service_name="frontend"')) continue;
    const op = /operation="([^"]+)"/.exec(line)?.[1] ?? '?';
    out.set(op, (out.get(op) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return out;
}

/**
 * Lets the last tasks' steps after their callback (delivery record, clean-up) finish, and the dev server's
 * metrics reporter (it publishes its counters about once a second) catch up, before a count is read.
 */
const settle = () => new Promise((r) => setTimeout(r, 2500));

function countAppends(stack: Stack): { count: number } {
  const counter = { count: 0 };
  const store = stack.core.stores.events;
  const append = store.append.bind(store);
  store.append = (...args) => {
    counter.count++;
    return append(...args);
  };
  return counter;
}

async function main(): Promise<void> {
  const metricsPort = await freePort();
  configureSharedTemporal({ extraArgs: ['--metrics-port', String(metricsPort)] });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  // One organisation submits every task: its upload and PDF-queue admission limits are raised to the largest level.
  const stack = await startStack({ env: { UPLOADS_PER_ORG: String(Math.max(8, ...LEVELS)), PDF_QUEUE_PER_ORG: String(Math.max(4, ...LEVELS)) } });
  const receiver = new CallbackReceiver();
  const hook = await receiver.start();
  const appends = countAppends(stack);
  try {
    const total = LEVELS.reduce((n, l) => n + tasksFor(l) + 1, 0);
    const { token } = await stack.org(total + 10);
    const { bytes } = await bankStatement(90, 3); // 30 rows a page → 3 pages
    const submittedAt = new Map<string, number>();
    const callbackAt = new Map<string, number>();
    const done = new Map<string, () => void>();
    let seen = 0;
    const watch = setInterval(() => {
      for (const cb of receiver.received.slice(seen)) {
        seen++;
        const id = cb.json.task_id as string;
        if (cb.json.status !== 'completed') console.error(`task ${id} ended ${String(cb.json.status)}`);
        callbackAt.set(id, cb.at);
        done.get(id)?.();
      }
    }, 1);
    const submitAndWait = async (): Promise<string> => {
      const t0 = Date.now();
      const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
      if (res.status !== 202) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
      const id = res.body.task_id as string;
      submittedAt.set(id, t0);
      if (!callbackAt.has(id)) await new Promise<void>((r) => done.set(id, r));
      return id;
    };
    const completedAt = async (id: string): Promise<number> => {
      const events = await stack.core.stores.events.readStream(taskStream(id));
      const ev = events.find((e) => e.type === 'TaskCompleted');
      if (!ev) throw new Error(`task ${id} has no TaskCompleted event`);
      return Date.parse(ev.recordedAt);
    };

    console.log(`e2e: 3-page statements, embedded stack (SQLite store, Temporal dev server, worker and API in one process)`);
    console.log('in flight  tasks  submit→completed p50/p95 ms  submit→callback p50/p95 ms  tasks/s  gRPC/task  appends/task');
    const breakdowns: string[] = [];
    for (const inFlight of LEVELS) {
      await submitAndWait(); // warm-up: bundle, extractor pool, JIT, sticky cache
      const tasks = tasksFor(inFlight);
      const ids: string[] = [];
      await settle();
      const grpcBefore = await frontendRequests(metricsUrl);
      const appendsBefore = appends.count;
      const started = Date.now();
      let next = 0;
      const lane = async () => {
        while (next < tasks) {
          next++;
          ids.push(await submitAndWait());
        }
      };
      await Promise.all(Array.from({ length: inFlight }, lane));
      const elapsed = (Date.now() - started) / 1000;
      await settle();
      const grpcAfter = await frontendRequests(metricsUrl);
      const appendCount = appends.count - appendsBefore;
      const completed = await Promise.all(ids.map(async (id) => (await completedAt(id)) - submittedAt.get(id)!));
      const callbacks = ids.map((id) => callbackAt.get(id)! - submittedAt.get(id)!);
      const ops = [...grpcAfter].map(([op, n]) => [op, n - (grpcBefore.get(op) ?? 0)] as const).filter(([, n]) => n > 0);
      const grpc = ops.reduce((s, [, n]) => s + n, 0);
      console.log(
        [
          String(inFlight).padStart(9),
          String(tasks).padStart(6),
          `${pct(completed, 50)} / ${pct(completed, 95)}`.padStart(28),
          `${pct(callbacks, 50)} / ${pct(callbacks, 95)}`.padStart(27),
          (tasks / elapsed).toFixed(1).padStart(8),
          (grpc / tasks).toFixed(1).padStart(10),
          (appendCount / tasks).toFixed(1).padStart(13),
        ].join(' '),
      );
      breakdowns.push(
        `  ${inFlight} in flight: ` +
          ops
            .sort((a, b) => b[1] - a[1])
            .map(([op, n]) => `${op} ${(n / tasks).toFixed(1)}`)
            .join(', '),
      );
    }
    clearInterval(watch);
    console.log('gRPC requests per task by operation (Temporal frontend, long polls included):');
    for (const b of breakdowns) console.log(b);
  } finally {
    await receiver.stop();
    await stack.close();
    await stopSharedTemporal();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
