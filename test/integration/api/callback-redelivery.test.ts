import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { bankStatement } from '../../helpers/statements';
import { eventually } from '../../helpers/eventually';
import { appendTaskEvent, taskStream } from '../../../src/tasks/task-events';

/**
 * `POST /v1/api/analysis/{task_id}/callback` on the whole service (real dev server, real receiver): free,
 * owner-only, one at a time, refused before an outcome, without a callback and after expiry.
 */
describe('callback redelivery on request (POST /v1/api/analysis/{task_id}/callback)', function () {
  this.timeout(180_000);
  let stack: Stack;
  let receiver: CallbackReceiver;
  let hook: string;

  before(async () => {
    stack = await startStack();
    receiver = new CallbackReceiver();
    hook = `${await receiver.start()}?token=redeliver-me`;
  });
  after(async () => {
    await receiver.stop();
    await stack.close();
  });
  beforeEach(() => {
    receiver.received.splice(0);
    receiver.respond = () => 200;
  });

  async function completedTask(token: string): Promise<string> {
    const { bytes } = await bankStatement(6);
    const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    await receiver.waitFor(1);
    return res.body.task_id as string;
  }

  const redeliver = (token: string, taskId: string) => stack.http.post(`/v1/api/analysis/${taskId}/callback`).set(bearer(token));

  it('sends the same signed payload again, answers its outcome, records it, and costs nothing; other organisations get 404', async () => {
    const { orgId, token } = await stack.org(1);
    const taskId = await completedTask(token);
    const first = receiver.received[0]!;
    const balance = await stack.core.credits.balance(orgId);

    const res = await redeliver(token, taskId);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { task_id: taskId, delivered: true, http_status: 200, reason: null });
    assert.equal(receiver.received.length, 2);
    const again = receiver.received[1]!;
    assert.equal(again.body, first.body, 'the same payload');
    assert.equal(again.headers['x-task-id'], taskId);
    const secret = (await stack.core.orgs.callbackSecret(orgId))!;
    assert.equal(
      again.headers['x-signature'],
      'v1=' + createHmac('sha256', secret).update(`${again.headers['x-timestamp']}.${again.body}`).digest('hex'),
    );
    assert.deepEqual(await stack.core.credits.balance(orgId), balance, 'billed at 0');

    receiver.respond = () => 500;
    const failed = await redeliver(token, taskId);
    assert.deepEqual(failed.body, { task_id: taskId, delivered: false, http_status: 500, reason: 'http_500' });
    const redeliveries = await eventually(
      async () => (await stack.core.stores.events.readStream(taskStream(taskId))).filter((e) => e.type === 'CallbackRedelivered'),
      (es) => es.length === 2,
    );
    assert.deepEqual(
      redeliveries.map((e) => [(e.data as { redelivery: number }).redelivery, (e.data as { delivered: boolean }).delivered]),
      [
        [1, true],
        [2, false],
      ],
    );
    assert.ok(!JSON.stringify(redeliveries).includes('redeliver-me'), 'no callback URL in the events');

    const other = await stack.org(1);
    assert.equal((await redeliver(other.token, taskId)).status, 404);
    assert.equal((await redeliver(other.token, taskId)).body.error.code, 'not_found');
    assert.equal((await redeliver(token, randomUUID())).status, 404);
    assert.equal((await redeliver(token, 'not-a-task')).status, 404);
    assert.equal(receiver.received.length, 3, 'nothing sent for refused requests');
  });

  it('one redelivery at a time: a second one while the first is in flight is 409 redelivery_in_progress', async () => {
    const { token } = await stack.org(1);
    const taskId = await completedTask(token);
    receiver.respond = (n) => (n === 2 ? 'hang' : 200); // the first redelivery waits for CALLBACK_TIMEOUT_MS (3 s)
    const slow = redeliver(token, taskId).then((r) => r);
    await receiver.waitFor(2);
    const busy = await redeliver(token, taskId);
    assert.equal(busy.status, 409, JSON.stringify(busy.body));
    assert.equal(busy.body.error.code, 'redelivery_in_progress');
    const first = await slow;
    assert.deepEqual(first.body, { task_id: taskId, delivered: false, http_status: null, reason: 'timeout' });
    assert.equal((await redeliver(token, taskId)).body.delivered, true, 'the next one goes out');
  });

  it('409 before an outcome, without a callback, and after expiry (decided from the task stream)', async () => {
    const { orgId, token } = await stack.org(1);
    const at = new Date().toISOString();
    const submitted = (taskId: string, callback: boolean) =>
      appendTaskEvent(stack.core.stores.events, {
        type: 'TaskSubmitted',
        data: {
          task_id: taskId,
          org_id: orgId,
          kind: 'single',
          documents: 1,
          callback,
          created_at: at,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
    const processing = randomUUID();
    await submitted(processing, true);
    const withoutCallback = randomUUID();
    await submitted(withoutCallback, false);
    await appendTaskEvent(stack.core.stores.events, {
      type: 'TaskFailed',
      data: { task_id: withoutCallback, org_id: orgId, error: 'x', error_code: 'x', at },
    });
    const expired = randomUUID();
    await submitted(expired, true);
    await appendTaskEvent(stack.core.stores.events, {
      type: 'TaskFailed',
      data: { task_id: expired, org_id: orgId, error: 'x', error_code: 'x', at },
    });
    await appendTaskEvent(stack.core.stores.events, { type: 'TaskExpired', data: { task_id: expired, org_id: orgId, at } });

    for (const [taskId, code] of [
      [processing, 'task_processing'],
      [withoutCallback, 'callback_not_requested'],
      [expired, 'task_expired'],
    ] as const) {
      const res = await redeliver(token, taskId);
      assert.equal(res.status, 409, `${code}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.error.code, code);
    }
    assert.equal(receiver.received.length, 0);
  });
});
