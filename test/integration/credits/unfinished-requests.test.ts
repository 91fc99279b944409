import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startStack, type Stack } from '../../helpers/stack';
import { creditsStream } from '../../../src/credits/ledger-events';
import { releaseUnfinishedRequestsAtStart } from '../../../src/roots/orphan-reaper';
import { UNFINISHED_REQUEST } from '../../../src/billing/request-reservations';

/**
 * An API process killed between a synchronous answer's reservation and its capture leaves the reservation
 * open (never a capture): the ledger shows `CreditReserved` naming the process (`INSTANCE_ID`) and nothing
 * after it. When the same instance starts again it releases those before serving (the step the composition
 * roots run); another instance's reservations and tasks' reservations are not its to touch.
 */
describe('reservations of requests an API process never finished are released when it starts again (SQLite)', function () {
  this.timeout(60_000);
  const ME = 'api-a:8080';
  let stack: Stack;

  before(async () => {
    stack = await startStack({ worker: false, env: { INSTANCE_ID: ME } });
  });
  after(() => stack?.close());

  const events = async (orgId: string) =>
    (await stack.core.stores.events.readStream(creditsStream(orgId))).map((e) => {
      const d = e.data as { reservation_id?: string; reason?: string };
      return [e.type, d.reservation_id ?? null, d.reason ?? null];
    });

  it('releases (request_unfinished) what its earlier life left open, and nothing else; a second start finds nothing', async () => {
    assert.equal(stack.config.instanceId, ME);
    const { orgId } = await stack.org(4);
    const killedMidAnswer = randomUUID();
    const otherInstance = randomUUID();
    const task = randomUUID();
    const answered = randomUUID();
    const { credits } = stack.core;
    // What the killed process recorded (answerBilled reserves with the instance as holder), and what others hold.
    await credits.reserve(orgId, killedMidAnswer, `req-${randomUUID()}`, 'POST /v1/api/transactions', ME);
    await credits.reserve(orgId, otherInstance, `req-${randomUUID()}`, 'POST /v1/api/transactions', 'api-b:8080');
    await credits.reserve(orgId, task, randomUUID(), 'POST /v1/api/analysis');
    await credits.reserve(orgId, answered, `req-${randomUUID()}`, 'POST /v1/api/transactions', ME);
    await credits.capture(orgId, answered);

    await releaseUnfinishedRequestsAtStart(stack.core, { catchUp: true });
    const after = await events(orgId);
    assert.deepEqual(after.slice(-1), [['CreditReleased', killedMidAnswer, UNFINISHED_REQUEST]]);
    assert.deepEqual(
      after.filter(([t]) => t === 'CreditReleased' || t === 'CreditRefunded').map(([, id]) => id),
      [killedMidAnswer],
      'only the reservation of the unfinished request moved',
    );
    const b = await credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved, b.available], [3, 2, 1], 'one charge (the answered request), two still held by their owners');

    await releaseUnfinishedRequestsAtStart(stack.core, { catchUp: true });
    assert.deepEqual(await events(orgId), after, 'a second start releases nothing more');
  });
});
