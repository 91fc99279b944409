import assert from 'node:assert/strict';
import { ChargesInFlight, balanceAfterCharges } from '../../../src/billing/charges-in-flight';

/** A settlement the test resolves itself (a capture that is being recorded). */
function pending() {
  let done!: () => void;
  const promise = new Promise<void>((r) => (done = r));
  return { promise, done };
}

describe('balance reads after the charges in flight (read your writes once captures follow delivery)', () => {
  it('a balance read of an organisation waits for its captures in flight, and only for its own', async () => {
    const inFlight = new ChargesInFlight();
    const order: string[] = [];
    const credits = balanceAfterCharges({ balance: async (orgId: string) => void order.push(`read ${orgId}`) }, inFlight);
    const capture = pending();
    inFlight.track(
      'a',
      capture.promise.then(() => void order.push('captured a')),
    );
    assert.equal(inFlight.size, 1);
    const readA = credits.balance('a');
    await credits.balance('b'); // another organisation's read does not wait
    capture.done();
    await readA;
    assert.deepEqual(order, ['read b', 'captured a', 'read a']);
    assert.equal(inFlight.size, 0, 'a settled charge is forgotten');
  });

  it('with nothing in flight a read goes straight through; other members are untouched', async () => {
    const inFlight = new ChargesInFlight();
    const target = { balance: async () => 7, other: () => 'same' };
    const credits = balanceAfterCharges(target, inFlight);
    assert.equal(await credits.balance(), 7);
    assert.equal(credits.other(), 'same');
  });
});
