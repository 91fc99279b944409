import assert from 'node:assert/strict';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { analysisWorkflow } from '../../../workflows';
import { redeliverCallback } from '../../../workflows/callback-redelivery';
import { heartbeatWhile } from '../../../activities/heartbeat';
import { sharedTemporal } from '../../helpers/temporal';
import { deferred, historyOf, scheduledActivities, steps, stubActivities, taskInput, untilHistoryHas, withStubWorker } from './stub-activities';

/** The refusal's failure type (`task_processing`, `redelivery_in_progress`…), or a failed assertion. */
async function refusal(update: Promise<unknown>): Promise<string> {
  const err = await update.then(
    () => assert.fail('the update was accepted'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof WorkflowUpdateFailedError, String(err));
  assert.ok(err.cause instanceof ApplicationFailure, String(err.cause));
  return err.cause.type ?? '';
}

/** Redelivery of a settled task's callback through the workflow's `redeliverCallback` update (real dev server, stubbed activities). */
describe('callback redelivery in the analysis workflow', function () {
  this.timeout(120_000);

  it('a settled task posts its prepared callback again, records it numbered, one at a time; refused before the outcome and without a callback', async () => {
    const extracting = deferred();
    const letExtractionEnd = deferred();
    const posting = deferred();
    const letPostEnd = deferred();
    let posts = 0;
    const stub = stubActivities({
      analyseTask: async (input) => {
        extracting.resolve();
        await heartbeatWhile(() => letExtractionEnd.promise, { stopOnCancel: false });
        return { status: 'completed', result_key: `task/${input.task_id}/result.json`, recorded: true };
      },
      postCallback: async () => {
        posts++;
        if (posts === 2) {
          posting.resolve();
          await heartbeatWhile(() => letPostEnd.promise, { stopOnCancel: false });
        }
        return { delivered: true, http_status: 202, reason: null };
      },
    });
    const input = taskInput({ created_at: new Date().toISOString(), ttl_seconds: 86_400 });
    const { client } = await sharedTemporal();
    await withStubWorker(stub, async (q) => {
      const handle = await client.workflow.start(analysisWorkflow, { taskQueue: q, workflowId: input.task_id, args: [input] });
      await extracting.promise;
      assert.equal(await refusal(handle.executeUpdate(redeliverCallback)), 'task_processing');
      letExtractionEnd.resolve();
      await untilHistoryHas(handle, 'TIMER_STARTED'); // settled: waiting for expiry

      const first = handle.executeUpdate(redeliverCallback);
      await posting.promise;
      assert.equal(await refusal(handle.executeUpdate(redeliverCallback)), 'redelivery_in_progress');
      letPostEnd.resolve();
      assert.deepEqual(await first, { delivered: true, http_status: 202, reason: null });
      assert.deepEqual(await handle.executeUpdate(redeliverCallback), { delivered: true, http_status: 202, reason: null });

      await handle.cancel(); // expires at once
      await assert.rejects(handle.result());
      const events = await historyOf(handle);
      assert.equal(scheduledActivities(events).filter((a) => a === 'postCallback').length, 3, 'the automatic delivery and two redeliveries');
      assert.equal(steps(events).at(-1), 'expireTask');
    });
    assert.deepEqual(
      stub.callsOf('recordRedelivery').map((c) => [c.args[1], c.args[2]]),
      [
        [1, { delivered: true, http_status: 202, reason: null }],
        [2, { delivered: true, http_status: 202, reason: null }],
      ],
    );
    assert.equal(stub.callsOf('recordDelivery').length, 1, 'the automatic delivery is recorded once, apart');
  });

  it('a task submitted without a callback refuses a redelivery', async () => {
    const stub = stubActivities();
    const input = taskInput({ created_at: new Date().toISOString(), ttl_seconds: 86_400, callback_key: null });
    const { client } = await sharedTemporal();
    await withStubWorker(stub, async (q) => {
      const handle = await client.workflow.start(analysisWorkflow, { taskQueue: q, workflowId: input.task_id, args: [input] });
      await untilHistoryHas(handle, 'TIMER_STARTED');
      assert.equal(await refusal(handle.executeUpdate(redeliverCallback)), 'callback_not_requested');
      await handle.cancel();
      await assert.rejects(handle.result());
    });
    assert.equal(stub.callsOf('postCallback').length, 0);
  });
});
