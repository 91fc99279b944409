import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ResidentSet, residentMb } from '../../../src/pdf/resident-set';

describe('ResidentSet (the extractor watchdog sample)', function () {
  // /proc is Linux's: elsewhere there is no sample at all (and the watchdog never kills).
  const linux = process.platform === 'linux';

  it('answers null where there is no /proc', function () {
    if (linux) return assert.ok(new ResidentSet(process.pid).mb()! > 0);
    assert.equal(new ResidentSet(process.pid).mb(), null);
  });

  it('reads the same resident set as /proc/<pid>/status, sample after sample', function () {
    if (!linux) return;
    const hold: Buffer[] = [];
    const rss = new ResidentSet(process.pid);
    try {
      for (let i = 0; i < 3; i++) {
        hold.push(Buffer.alloc(16 * 2 ** 20, 1)); // touched: resident
        const fromStatus = residentMb(process.pid)!;
        const fromStatm = rss.mb()!;
        // The two reads are a moment apart in a live process: a few MiB either way.
        assert.ok(Math.abs(fromStatm - fromStatus) < 8, `statm ${fromStatm} MiB against status ${fromStatus} MiB`);
      }
      assert.ok(rss.mb()! >= 48, 'the 48 MiB just touched are resident');
    } finally {
      rss.close();
    }
  });

  it('answers null once its process has exited (never another process that reuses the pid)', async function () {
    if (!linux) return;
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const rss = new ResidentSet(child.pid!);
    try {
      assert.ok(rss.mb()! > 0);
      child.kill('SIGKILL');
      await once(child, 'exit');
      assert.equal(rss.mb(), null);
    } finally {
      rss.close();
    }
  });
});
