/**
 * `npm run bench:e2e`: 50 three-page statements submitted to `POST /v1/api/analysis` with 8 in flight, on the
 * embedded stack (SQLite store, Temporal dev server, in-process worker), timed from submit to the completed
 * callback (polling shows the outcome before the callback is sent). Prints p50/p95 and tasks per second.
 */
import { startStack, bearer } from '../test/helpers/stack';
import { CallbackReceiver } from '../test/helpers/callback-receiver';
import { bankStatement } from '../test/helpers/statements';
import { stopSharedTemporal } from '../test/helpers/temporal';

const TASKS = Number(process.env.BENCH_TASKS ?? 50);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main(): Promise<void> {
  const stack = await startStack();
  const receiver = new CallbackReceiver();
  const hook = await receiver.start();
  try {
    const { token } = await stack.org(TASKS + 10);
    const { bytes } = await bankStatement(90, 3); // 30 rows a page → 3 pages
    const submittedAt = new Map<string, number>();
    const latencies: number[] = [];
    const done = new Map<string, () => void>();
    const origin = receiver.received.length;
    const watch = setInterval(() => {
      for (const cb of receiver.received.splice(origin)) {
        const id = cb.json.task_id as string;
        if (cb.json.status !== 'completed') console.error(`task ${id} ended ${String(cb.json.status)}`);
        latencies.push(cb.at - (submittedAt.get(id) ?? cb.at));
        done.get(id)?.();
      }
    }, 2);
    // Warm-up: one task through every code path (bundle, pool, JIT) before timing.
    const warm = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
    await new Promise<void>((r) => done.set(warm.body.task_id, r));
    latencies.length = 0;

    const started = Date.now();
    let next = 0;
    const lane = async () => {
      while (next < TASKS) {
        next++;
        const t0 = Date.now();
        const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
        if (res.status !== 202) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
        submittedAt.set(res.body.task_id, t0);
        await new Promise<void>((r) => done.set(res.body.task_id, r));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const elapsed = (Date.now() - started) / 1000;
    clearInterval(watch);
    console.log(`e2e: ${TASKS} tasks (3-page statements), ${IN_FLIGHT} in flight, embedded stack`);
    console.log(`submit→completed  p50 ${pct(latencies, 50)} ms   p95 ${pct(latencies, 95)} ms   max ${Math.max(...latencies)} ms`);
    console.log(`throughput        ${(TASKS / elapsed).toFixed(2)} tasks/s over ${elapsed.toFixed(1)} s`);
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
