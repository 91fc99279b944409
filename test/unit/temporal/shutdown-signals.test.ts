import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';

const CHILD = path.join(__dirname, 'support', 'shutdown-signal-child.ts');
const ROOT = path.join(__dirname, '..', '..', '..');

/** What the child reports after receiving `signal` with the service's Temporal runtime installed. */
function afterSignal(signal: string): Promise<{ signal: string; workersStopped: boolean }> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['-r', './scripts/register.js', CHILD, signal], { cwd: ROOT, timeout: 60_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as { signal: string; workersStopped: boolean }),
    ),
  );
}

/**
 * The SDK's default shutdown signals include SIGUSR2 and SIGQUIT, on which it stopped the worker and nothing
 * else: a process asked for a heap snapshot (`--heapsnapshot-signal=SIGUSR2`, what `npm run soak` does) went on
 * accepting tasks no worker ran. Only SIGINT and SIGTERM, which stop the whole process, stop the workers.
 */
describe('Temporal runtime: which signals stop the workers', function () {
  this.timeout(90_000);

  for (const signal of ['SIGUSR2', 'SIGQUIT']) {
    it(`${signal} leaves the workers running`, async () => {
      assert.deepEqual(await afterSignal(signal), { signal, workersStopped: false });
    });
  }

  it('SIGTERM stops them (with the rest of the process, src/roots/shutdown.ts)', async () => {
    assert.deepEqual(await afterSignal('SIGTERM'), { signal: 'SIGTERM', workersStopped: true });
  });
});
