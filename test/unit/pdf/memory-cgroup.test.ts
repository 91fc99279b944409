import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExtractorPool, PoolError, type PoolEvent } from '../../../src/pdf';
import { CGROUP_PREFIX, detectMemoryCgroup, hostMemoryCgroup, type MemoryCgroup } from '../../../src/pdf/memory-cgroup';
import type { TestTask } from './support/test-handler';

const HANDLER = require.resolve('./support/test-handler');

/** Per-child cgroups this test process made and has not removed. */
const ours = (cg: MemoryCgroup) => readdirSync(cg.parent).filter((n) => n.startsWith(`${CGROUP_PREFIX}${process.pid}-`));
const diedEvents = (events: PoolEvent[]) => events.flatMap((e) => (e.type === 'died' ? [e] : []));

describe('pdf/memory cgroup per extractor child (kernel-enforced limit)', function () {
  this.timeout(60_000);
  let pool: ExtractorPool | undefined;
  let events: PoolEvent[];
  const make = (memoryCgroup: MemoryCgroup | null, memoryPollMs?: number) => {
    events = [];
    pool = new ExtractorPool({ handlerModule: HANDLER, size: 1, memoryLimitMb: 200, memoryCgroup, memoryPollMs, onEvent: (e) => events.push(e) });
    return pool;
  };
  const run = <T>(task: TestTask) => pool!.run<T>(task, { orgId: 'org-a' });
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  describe('on this host', function () {
    let cg: MemoryCgroup | null;
    before(function () {
      cg = hostMemoryCgroup();
      if (cg) return;
      console.log(
        '      NOT RUN: no writable memory cgroup here (cgroup v2 with the memory controller delegated, or a writable v1 memory hierarchy)',
      );
      // On a developer machine without one the kernel tests are pending; CI runs where the cgroup exists, so there they fail.
      if (!process.env.CI) this.skip();
      assert.fail('CI is set but no usable memory cgroup was found');
    });

    it('given a child confined to 200 MB and the watchdog asleep when a document allocates 500 MB of external memory then the kernel kills it: document_too_complex, no retry, and its cgroup is removed', async () => {
      make(cg, 60_000);
      assert.equal(pool!.memoryEnforcement, `cgroup v${cg!.version}`);
      const before = ours(cg!);
      await assert.rejects(run({ kind: 'allocate', mb: 500 }), (e: PoolError) => e instanceof PoolError && e.code === 'document_too_complex');
      const died = diedEvents(events);
      assert.deepEqual(
        died.map((e) => e.reason),
        ['memory'],
        'killed once for memory, not retried',
      );
      assert.match(died[0]!.detail, /killed by the kernel at its 200 MiB memory cgroup limit/);
      const first = events.find((e) => e.type === 'dispatched')!;
      const firstDir = path.join(cg!.parent, `${CGROUP_PREFIX}${process.pid}-${(first as { pid: number }).pid}`);

      // The next document runs on a fresh child, itself confined before it was given the document.
      const pid = await run<number>({ kind: 'pid' });
      const nextDir = path.join(cg!.parent, `${CGROUP_PREFIX}${process.pid}-${pid}`);
      assert.ok(existsSync(nextDir), 'the fresh child has its own cgroup');
      await pool!.close();
      assert.equal(existsSync(firstDir), false, 'the killed child’s cgroup is removed');
      assert.equal(existsSync(nextDir), false, 'the closed child’s cgroup is removed');
      assert.deepEqual(ours(cg!), before);
    });

    it('given a child confined to 200 MB and the watchdog on when an allocation overruns then document_too_complex either way (the watchdog stays the first line)', async () => {
      make(cg);
      await assert.rejects(run({ kind: 'allocate', mb: 500 }), (e: PoolError) => e instanceof PoolError && e.code === 'document_too_complex');
      assert.deepEqual(
        diedEvents(events).map((e) => e.reason),
        ['memory'],
      );
      assert.equal(await run({ kind: 'echo', value: 'next' }), 'next');
    });

    it('given a confined child that dies of something else when run then it is a crash (retried), not a memory overrun', async () => {
      make(cg, 60_000);
      await assert.rejects(run({ kind: 'crash' }), (e: PoolError) => e instanceof PoolError && e.code === 'extraction_unavailable');
      assert.deepEqual(
        diedEvents(events).map((e) => e.reason),
        ['crashed', 'crashed'],
      );
    });
  });

  it('given PDF_MEMORY_CGROUP=off (no cgroup) when a document allocates past the cap then the watchdog kills it: document_too_complex, and no cgroup is made', async () => {
    const host = hostMemoryCgroup();
    const before = host ? ours(host) : [];
    make(null);
    assert.equal(pool!.memoryEnforcement, 'watchdog');
    const pid = await run<number>({ kind: 'pid' });
    if (host) assert.equal(existsSync(path.join(host.parent, `${CGROUP_PREFIX}${process.pid}-${pid}`)), false);
    await assert.rejects(run({ kind: 'allocate', mb: 500 }), (e: PoolError) => e instanceof PoolError && e.code === 'document_too_complex');
    const died = diedEvents(events);
    // The child had served a document before: the allocation is tried once more on a fresh child, killed there too.
    assert.deepEqual(
      died.map((e) => e.reason),
      ['memory', 'memory'],
    );
    for (const d of died) assert.match(d.detail, /resident set \d+ MiB over the 200 MiB cap/);
    if (host) assert.deepEqual(ours(host), before);
  });

  describe('detection on a host that does not allow it', () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'cgroup-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('given our cgroup path missing under the mount when detected then null (the watchdog alone)', () => {
      const mountinfo = `35 31 0:32 / ${dir} rw,relatime - cgroup cgroup rw,memory\n41 31 0:38 / ${dir} rw,relatime - cgroup2 cgroup2 rw\n`;
      assert.equal(detectMemoryCgroup({ procSelfCgroup: '4:memory:/not/here\n0::/not/here\n', mountinfo }), null);
    });

    it('given a plain directory where a cgroup should be (no control files) when detected then null, and the probe directory is gone', () => {
      mkdirSync(path.join(dir, 'ours'));
      const mountinfo = `35 31 0:32 / ${dir} rw,relatime - cgroup cgroup rw,memory\n`;
      assert.equal(detectMemoryCgroup({ procSelfCgroup: '4:memory:/ours\n', mountinfo }), null);
      assert.deepEqual(readdirSync(path.join(dir, 'ours')), []);
    });

    it('given no memory hierarchy mounted when detected then null', () => {
      assert.equal(detectMemoryCgroup({ procSelfCgroup: '4:memory:/\n0::/\n', mountinfo: '' }), null);
    });

    it('given an unusable cgroup when the pool starts then it runs on the watchdog alone and still refuses an overrun', async () => {
      const none = detectMemoryCgroup({ procSelfCgroup: '4:memory:/not/here\n', mountinfo: '' });
      make(none);
      assert.equal(pool!.memoryEnforcement, 'watchdog');
      await assert.rejects(run({ kind: 'allocate', mb: 500 }), (e: PoolError) => e instanceof PoolError && e.code === 'document_too_complex');
      assert.match(diedEvents(events)[0]!.detail, /resident set/);
    });
  });
});
