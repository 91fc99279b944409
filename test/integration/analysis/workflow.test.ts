import assert from 'node:assert/strict';
import { ApplicationFailure, CancelledFailure, Context } from '@temporalio/activity';
import { WorkflowFailedError } from '@temporalio/client';
import { analysisWorkflow } from '../../../workflows';
import { ACCEPT_IN_ANALYSIS_PATCH, CANCELLED, LEAN_STEPS_PATCH, LOCAL_ANALYSIS_PATCH, LOCAL_STEPS_PATCH } from '../../../workflows/analysis-workflow';
import { FAILURE, type TaskOutcome } from '../../../workflows/types';
import { temporal } from '@temporalio/proto';
import { heartbeatWhile } from '../../../activities/heartbeat';
import { sharedTemporal } from '../../helpers/temporal';
import { overlappedTests } from '../../helpers/overlapped';
import {
  deferred,
  eventTypes,
  historyOf,
  localActivities,
  scheduledActivities,
  steps,
  stubActivities,
  taskInput,
  untilHistoryHas,
  withStubWorker,
  type Stub,
} from './stub-activities';

/** Starts the workflow the way the API does: by function reference, with the input as its only argument. */
async function start(taskQueue: string, input = taskInput()) {
  const { client } = await sharedTemporal();
  return client.workflow.start(analysisWorkflow, { taskQueue, workflowId: input.task_id, args: [input] });
}

const outcomeOf = (stub: Stub) => stub.callsOf('recordOutcome').map((c) => c.args[1] as TaskOutcome);
const deliveries = (stub: Stub) => stub.callsOf('recordDelivery').map((c) => c.args[1]);

/** A history event's payloads decoded, to search it for a patch id. */
const decoded = (e: object) =>
  JSON.stringify(e).replace(/"data":"([A-Za-z0-9+/=]+)"/g, (_m, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));

async function expectCancelled(result: Promise<unknown>): Promise<void> {
  await assert.rejects(result, (err: unknown) => err instanceof WorkflowFailedError && err.cause instanceof CancelledFailure);
}

/**
 * The analysis workflow's orchestration on the real dev server with stubbed activities: every assertion
 * reads the history or the stubs' call log once the workflow has ended, never a sleep.
 */
describe('analysis workflow orchestration (real dev server, stubbed activities)', function () {
  this.timeout(120_000);
  // The tests that wait on the server's clock (retry back-off, heartbeat timeouts, the TTL timer) start together.
  const itOverlapped = overlappedTests();

  it('completes: every step once, in order, the short ones local, the callback prepared then posted exactly once', async () => {
    const stub = stubActivities();
    const input = taskInput();
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, input);
      assert.deepEqual(await handle.result(), { status: 'completed', result_key: `task/${input.task_id}/result.json` });
      const events = await historyOf(handle);
      assert.deepEqual(steps(events), ['analyseTask', 'prepareCallback', 'postCallback', 'recordDelivery', 'discardInputs', 'expireTask']);
      assert.deepEqual(scheduledActivities(events), ['postCallback'], 'only the POST is a normal activity');
      assert.equal(localActivities(events)[0], 'analyseTask', 'the analysis is a local activity of the first workflow task');
      const patches = events.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_patch').map(decoded);
      assert.equal(patches.length, 1, 'one patch marker');
      assert.ok(
        patches[0]!.includes(LOCAL_ANALYSIS_PATCH) &&
          !patches[0]!.includes(ACCEPT_IN_ANALYSIS_PATCH) &&
          !patches[0]!.includes(LEAN_STEPS_PATCH) &&
          !patches[0]!.includes(LOCAL_STEPS_PATCH),
        'local-analysis, which implies accept-in-analysis, lean-steps and local-steps',
      );
      const workflowTasks = eventTypes(events).filter((t) => t === 'WORKFLOW_TASK_COMPLETED').length;
      assert.equal(workflowTasks, 2, 'the analysis and the POST in the first workflow task, the expiry (already due) in the second');
      const callback = events.find((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'postCallback')!;
      assert.equal(
        Number(callback.activityTaskScheduledEventAttributes!.startToCloseTimeout!.seconds),
        23,
        'budget: input.callback_timeout_ms + 20 s',
      );
      assert.equal(Number(callback.activityTaskScheduledEventAttributes!.heartbeatTimeout!.seconds), 15);
      assert.equal(callback.activityTaskScheduledEventAttributes!.retryPolicy!.maximumAttempts, 1);
    });
    assert.deepEqual(stub.names(), ['analyseTask', 'prepareCallback', 'postCallback', 'recordDelivery', 'discardInputs', 'expireTask']);
    assert.deepEqual(stub.callsOf('analyseTask')[0]!.args.slice(1), [{ accept: true, prepare_callback: true }], 'the analysis accepts the task');
    assert.deepEqual(outcomeOf(stub), [], 'the analysis recorded the completed outcome itself');
    assert.deepEqual(deliveries(stub), [{ delivered: true, http_status: 200, reason: null }]);
  });

  it('lean steps: the analysis accepts the task and prepares the callback, the POST records and discards: no other local activity before expiry', async () => {
    const stub = stubActivities({
      analyseTask: async (input) => ({
        status: 'completed',
        result_key: `task/${input.task_id}/result.json`,
        recorded: true,
        callback_request_key: `task/${input.task_id}/prepared-by-analysis.json`,
      }),
      postCallback: async () => ({ delivered: true, http_status: 200, reason: null, recorded: true, discarded: true }),
    });
    const input = taskInput();
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, input);
      assert.equal((await handle.result()).status, 'completed');
      const events = await historyOf(handle);
      assert.deepEqual(steps(events), ['analyseTask', 'postCallback', 'expireTask']);
      assert.deepEqual(localActivities(events), ['analyseTask', 'expireTask'], 'no local activity but the analysis before the expiry');
      const changeVersions = events.filter(
        (e) => e.upsertWorkflowSearchAttributesEventAttributes?.searchAttributes?.indexedFields?.TemporalChangeVersion,
      );
      assert.equal(changeVersions.length, 1, 'one TemporalChangeVersion update');
    });
    assert.deepEqual(stub.callsOf('analyseTask')[0]!.args.slice(1), [{ accept: true, prepare_callback: true }]);
    const post = stub.callsOf('postCallback');
    assert.equal(post.length, 1, 'exactly one POST');
    assert.equal(post[0]!.args[1], `task/${input.task_id}/prepared-by-analysis.json`, 'the request the analysis prepared');
    assert.deepEqual(post[0]!.args[3], { settle: true });
  });

  it('lean steps: what the analysis or the POST could not do (prepare; discard) the workflow does with its local activity', async () => {
    const stub = stubActivities({
      analyseTask: async (input) => ({
        status: 'completed',
        result_key: `task/${input.task_id}/result.json`,
        recorded: true,
        callback_request_key: null,
      }),
      postCallback: async () => ({ delivered: false, http_status: 500, reason: 'http_500', recorded: true, discarded: false }),
    });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q);
      assert.equal((await handle.result()).status, 'completed');
      assert.deepEqual(steps(await historyOf(handle)), ['analyseTask', 'prepareCallback', 'postCallback', 'discardInputs', 'expireTask']);
    });
    assert.deepEqual(deliveries(stub), [], 'the POST recorded its outcome');
  });

  it('lean steps without a callback: the analysis is not asked to prepare one', async () => {
    const stub = stubActivities();
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, taskInput({ callback_key: null }));
      assert.equal((await handle.result()).status, 'completed');
    });
    assert.deepEqual(stub.callsOf('analyseTask')[0]!.args.slice(1), [{ accept: true }]);
    assert.deepEqual(stub.names(), ['analyseTask', 'discardInputs', 'expireTask']);
  });

  it('an outcome the analysis could not record (store down) is recorded by the workflow, patiently', async () => {
    let down = 2;
    const stub = stubActivities({
      analyseTask: async (input) => ({ status: 'completed', result_key: `task/${input.task_id}/result.json`, recorded: false }),
      recordOutcome: async () => {
        if (down-- > 0) throw new Error('Connection terminated unexpectedly');
      },
    });
    const input = taskInput({ callback_key: null });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, input);
      assert.equal((await handle.result()).status, 'completed');
    });
    assert.equal(stub.callsOf('recordOutcome').length, 3);
    assert.deepEqual(outcomeOf(stub).at(-1), { status: 'completed', result_key: `task/${input.task_id}/result.json` });
  });

  it('document failure: failed outcome with its code, a failure callback, inputs discarded, expired; the document error is not retried', async () => {
    const message = 'No bank or mobile-money statement was recognised in the PDF (document 1)';
    const stub = stubActivities({
      analyseTask: async () => {
        throw ApplicationFailure.nonRetryable(message, FAILURE.document, 'unrecognised_format');
      },
    });
    const failed: TaskOutcome = { status: 'failed', error: message, error_code: 'unrecognised_format' };
    await withStubWorker(stub, async (q) => {
      const handle = await start(q);
      assert.deepEqual(await handle.result(), failed);
      const scheduled = scheduledActivities(await historyOf(handle));
      assert.equal(scheduled.filter((a) => a === 'postCallback').length, 1);
      assert.equal(localActivities(await historyOf(handle)).filter((a) => a === 'analyseTask').length, 1);
      assert.equal(stub.callsOf('analyseTask').length, 1, 'a document error is not retried');
    });
    // The analysis may have failed before it accepted the task: the workflow accepts it (idempotent) first.
    assert.deepEqual(stub.names(), [
      'analyseTask',
      'acceptTask',
      'recordOutcome',
      'prepareCallback',
      'postCallback',
      'recordDelivery',
      'discardInputs',
      'expireTask',
    ]);
    assert.deepEqual(outcomeOf(stub), [failed]);
    assert.deepEqual(stub.callsOf('prepareCallback')[0]!.args[1], failed, 'the callback carries the failure');
  });

  itOverlapped(
    'an extractor that keeps dying is retried (EXTRACTION profile) and ends as internal_error, never a document error',
    async () => {
      // five attempts with 1 + 2 + 4 + 8 s of back-off
      const stub = stubActivities({
        analyseTask: async () => {
          throw Object.assign(new Error('The PDF extractor stopped before finishing'), { code: 'extraction_unavailable' });
        },
      });
      await withStubWorker(stub, async (q) => {
        const handle = await start(q);
        const outcome = await handle.result();
        assert.equal(outcome.status, 'failed');
        assert.equal((outcome as { error_code: string }).error_code, 'internal_error');
      });
      assert.equal(stub.callsOf('analyseTask').length, 5);
      assert.deepEqual(stub.names().slice(-4), ['postCallback', 'recordDelivery', 'discardInputs', 'expireTask']);
    },
    180_000,
  );

  it('a callback attempt that throws is recorded as CallbackFailed attempt_lost (outcome unknown) and never retried', async () => {
    const stub = stubActivities({
      postCallback: async () => {
        throw new Error('connection reset inside the activity');
      },
    });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q);
      assert.equal((await handle.result()).status, 'completed');
      const events = await historyOf(handle);
      assert.equal(scheduledActivities(events).filter((a) => a === 'postCallback').length, 1);
      assert.equal(eventTypes(events).filter((t) => t === 'ACTIVITY_TASK_FAILED').length, 1);
    });
    assert.equal(stub.callsOf('postCallback').length, 1);
    assert.deepEqual(deliveries(stub), [{ delivered: false, http_status: null, reason: 'attempt_lost' }]);
    assert.deepEqual(stub.names().slice(-2), ['discardInputs', 'expireTask']);
  });

  itOverlapped(
    'a callback attempt that never reports back (its worker died) times out once on its heartbeat and is recorded attempt_lost, never retried',
    async () => {
      const gone = deferred();
      const stub = stubActivities({
        // Neither answers nor heartbeats, as on a worker that died mid-call; let go when the test ends.
        postCallback: () =>
          Promise.race([gone.promise, Context.current().cancelled]).then(() => ({ delivered: true, http_status: 200, reason: null })),
      });
      await withStubWorker(stub, async (q) => {
        const handle = await start(q);
        assert.equal((await handle.result()).status, 'completed');
        gone.resolve();
        const events = await historyOf(handle);
        assert.equal(scheduledActivities(events).filter((a) => a === 'postCallback').length, 1);
        const timedOut = events.find((e) => e.activityTaskTimedOutEventAttributes)?.activityTaskTimedOutEventAttributes;
        assert.equal(timedOut?.failure?.timeoutFailureInfo?.timeoutType, temporal.api.enums.v1.TimeoutType.TIMEOUT_TYPE_HEARTBEAT);
      });
      assert.equal(stub.callsOf('postCallback').length, 1);
      assert.deepEqual(deliveries(stub), [{ delivered: false, http_status: null, reason: 'attempt_lost' }]);
    },
  );

  itOverlapped(
    'an attempt that died before claiming its key sent nothing: the claim is taken for it and a new single attempt delivers',
    async () => {
      const gone = deferred();
      let silent = 1;
      const abandoned: string[] = [];
      const stub = stubActivities({
        // The first attempt neither answers nor heartbeats, as on a worker that died before connecting.
        postCallback: async () => {
          if (silent-- > 0) await Promise.race([gone.promise, Context.current().cancelled]);
          return { delivered: true, http_status: 200, reason: null };
        },
        abandonCallbackAttempt: async (attemptKey) => {
          abandoned.push(attemptKey);
          return 'abandoned';
        },
      });
      await withStubWorker(stub, async (q) => {
        const handle = await start(q);
        assert.equal((await handle.result()).status, 'completed');
        gone.resolve();
        const events = await historyOf(handle);
        assert.equal(scheduledActivities(events).filter((a) => a === 'postCallback').length, 2);
      });
      const keys = stub.callsOf('postCallback').map((c) => c.args[2] as string);
      assert.equal(new Set(keys).size, 2, 'each attempt claims its own key');
      assert.deepEqual(abandoned, [keys[0]], 'the dead attempt’s key is the one given up');
      assert.deepEqual(deliveries(stub), [{ delivered: true, http_status: 200, reason: null }]);
    },
    60_000,
  );

  itOverlapped(
    'a POST that could not read its prepared request sent nothing: it is tried again (a new single attempt) and delivers',
    async () => {
      let unreadable = 2;
      const stub = stubActivities({
        postCallback: async () => {
          if (unreadable-- > 0)
            throw ApplicationFailure.nonRetryable('the prepared callback could not be read: store down', FAILURE.callbackNotAttempted);
          return { delivered: true, http_status: 200, reason: null };
        },
      });
      await withStubWorker(stub, async (q) => {
        const handle = await start(q);
        assert.equal((await handle.result()).status, 'completed');
        const events = await historyOf(handle);
        assert.equal(scheduledActivities(events).filter((a) => a === 'postCallback').length, 3);
        assert.equal(localActivities(events).filter((a) => a === 'prepareCallback').length, 1);
        assert.equal(eventTypes(events).filter((t) => t === 'TIMER_FIRED').length, 2, 'a back-off between the attempts that sent nothing');
      });
      assert.deepEqual(deliveries(stub), [{ delivered: true, http_status: 200, reason: null }]);
    },
    60_000,
  );

  itOverlapped('preparing the callback rides out a store outage (CALLBACK_PREPARE retries), then the one POST follows', async () => {
    let down = 2;
    const stub = stubActivities({
      prepareCallback: async (input) => {
        if (down-- > 0) throw new Error('Connection terminated unexpectedly');
        return `task/${input.task_id}/callback-request.json`;
      },
    });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q);
      assert.equal((await handle.result()).status, 'completed');
      const events = await historyOf(handle);
      assert.deepEqual(
        localActivities(events).filter((a) => a === 'prepareCallback'),
        ['prepareCallback'],
        'one local activity, retried by the worker',
      );
      assert.equal(scheduledActivities(events).filter((a) => a === 'postCallback').length, 1);
    });
    assert.equal(stub.callsOf('prepareCallback').length, 3);
    assert.deepEqual(deliveries(stub), [{ delivered: true, http_status: 200, reason: null }]);
  });

  it('a callback whose request cannot be prepared is recorded not_attempted, apart from an attempt whose outcome is unknown', async () => {
    const stub = stubActivities({
      prepareCallback: async () => {
        throw ApplicationFailure.nonRetryable('the result cannot be read', 'StoreDown');
      },
    });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q);
      assert.equal((await handle.result()).status, 'completed');
      assert.ok(!scheduledActivities(await historyOf(handle)).includes('postCallback'), 'nothing was posted');
    });
    assert.deepEqual(deliveries(stub), [{ delivered: false, http_status: null, reason: 'not_attempted' }]);
    assert.deepEqual(stub.names().slice(-3), ['recordDelivery', 'discardInputs', 'expireTask']);
  });

  it('no callback asked for: no callback activity and no recordDelivery', async () => {
    const stub = stubActivities();
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, taskInput({ callback_key: null }));
      await handle.result();
      assert.ok(!steps(await historyOf(handle)).some((a) => a === 'prepareCallback' || a === 'postCallback'));
    });
    assert.deepEqual(stub.names(), ['analyseTask', 'discardInputs', 'expireTask']);
  });

  itOverlapped('TTL: a fresh task waits on a timer until created_at + ttl_seconds, then expires', async () => {
    const stub = stubActivities();
    await withStubWorker(stub, async (q) => {
      // The clock starts once the worker runs: building it can take longer than the TTL on a busy machine.
      const input = taskInput({ created_at: new Date().toISOString(), ttl_seconds: 10, callback_key: null });
      const handle = await start(q, input);
      await handle.result();
      const events = await historyOf(handle);
      const types = eventTypes(events);
      assert.ok(types.indexOf('TIMER_FIRED') > types.indexOf('TIMER_STARTED') && types.indexOf('TIMER_STARTED') > 0, types.join(','));
      const timer = events.find((e) => e.timerStartedEventAttributes)!.timerStartedEventAttributes!;
      assert.ok(Number(timer.startToFireTimeout!.seconds ?? 0) <= 10, 'the timer runs to created_at + ttl, not a fresh ttl');
      const expireAt = events.findLastIndex((e) => localActivities([e])[0] === 'expireTask');
      assert.ok(expireAt > types.indexOf('TIMER_FIRED'), 'expireTask runs after the timer fired');
      assert.equal(steps(events).at(-1), 'expireTask');
    });
    assert.equal(stub.names().at(-1), 'expireTask');
  });

  it('cancel during extraction: the extraction stops, the task is recorded cancelled, called back once, discarded and expired at once', async () => {
    const extracting = deferred();
    let stopped: unknown = null;
    const stub = stubActivities({
      // A local activity (`local-analysis`): the cancel reaches it in-process once the workflow sees it.
      analyseTask: async () => {
        extracting.resolve();
        const ctx = Context.current();
        try {
          for (;;) await ctx.sleep(100); // rejects with CancelledFailure once the cancel reaches this activity
        } catch (err) {
          stopped = err;
          throw err;
        }
      },
    });
    const input = taskInput({ created_at: new Date().toISOString(), ttl_seconds: 86_400 });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, input);
      await extracting.promise;
      await handle.cancel();
      await expectCancelled(handle.result());
      const events = await historyOf(handle);
      const types = eventTypes(events);
      const recordAt = events.findIndex((e) => localActivities([e])[0] === 'recordOutcome');
      const analysedAt = events.findIndex((e) => localActivities([e])[0] === 'analyseTask');
      assert.ok(stopped instanceof CancelledFailure, 'the extraction was cancelled, not left running');
      assert.ok(analysedAt > 0 && analysedAt < recordAt, 'the clean-up waits until the extraction has stopped');
      assert.ok(!types.includes('TIMER_STARTED'), 'no wait for the TTL after a cancel');
      assert.equal(types.at(-1), 'WORKFLOW_EXECUTION_CANCELED');
      assert.deepEqual(steps(events), [
        'analyseTask',
        'acceptTask',
        'recordOutcome',
        'prepareCallback',
        'postCallback',
        'recordDelivery',
        'discardInputs',
        'expireTask',
      ]);
    });
    assert.deepEqual(outcomeOf(stub), [CANCELLED]);
    assert.deepEqual(stub.callsOf('prepareCallback')[0]!.args[1], CANCELLED, 'the client that asked for a callback hears of the cancel');
    assert.deepEqual(stub.callsOf('discardInputs')[0]!.args[0], input);
    assert.deepEqual(stub.callsOf('expireTask')[0]!.args[0], input);
  });

  it('cancel during the TTL wait: the timer is cancelled and the task expires at once, with its one outcome kept', async () => {
    const stub = stubActivities();
    const input = taskInput({ created_at: new Date().toISOString(), ttl_seconds: 86_400, callback_key: null });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, input);
      await untilHistoryHas(handle, 'TIMER_STARTED');
      await handle.cancel();
      await expectCancelled(handle.result());
      const types = eventTypes(await historyOf(handle));
      assert.ok(types.indexOf('TIMER_CANCELED') > types.indexOf('TIMER_STARTED'), types.join(','));
      assert.ok(!types.includes('TIMER_FIRED'));
    });
    assert.deepEqual(stub.names(), ['analyseTask', 'discardInputs', 'expireTask']);
    assert.deepEqual(outcomeOf(stub), [], 'the analysis recorded its outcome; the cancel adds none');
  });

  it('cancel while the callback is in flight: the attempt runs to its end (not cancelled, not repeated), then the task expires at once', async () => {
    const calling = deferred();
    const answer = deferred();
    const stub = stubActivities({
      postCallback: async () => {
        calling.resolve();
        await heartbeatWhile(() => answer.promise, { stopOnCancel: false });
        return { delivered: true, http_status: 204, reason: null };
      },
    });
    const input = taskInput({ created_at: new Date().toISOString(), ttl_seconds: 86_400 });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q, input);
      await calling.promise;
      await handle.cancel();
      await untilHistoryHas(handle, 'WORKFLOW_EXECUTION_CANCEL_REQUESTED');
      answer.resolve();
      await expectCancelled(handle.result());
      const events = await historyOf(handle);
      assert.equal(scheduledActivities(events).filter((a) => a === 'postCallback').length, 1);
      assert.ok(!eventTypes(events).includes('ACTIVITY_TASK_CANCEL_REQUESTED'), 'the callback attempt is not cancelled');
      assert.ok(!eventTypes(events).includes('TIMER_STARTED'));
    });
    assert.deepEqual(deliveries(stub), [{ delivered: true, http_status: 204, reason: null }]);
    assert.deepEqual(outcomeOf(stub), [], 'the analysis recorded its outcome; the cancel adds none');
    assert.deepEqual(stub.names().slice(-2), ['discardInputs', 'expireTask']);
  });

  const refused = async () => {
    throw ApplicationFailure.nonRetryable('task t: Submit is not allowed when abandoned', FAILURE.taskState, 'illegal_transition');
  };

  it('a task whose submission was abandoned (the accept refused by the task state machine) is not analysed, only cleaned up', async () => {
    const stub = stubActivities({ acceptTask: refused });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q);
      assert.equal(((await handle.result()) as { error_code: string }).error_code, 'task_gone');
      assert.deepEqual(steps(await historyOf(handle)), ['analyseTask', 'discardInputs', 'expireTask'], 'nothing scheduled');
    });
    // The analysis accepts first (the stub's `acceptTask` refuses inside it), and stops there.
    assert.deepEqual(stub.names(), ['analyseTask', 'discardInputs', 'expireTask']);
    assert.deepEqual(outcomeOf(stub), [], 'no outcome recorded');
  });

  it('an abandoned task whose analysis failed before accepting it: the workflow accepts, is refused, and only cleans up', async () => {
    const stub = stubActivities({
      acceptTask: refused,
      analyseTask: async () => {
        throw ApplicationFailure.nonRetryable('unreadable', FAILURE.document, 'unreadable_pdf');
      },
    });
    await withStubWorker(stub, async (q) => {
      const handle = await start(q);
      assert.equal(((await handle.result()) as { error_code: string }).error_code, 'task_gone');
    });
    assert.deepEqual(stub.names(), ['analyseTask', 'acceptTask', 'discardInputs', 'expireTask']);
    assert.deepEqual(outcomeOf(stub), [], 'no outcome recorded');
  });

  it('an input recorded by the previous API (callback URL in clear, budget as a second argument) still takes the callback branch', async () => {
    const stub = stubActivities();
    const { callback_key: _key, callback_timeout_ms: _budget, ...rest } = taskInput();
    const legacy = { ...rest, callback_url: 'https://receiver.example/hook' };
    await withStubWorker(stub, async (q) => {
      const { client } = await sharedTemporal();
      const handle = await client.workflow.start('analysisWorkflow', { taskQueue: q, workflowId: legacy.task_id, args: [legacy, 5000] });
      await handle.result();
      const events = await historyOf(handle);
      const callback = events.find((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'postCallback');
      assert.equal(
        Number(callback?.activityTaskScheduledEventAttributes?.startToCloseTimeout?.seconds),
        25,
        'budget from the second argument (5 s + 20 s)',
      );
    });
    assert.equal(stub.callsOf('postCallback').length, 1);
  });
});
