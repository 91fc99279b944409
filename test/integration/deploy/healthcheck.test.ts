import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startStack, type Stack } from '../../helpers/stack';
import { PROJECTIONS } from '../../../src/roots/core';
import { judgePollers } from '../../../src/health/worker-polling';
import { projectionsCurrent } from '../../../src/health/projections-current';

const ROOT = path.join(__dirname, '..', '..', '..');

/** Runs the health check as docker-compose.yml does, as a child process with its own environment. */
function healthcheck(args: string[], env: Record<string, string>): Promise<{ code: number; out: { healthy: boolean; detail: string } }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', './scripts/register.js', 'src/cli/healthcheck.ts', ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (err, stdout) => {
        resolve({ code: err ? Number((err as { code?: number }).code) : 0, out: JSON.parse(stdout) });
      },
    );
  });
}

describe('container health checks of the worker and the projector', function () {
  this.timeout(120_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => stack?.close());

  it("worker: healthy when this host's worker polls the task queue, unhealthy for a queue nobody polls", async () => {
    const env = { TEMPORAL_ADDRESS: stack.temporal.address, TEMPORAL_NAMESPACE: stack.temporal.namespace, DATA_DIR: stack.config.dataDir };
    let res = await healthcheck(['worker'], { ...env, TEMPORAL_TASK_QUEUE: stack.config.taskQueue });
    // The server lists a poller once its first poll request has arrived.
    for (let i = 0; i < 20 && res.code !== 0; i++) res = await healthcheck(['worker'], { ...env, TEMPORAL_TASK_QUEUE: stack.config.taskQueue });
    assert.equal(res.code, 0, res.out.detail);
    assert.deepEqual(res.out, { healthy: true, detail: `polling from ${os.hostname()}` });
    const idle = await healthcheck(['worker'], { ...env, TEMPORAL_TASK_QUEUE: `nobody-${randomBytes(4).toString('hex')}` });
    assert.equal(idle.code, 1);
    assert.match(idle.out.detail, /no workflow poller/);
  });

  it('worker: judged by host and by age of the last poll', () => {
    const now = 1_000_000_000;
    const fresh = { workflow: [{ identity: '7@box', lastAccessMs: now - 5_000 }], activity: [{ identity: '7@box', lastAccessMs: now - 90_000 }] };
    assert.equal(judgePollers(fresh, 'box', now, 120_000).healthy, true);
    assert.match(judgePollers(fresh, 'box', now, 60_000).detail, /^activity poller from box last seen 90 s ago$/);
    assert.equal(judgePollers(fresh, 'other', now, 120_000).healthy, false);
    assert.equal(judgePollers(fresh, 'ox', now, 120_000).healthy, false, 'the whole host name, not a suffix of it');
  });

  it('projector: healthy while it keeps up; an event left unapplied past the limit makes it unhealthy', async () => {
    const { orgId } = await stack.org(3);
    await stack.core.projector.catchUp();
    const res = await healthcheck(['projector'], { DATA_DIR: stack.config.dataDir, DATABASE_URL: '', KURRENTDB_URL: '' });
    assert.equal(res.code, 0, res.out.detail);
    const { events, sql } = stack.core.stores;
    const later = Date.now() + 120_000;
    assert.equal((await projectionsCurrent(events, sql, PROJECTIONS, later, 60_000)).healthy, true, 'idle and current');

    await stack.core.projector.stop();
    await stack.core.credits.topUp(orgId, 1);
    const stuck = await projectionsCurrent(events, sql, PROJECTIONS, later, 60_000);
    assert.equal(stuck.healthy, false);
    assert.match(stuck.detail, /^credits-v1 has not applied an event recorded 1\d\d s ago$/);
    assert.equal((await projectionsCurrent(events, sql, PROJECTIONS, Date.now(), 60_000)).healthy, true, 'within the limit');
    await stack.core.projector.catchUp();
    assert.equal((await projectionsCurrent(events, sql, PROJECTIONS, later, 60_000)).healthy, true, 'caught up again');
  });

  it('refuses a bad invocation with exit 2', async () => {
    assert.equal((await healthcheck(['nope'], {})).code, 2);
    assert.equal((await healthcheck(['worker'], { TEMPORAL_ADDRESS: '' })).code, 2);
  });
});
