import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { mpesaStatement } from '../../helpers/statements';
import { callbackAttemptsOnceSettled } from './settled';

const ROOT = path.join(__dirname, '..', '..', '..');

/** The real worker entry point (`npm run start:worker`'s script) as a separate process we can SIGKILL. */
function spawnWorker(stack: Stack): ChildProcess {
  const child = spawn(process.execPath, ['-r', './scripts/register.js', 'src/roots/worker.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: stack.config.dataDir,
      DATABASE_URL: '',
      TEMPORAL_ADDRESS: stack.temporal.address,
      TEMPORAL_TASK_QUEUE: stack.config.taskQueue,
      CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  return child;
}

describe('a worker killed mid-task', function () {
  this.timeout(240_000);

  it('the task still completes after a restart, with exactly one callback and one credit captured', async () => {
    const stack = await startStack({ worker: false });
    const receiver = new CallbackReceiver();
    const hook = await receiver.start();
    let worker = spawnWorker(stack);
    try {
      const { orgId, token } = await stack.org(3);
      const { bytes } = await mpesaStatement(2500, 21);
      const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
      assert.equal(res.status, 202);
      const taskId = res.body.task_id as string;
      // The analysis (a local activity of the first workflow task) has started: it captured the credit first.
      const creditCaptured = async () => (await stack.core.stores.events.readStream(`credits-${orgId}`)).some((e) => e.type === 'CreditCaptured');
      for (let i = 0; !(await creditCaptured()); i++) {
        if (i > 1200) throw new Error('the analysis never started');
        await new Promise((r) => setTimeout(r, 50));
      }
      worker.kill('SIGKILL');
      await new Promise((r) => worker.once('exit', r));
      worker = spawnWorker(stack);
      const [cb] = await receiver.waitFor(1, 180_000);
      assert.equal(cb!.json.status, 'completed');
      assert.equal(cb!.json.task_id, taskId);
      assert.equal(await callbackAttemptsOnceSettled(stack.temporal.client, taskId), 1, 'one callback attempt, then the TTL wait');
      assert.equal(receiver.received.length, 1, 'exactly one callback');
      const captures = (await stack.core.stores.events.readStream(`credits-${orgId}`)).filter((e) => e.type === 'CreditCaptured');
      assert.equal(captures.length, 1);
      assert.equal((await stack.core.credits.balance(orgId)).balance, 2);
      const history = await stack.temporal.client.workflow.getHandle(taskId).fetchHistory();
      // The workflow task running the analysis timed out with its worker, and the new worker ran it again.
      assert.ok(
        (history.events ?? []).some((e) => e.workflowTaskTimedOutEventAttributes),
        'the interrupted workflow task (and its analysis) was run again on the new worker',
      );
    } finally {
      worker.kill('SIGKILL');
      await receiver.stop();
      await stack.close();
    }
  });
});
