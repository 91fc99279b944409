import assert from 'node:assert/strict';
import { decide, foldTask, taskView, TaskStateError, type TaskCommand } from '../../../src/tasks/task-state';
import type { TaskEvent } from '../../../src/tasks/task-events';

const ORG = 'org-a';
const TASK = '11111111-1111-4111-8111-111111111111';
const AT = '2026-01-01T10:00:00.000Z';
const EXPIRES = '2026-01-02T10:00:00.000Z';
const base = { task_id: TASK, org_id: ORG, at: AT };

const ev = {
  submitted: (callback = true): TaskEvent => ({
    type: 'TaskSubmitted',
    data: { task_id: TASK, org_id: ORG, kind: 'single', documents: 1, callback, created_at: AT, expires_at: EXPIRES },
  }),
  completed: (): TaskEvent => ({ type: 'TaskCompleted', data: { ...base, result_key: `task/${TASK}/result.json` } }),
  failed: (): TaskEvent => ({ type: 'TaskFailed', data: { ...base, error: 'The PDF is damaged', error_code: 'corrupt_pdf' } }),
  cancelled: (): TaskEvent => ({ type: 'TaskCancelled', data: { ...base, reason: 'cancelled' } }),
  abandoned: (): TaskEvent => ({ type: 'TaskAbandoned', data: { ...base, reason: 'workflow_not_started' } }),
  delivered: (): TaskEvent => ({ type: 'CallbackDelivered', data: { ...base, http_status: 200 } }),
  deliveryFailed: (): TaskEvent => ({ type: 'CallbackFailed', data: { ...base, reason: 'timeout', http_status: null } }),
  expired: (): TaskEvent => ({ type: 'TaskExpired', data: { ...base } }),
};

const cmd = {
  submit: (callback = true): TaskCommand => ({
    type: 'Submit',
    data: (ev.submitted(callback) as Extract<TaskEvent, { type: 'TaskSubmitted' }>).data,
  }),
  complete: (): TaskCommand => ({ type: 'Complete', data: { ...base, result_key: `task/${TASK}/result.json` } }),
  fail: (): TaskCommand => ({ type: 'Fail', data: { ...base, error: 'The PDF is damaged', error_code: 'corrupt_pdf' } }),
  deliver: (): TaskCommand => ({ type: 'RecordDelivery', delivered: true, data: { ...base, http_status: 200 } }),
  deliveryFailed: (): TaskCommand => ({ type: 'RecordDelivery', delivered: false, data: { ...base, reason: 'timeout', http_status: null } }),
  cancel: (): TaskCommand => ({ type: 'Cancel', data: { ...base, reason: 'cancelled' } }),
  abandon: (): TaskCommand => ({ type: 'Abandon', data: { ...base, reason: 'workflow_not_started' } }),
  expire: (): TaskCommand => ({ type: 'Expire', data: { ...base } }),
};

/** given these events, when this command is decided, then these event types (or this error code). */
function given(...events: TaskEvent[]) {
  return {
    when(c: TaskCommand): { then: string[] } | { error: string } {
      try {
        return { then: decide(c, foldTask(events)).map((e) => e.type) };
      } catch (err) {
        if (!(err instanceof TaskStateError)) throw err;
        return { error: err.code };
      }
    },
  };
}

describe('task state machine (decide/evolve over task-<id>)', () => {
  describe('submit', () => {
    it('a new task is submitted', () => {
      assert.deepEqual(given().when(cmd.submit()), { then: ['TaskSubmitted'] });
    });
    it('submitting again (the API and the workflow both record it) decides nothing', () => {
      assert.deepEqual(given(ev.submitted()).when(cmd.submit()), { then: [] });
      assert.deepEqual(given(ev.submitted(), ev.completed()).when(cmd.submit()), { then: [] });
    });
    it('another organisation cannot submit over an existing task', () => {
      const other: TaskCommand = {
        type: 'Submit',
        data: { ...(ev.submitted().data as Extract<TaskEvent, { type: 'TaskSubmitted' }>['data']), org_id: 'org-b' },
      };
      assert.deepEqual(given(ev.submitted()).when(other), { error: 'wrong_organisation' });
    });
    it('an abandoned or expired task cannot be submitted again', () => {
      assert.deepEqual(given(ev.submitted(), ev.abandoned()).when(cmd.submit()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(), ev.completed(), ev.expired()).when(cmd.submit()), { error: 'illegal_transition' });
    });
  });

  describe('complete and fail', () => {
    it('a processing task completes or fails', () => {
      assert.deepEqual(given(ev.submitted()).when(cmd.complete()), { then: ['TaskCompleted'] });
      assert.deepEqual(given(ev.submitted()).when(cmd.fail()), { then: ['TaskFailed'] });
    });
    it('repeating the same outcome (a retried activity) decides nothing', () => {
      assert.deepEqual(given(ev.submitted(), ev.completed()).when(cmd.complete()), { then: [] });
      assert.deepEqual(given(ev.submitted(), ev.failed()).when(cmd.fail()), { then: [] });
    });
    it('a task ends once: completing a failed task, or failing a completed one, is illegal', () => {
      assert.deepEqual(given(ev.submitted(), ev.failed()).when(cmd.complete()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(), ev.completed()).when(cmd.fail()), { error: 'illegal_transition' });
    });
    it('completing after expiry or after cancellation is illegal', () => {
      assert.deepEqual(given(ev.submitted(), ev.expired()).when(cmd.complete()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(), ev.completed(), ev.expired()).when(cmd.complete()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(), ev.cancelled()).when(cmd.complete()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(), ev.cancelled()).when(cmd.fail()), { error: 'illegal_transition' });
    });
    it('an unknown task cannot complete', () => {
      assert.deepEqual(given().when(cmd.complete()), { error: 'unknown_task' });
    });
  });

  describe('record delivery (exactly once)', () => {
    it('the delivery is recorded after the outcome', () => {
      assert.deepEqual(given(ev.submitted(), ev.completed()).when(cmd.deliver()), { then: ['CallbackDelivered'] });
      assert.deepEqual(given(ev.submitted(), ev.failed()).when(cmd.deliveryFailed()), { then: ['CallbackFailed'] });
      assert.deepEqual(given(ev.submitted(), ev.cancelled()).when(cmd.deliver()), { then: ['CallbackDelivered'] });
    });
    it('a second record of the same delivery decides nothing; a different second record is rejected', () => {
      assert.deepEqual(given(ev.submitted(), ev.completed(), ev.delivered()).when(cmd.deliver()), { then: [] });
      assert.deepEqual(given(ev.submitted(), ev.completed(), ev.delivered()).when(cmd.deliveryFailed()), { error: 'delivery_already_recorded' });
      assert.deepEqual(given(ev.submitted(), ev.completed(), ev.deliveryFailed()).when(cmd.deliver()), { error: 'delivery_already_recorded' });
    });
    it('no delivery before the outcome, after expiry, or for a task without a callback', () => {
      assert.deepEqual(given(ev.submitted()).when(cmd.deliver()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(), ev.completed(), ev.expired()).when(cmd.deliver()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(false), ev.completed()).when(cmd.deliver()), { error: 'no_callback' });
    });
  });

  describe('cancel', () => {
    it('a processing task is cancelled; cancelling again decides nothing', () => {
      assert.deepEqual(given(ev.submitted()).when(cmd.cancel()), { then: ['TaskCancelled'] });
      assert.deepEqual(given(ev.submitted(), ev.cancelled()).when(cmd.cancel()), { then: [] });
    });
    it('a finished task keeps its outcome: cancelling it decides nothing', () => {
      assert.deepEqual(given(ev.submitted(), ev.completed()).when(cmd.cancel()), { then: [] });
      assert.deepEqual(given(ev.submitted(), ev.failed()).when(cmd.cancel()), { then: [] });
    });
    it('cancelling an expired or abandoned task is illegal', () => {
      assert.deepEqual(given(ev.submitted(), ev.expired()).when(cmd.cancel()), { error: 'illegal_transition' });
      assert.deepEqual(given(ev.submitted(), ev.abandoned()).when(cmd.cancel()), { error: 'illegal_transition' });
    });
  });

  describe('abandon (the workflow never started)', () => {
    it('a submitted task is abandoned; a submission never recorded has nothing to abandon', () => {
      assert.deepEqual(given(ev.submitted()).when(cmd.abandon()), { then: ['TaskAbandoned'] });
      assert.deepEqual(given().when(cmd.abandon()), { then: [] });
      assert.deepEqual(given(ev.submitted(), ev.abandoned()).when(cmd.abandon()), { then: [] });
    });
    it('a task that made progress was started: abandoning it is illegal', () => {
      assert.deepEqual(given(ev.submitted(), ev.completed()).when(cmd.abandon()), { error: 'illegal_transition' });
    });
  });

  describe('expire', () => {
    it('any submitted task expires, once', () => {
      for (const history of [[ev.submitted()], [ev.submitted(), ev.completed(), ev.delivered()], [ev.submitted(), ev.cancelled()]]) {
        assert.deepEqual(given(...history).when(cmd.expire()), { then: ['TaskExpired'] });
      }
      assert.deepEqual(given(ev.submitted(), ev.expired()).when(cmd.expire()), { then: [] });
    });
    it('an unknown task cannot expire', () => {
      assert.deepEqual(given().when(cmd.expire()), { error: 'unknown_task' });
    });
  });

  describe("polling's view", () => {
    const before = new Date('2026-01-01T12:00:00Z');
    it('shows processing, then the outcome, to its own organisation only', () => {
      assert.equal(taskView(foldTask([ev.submitted()]), ORG, before)?.status, 'processing');
      const done = taskView(foldTask([ev.submitted(), ev.completed()]), ORG, before);
      assert.deepEqual([done?.status, done?.result_key], ['completed', `task/${TASK}/result.json`]);
      assert.equal(taskView(foldTask([ev.submitted(), ev.completed()]), 'org-b', before), null);
      assert.equal(taskView(foldTask([]), ORG, before), null);
    });
    it('a cancelled task shows as failed with error_code cancelled', () => {
      const v = taskView(foldTask([ev.submitted(), ev.cancelled()]), ORG, before);
      assert.deepEqual([v?.status, v?.error_code], ['failed', 'cancelled']);
    });
    it('is gone after TaskExpired, after the expiry time even without it, and for an abandoned submission', () => {
      assert.equal(taskView(foldTask([ev.submitted(), ev.completed(), ev.expired()]), ORG, before), null);
      assert.equal(taskView(foldTask([ev.submitted(), ev.completed()]), ORG, new Date(EXPIRES)), null);
      assert.equal(taskView(foldTask([ev.submitted(), ev.abandoned()]), ORG, before), null);
    });
  });
});
