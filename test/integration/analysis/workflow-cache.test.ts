import assert from 'node:assert/strict';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { bankStatement } from '../../helpers/statements';
import { eventually } from '../../helpers/eventually';

/**
 * A settled task's workflow stays open, asleep until its expiry (24 h). The worker keeps at most
 * `WORKFLOW_CACHE_SIZE` of them in memory, however many tasks it has run, and an evicted one still answers
 * (replayed from its history). Without the cap the SDK cached every open workflow up to a limit derived from the
 * heap (about 2,300), which is what the soak's node process grew by.
 */
describe('the worker’s workflow cache is bounded (WORKFLOW_CACHE_SIZE)', function () {
  this.timeout(240_000);
  const CACHE = 3;
  const TASKS = 9;
  let stack: Stack;
  let receiver: CallbackReceiver;
  let hook: string;

  before(async () => {
    stack = await startStack({ env: { WORKFLOW_CACHE_SIZE: String(CACHE) } });
    receiver = new CallbackReceiver();
    hook = await receiver.start();
  });
  after(async () => {
    await receiver.stop();
    await stack.close();
  });

  it(`after ${TASKS} settled tasks, all still open until expiry, at most ${CACHE} are cached; an evicted one still takes a redelivery`, async () => {
    const { token } = await stack.org(TASKS);
    const { bytes } = await bankStatement(6);
    const ids: string[] = [];
    for (let i = 0; i < TASKS; i++) {
      const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
      assert.equal(res.status, 202, JSON.stringify(res.body));
      ids.push(res.body.task_id as string);
      await receiver.waitFor(i + 1); // one at a time, so the first are the least recently used
    }

    for (const id of ids) {
      const d = await stack.temporal.client.workflow.getHandle(id).describe();
      assert.equal(d.status.name, 'RUNNING', `task ${id} waits for its expiry`);
    }
    const cached = await eventually(
      async () => stack.worker!.getStatus().numCachedWorkflows,
      (n) => n <= CACHE,
    );
    assert.ok(cached <= CACHE, `${cached} workflows cached for ${TASKS} open tasks (cap ${CACHE})`);

    // The first task's workflow was evicted: its update replays it from its history and is answered.
    const res = await stack.http.post(`/v1/api/analysis/${ids[0]}/callback`).set(bearer(token));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.delivered, true);
    assert.equal(receiver.received.length, TASKS + 1);
    const after = await eventually(
      async () => stack.worker!.getStatus().numCachedWorkflows,
      (n) => n <= CACHE,
    );
    assert.ok(after <= CACHE, `${after} workflows cached after the replay (cap ${CACHE})`);
  });
});
