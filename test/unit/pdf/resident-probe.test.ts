import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { residentMb } from '../../../src/pdf/extractor-process';
import { ResidentProbe } from '../../../src/pdf/resident-probe';

describe('pdf/ResidentProbe (the watchdog’s sample of a child’s resident set)', function () {
  before(function () {
    if (process.platform === 'linux') return;
    // /proc only: elsewhere the watchdog reads nothing either (the memory cap is then the cgroup's or none).
    console.log('      NOT RUN: no /proc on this platform');
    this.skip();
  });

  it('given a running child when sampled again and again then each sample is its resident set as /proc/<pid>/status tells it', async () => {
    const child = spawn(process.execPath, ['-e', 'const keep = Buffer.alloc(64 * 2 ** 20, 1); process.stdin.on("data", () => keep.length)'], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    const probe = new ResidentProbe(child.pid!);
    try {
      // Until the child has touched its 64 MiB buffer the two views may still differ: wait for it to be resident.
      while ((residentMb(child.pid!) ?? 0) < 64) await new Promise((r) => setTimeout(r, 20));
      for (let i = 0; i < 3; i++) {
        const sampled = probe.sampleMb();
        const status = residentMb(child.pid!)!;
        assert.ok(sampled !== null, 'a sample');
        assert.ok(Math.abs(sampled - status) < 8, `statm ${sampled.toFixed(1)} MiB against status ${status.toFixed(1)} MiB`);
      }
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    assert.equal(probe.sampleMb(), null, 'a process that has gone gives no sample');
    probe.close();
  });

  it('given a pid with no process when sampled then null, not an error', () => {
    const probe = new ResidentProbe(2 ** 22 + 12345);
    assert.equal(probe.sampleMb(), null);
    probe.close();
  });
});
