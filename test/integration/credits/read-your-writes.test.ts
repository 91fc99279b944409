import assert from 'node:assert/strict';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { postgresUrl } from '../../helpers/test-postgres';
import { bankStatement } from '../../helpers/statements';

/**
 * `GET /credits` and `GET /analysis/:id` read the streams they answer for, so they show the caller's own
 * writes at once. The projector is stopped for the whole suite: nothing here can come from the read model.
 */
for (const store of ['sqlite', 'postgres'] as const) {
  describe(`reading your own writes with the projector stopped (${store})`, function () {
    this.timeout(180_000);
    let stack: Stack;
    let statement: Buffer;

    before(async function () {
      if (store === 'postgres') postgresUrl(this);
      // Room in the per-organisation extraction queue and uploads in flight for the whole race (their 429s are
      // not what is tested here).
      stack = await startStack({ store, worker: false, env: { PDF_QUEUE_PER_ORG: '16', UPLOADS_PER_ORG: '16' } });
      await stack.core.projector.stop();
      statement = (await bankStatement(6)).bytes;
    });
    after(() => stack?.close());

    it('right after 10 racing successful POST /transactions, GET /credits shows all 10 charges', async () => {
      const { token } = await stack.org(10);
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement, 's.pdf')),
      );
      const statuses = responses.map((r) => r.status).sort();
      assert.deepEqual(statuses, [...Array(10).fill(200), 402, 402], statuses.join(','));
      const res = await stack.http.get('/v1/api/credits').set(bearer(token));
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { balance: 0, reserved: 0, available: 0 });
    });

    it('right after racing POST /analysis submissions, GET /credits shows every accepted one as spent or reserved', async () => {
      const { token } = await stack.org(3);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', statement, 's.pdf')),
      );
      const accepted = responses.filter((r) => r.status === 202);
      assert.equal(accepted.length, 3, responses.map((r) => r.status).join(','));
      const res = await stack.http.get('/v1/api/credits').set(bearer(token));
      assert.equal(res.body.available, 0);
      assert.equal(res.body.balance - res.body.available, 3);
      for (const r of accepted) {
        const task = await stack.http.get(`/v1/api/analysis/${r.body.task_id}`).set(bearer(token));
        assert.deepEqual([task.status, task.body.status], [200, 'processing'], 'polling right after the 202 finds the task');
        await stack.temporal.client.workflow.getHandle(r.body.task_id as string).terminate('test over');
      }
    });

    it("polling shows a recorded outcome at once, and 404 once expired; another organisation's task is 404", async () => {
      const { orgId, token } = await stack.org(1);
      const other = await stack.org(0);
      const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', statement, 's.pdf');
      assert.equal(res.status, 202);
      const taskId = res.body.task_id as string;
      await stack.temporal.client.workflow.getHandle(taskId).terminate('the test records the outcome itself');
      const { appendTaskEvent } = await import('../../../src/tasks/task-events');
      const at = new Date().toISOString();
      await stack.core.blobs.putJson(`task/${taskId}/result.json`, { answer: 42 });
      await appendTaskEvent(stack.core.stores.events, {
        type: 'TaskCompleted',
        data: { task_id: taskId, org_id: orgId, result_key: `task/${taskId}/result.json`, at },
      });
      const done = await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token));
      assert.deepEqual(done.body, { status: 'completed', task_id: taskId, result: { answer: 42 } });
      assert.equal((await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(other.token))).status, 404);
      await appendTaskEvent(stack.core.stores.events, { type: 'TaskExpired', data: { task_id: taskId, org_id: orgId, at } });
      assert.equal((await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token))).status, 404);
    });
  });
}
