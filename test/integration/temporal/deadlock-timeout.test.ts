import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { bundleWorkflowCode, type WorkflowBundle } from '@temporalio/worker';
import { sharedTemporal } from '../../helpers/temporal';
import { UnwatchedWorker } from '../../../src/temporal/unwatched-worker';
import { eventTypes, historyOf, untilHistoryHas } from '../analysis/stub-activities';

const noop = () => undefined;
const quiet = { trace: noop, debug: noop, info: noop, warn: noop, error: (m: string) => console.error(m), log: noop };

/** Enough turns to hold the thread well past 100 ms on any machine (about 1–3 s on this one). */
const BUSY = 100_000_000;

/**
 * `WORKFLOW_DEADLOCK_TIMEOUT_MS` (`UnwatchedWorker`): a positive limit fails a workflow task whose code does not
 * yield within it (the SDK's deadlock detector, whose own limit of 5 s would let this one finish); 0 runs the
 * sandbox calls without a watchdog, and the same workflow completes.
 */
describe('workflow sandbox deadlock limit (WORKFLOW_DEADLOCK_TIMEOUT_MS)', function () {
  this.timeout(120_000);
  let bundle: WorkflowBundle;

  before(async () => {
    bundle = await bundleWorkflowCode({ workflowsPath: require.resolve('./fixtures/busy-workflow'), logger: quiet });
  });

  async function run(limitMs: number, body: (taskQueue: string) => Promise<void>): Promise<void> {
    const env = await sharedTemporal();
    const taskQueue = `deadlock-${randomBytes(6).toString('hex')}`;
    const worker = await UnwatchedWorker.createWith(
      { connection: env.nativeConnection, namespace: env.namespace, taskQueue, workflowBundle: bundle },
      limitMs,
    );
    await worker.runUntil(body(taskQueue));
  }

  it('a positive limit fails the workflow task of code that holds the thread past it', async () => {
    const { client } = await sharedTemporal();
    await run(100, async (taskQueue) => {
      const handle = await client.workflow.start('busyWorkflow', { taskQueue, workflowId: `busy-${randomBytes(6).toString('hex')}`, args: [BUSY] });
      try {
        const events = await untilHistoryHas(handle, 'WORKFLOW_TASK_FAILED');
        const failed = events.find((e) => e.workflowTaskFailedEventAttributes)!.workflowTaskFailedEventAttributes!;
        assert.match(failed.failure?.message ?? '', /timed out after 100ms|deadlock/i);
      } finally {
        await handle.terminate();
      }
    });
  });

  it('0: no limit, the same workflow completes', async () => {
    const { client } = await sharedTemporal();
    await run(0, async (taskQueue) => {
      const handle = await client.workflow.start('busyWorkflow', { taskQueue, workflowId: `busy-${randomBytes(6).toString('hex')}`, args: [BUSY] });
      assert.equal(typeof (await handle.result()), 'number');
      assert.ok(!eventTypes(await historyOf(handle)).includes('WORKFLOW_TASK_FAILED'));
    });
  });
});
