import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExtractorPool, PdfError, PoolError, type ChildEvent, type ExtractorPoolOptions, type PoolEvent } from '../../../src/pdf';
import type { TestTask } from './support/test-handler';
import { eventually } from '../../helpers/eventually';

const HANDLER = require.resolve('./support/test-handler');

describe('pdf/ExtractorPool (child processes)', function () {
  this.timeout(60_000);
  let pool: ExtractorPool;
  let events: PoolEvent[];
  let children: ChildEvent[];
  const make = (opts: Partial<ExtractorPoolOptions> = {}) => {
    events = [];
    children = [];
    pool = new ExtractorPool({ handlerModule: HANDLER, size: 1, onEvent: (e) => events.push(e), onChild: (e) => children.push(e), ...opts });
    return pool;
  };
  const run = <T>(task: TestTask, orgId = 'org-a') => pool.run<T>(task, { orgId });
  afterEach(async () => pool?.close());

  it('given two documents in a row when run then one child serves both (kept alive between documents)', async () => {
    make();
    const first = await run<number>({ kind: 'pid' });
    const second = await run<number>({ kind: 'pid' });
    assert.equal(first, second);
    assert.notEqual(first, process.pid);
  });

  it('given PDF_WORKERS=2 when five documents run at once then at most two children serve them', async () => {
    make({ size: 2 });
    const pids = await Promise.all([1, 2, 3, 4, 5].map(() => run<number>({ kind: 'pid' })));
    assert.ok(new Set(pids).size <= 2, `pids ${pids.join(',')}`);
    assert.ok(pool.childPids().length <= 2);
  });

  it('given a named refusal in the child when run then the same PdfError is rebuilt here', async () => {
    make();
    await assert.rejects(run({ kind: 'fail', code: 'password_required' }), (e: PdfError) => e instanceof PdfError && e.code === 'password_required');
  });

  it('given a document that grows external memory past the cap when run then document_too_complex, and a fresh child serves the next', async () => {
    make({ memoryLimitMb: 200 });
    const before = process.memoryUsage().rss;
    await assert.rejects(run({ kind: 'allocate', mb: 2000 }), (e: PoolError) => e instanceof PoolError && e.code === 'document_too_complex');
    assert.ok(process.memoryUsage().rss - before < 100 * 2 ** 20, 'the parent did not hold the buffers');
    assert.deepEqual(
      events.filter((e) => e.type === 'died').map((e) => (e as { reason: string }).reason),
      ['memory'],
      'killed once for memory, not retried',
    );
    assert.equal(await run({ kind: 'echo', value: 'next' }), 'next');
  });

  it('given a child holding an earlier document’s memory when the next passes the cap then it is tried again on a fresh child and read', async () => {
    make({ memoryLimitMb: 260 });
    const first = await run<number>({ kind: 'pid' });
    assert.equal(await run({ kind: 'allocate', mb: 120 }), 120);
    // The child still holds those 120 MiB: the next 120 pass its cap there, not on a fresh child.
    assert.equal(await run({ kind: 'allocate', mb: 120 }), 120);
    const died = events.filter((e) => e.type === 'died');
    assert.deepEqual(
      died.map((e) => (e as { reason: string }).reason),
      ['memory'],
    );
    const dispatched = events.filter((e) => e.type === 'dispatched').map((e) => e as { attempt: number; pid: number });
    assert.deepEqual(
      dispatched.map((e) => e.attempt),
      [1, 1, 1, 2],
    );
    assert.notEqual(dispatched[3]!.pid, first);
  });

  it('given a document that outlives PDF_TIMEOUT_MS when run then document_too_complex, not retried', async () => {
    make({ timeoutMs: 1000 });
    await assert.rejects(run({ kind: 'spin' }), (e: PoolError) => e instanceof PoolError && e.code === 'document_too_complex');
    assert.deepEqual(
      events.filter((e) => e.type === 'died').map((e) => (e as { reason: string }).reason),
      ['timeout'],
    );
    assert.equal(await run({ kind: 'echo', value: 1 }), 1);
  });

  it('given a child that dies once under a document when run then it is retried on a fresh child and succeeds', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pool-'));
    try {
      make({ permissions: false }); // the handler leaves its marker in a file, which extractors may not write
      assert.equal(await run({ kind: 'crash-once', marker: path.join(dir, 'marker') }), 'second attempt');
      assert.deepEqual(
        events.flatMap((e) => (e.type === 'dispatched' ? [`dispatched:${e.attempt}`] : e.type === 'died' ? [`died:${e.attempt}:${e.reason}`] : [])),
        ['dispatched:1', 'died:1:crashed', 'dispatched:2'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('given a child that keeps dying when run then extraction_unavailable after one retry (never corrupt_pdf)', async () => {
    make();
    await assert.rejects(run({ kind: 'crash' }), (e: PoolError) => e instanceof PoolError && e.code === 'extraction_unavailable');
    assert.equal(events.filter((e) => e.type === 'died').length, 2);
    assert.equal(await run({ kind: 'echo', value: 'alive' }), 'alive');
  });

  it('given an idle child killed from outside when the next document comes then a new child starts', async () => {
    make();
    const pid = await run<number>({ kind: 'pid' });
    const gone = new Promise((resolve) => {
      const timer = setInterval(() => {
        if (!pool.childPids().includes(pid)) resolve(clearInterval(timer));
      }, 5);
    });
    process.kill(pid, 'SIGKILL');
    await gone;
    assert.notEqual(await run<number>({ kind: 'pid' }), pid);
  });

  it('given PDF_WARM=1 when the pool is created then a child is started before any document, and serves the first', async () => {
    make({ warm: 1 });
    const warmed = children.find((e) => e.type === 'warmed');
    assert.ok(warmed && warmed.type === 'warmed', JSON.stringify(children));
    assert.deepEqual(pool.childPids(), [warmed.pid]);
    assert.equal(await run<number>({ kind: 'pid' }), warmed.pid);
    assert.equal(children.filter((e) => e.type === 'warmed').length, 1);
  });

  it('given PDF_WARM=1 and two children when both stay idle past the idle timeout then one exits and one stays ready', async () => {
    make({ size: 2, warm: 1, idleMs: 50 });
    const pids = await Promise.all([run<number>({ kind: 'pid' }), run<number>({ kind: 'pid' })]);
    assert.equal(new Set(pids).size, 2);
    const idle = await eventually(
      async () => children.filter((e) => e.type === 'idle'),
      (list) => list.length >= 2,
    );
    assert.deepEqual(idle.map((e) => e.type === 'idle' && e.retired).sort(), [false, true]);
    const kept = idle.find((e) => e.type === 'idle' && !e.retired)!;
    assert.ok(kept.type === 'idle');
    await eventually(
      async () => pool.childPids(),
      (live) => live.length === 1,
    );
    assert.deepEqual(pool.childPids(), [kept.pid]);
    assert.deepEqual(pool.state, { live: 1, idle: 1, ready: 1, warm: 1 });
    assert.equal(await run<number>({ kind: 'pid' }), kept.pid);
  });

  it('given PDF_WARM=1 when the warm child is killed from outside then a replacement starts with no document waiting', async () => {
    make({ warm: 1 });
    const pid = await run<number>({ kind: 'pid' });
    process.kill(pid, 'SIGKILL');
    const live = await eventually(
      async () => pool.childPids(),
      (pids) => pids.length === 1 && pids[0] !== pid,
    );
    assert.equal(live.length, 1);
    assert.notEqual(live[0], pid);
    assert.equal(children.filter((e) => e.type === 'warmed').length, 2);
    assert.equal(events.filter((e) => e.type === 'dispatched').length, 1);
  });

  it('given an organisation with a full queue when it sends another then busy at once, while another organisation is queued', async () => {
    make({ maxQueuedPerOrg: 1, timeoutMs: 60_000 });
    const running = run({ kind: 'spin' }, 'org-a');
    const queued = run({ kind: 'echo', value: 'a2' }, 'org-a');
    await assert.rejects(run({ kind: 'echo', value: 'a3' }, 'org-a'), (e: PoolError) => e instanceof PoolError && e.code === 'busy');
    assert.deepEqual(
      events.filter((e) => e.type === 'refused'),
      [{ type: 'refused', orgId: 'org-a', lane: 'sync' }],
    );
    const other = run({ kind: 'echo', value: 'b1' }, 'org-b');
    const settled = Promise.allSettled([running, queued, other]);
    await pool.close();
    const outcomes = await settled;
    assert.ok(outcomes.every((o) => o.status === 'rejected'));
  });

  it('given org A queued six documents before org B sent one when run then B is dispatched before A’s third, and all complete', async () => {
    make({ size: 2 });
    const a = [1, 2, 3, 4, 5, 6].map((i) => run({ kind: 'echo', value: `A${i}` }, 'org-a'));
    const b = run({ kind: 'echo', value: 'B1' }, 'org-b');
    assert.deepEqual(await Promise.all([...a, b]), ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1']);
    const order = events.filter((e) => e.type === 'dispatched').map((e) => `${e.orgId === 'org-a' ? 'A' : 'B'}${e.jobId}`);
    assert.deepEqual(order.slice(0, 3), ['A1', 'A2', 'B7'], order.join(' '));
  });
});
