import assert from 'node:assert/strict';
import { FairQueue, type Lane } from '../../../src/pdf/fair-queue';

interface J {
  orgId: string;
  lane: Lane;
  name: string;
}
const job = (orgId: string, name: string, lane: Lane = 'sync'): J => ({ orgId, lane, name });

describe('pdf/FairQueue', () => {
  it('given org A queued six files before org B queued one when slots free up then B goes before A’s third', () => {
    const q = new FairQueue<J>({ slots: 2, maxQueuedPerOrg: 8 });
    for (let i = 1; i <= 6; i++) assert.equal(q.push(job('A', `A${i}`)), true);
    const running = [q.take()!, q.take()!];
    assert.deepEqual(
      running.map((j) => j.name),
      ['A1', 'A2'],
    );
    q.push(job('B', 'B1'));
    q.done(running[0]!);
    assert.equal(q.take()!.name, 'B1');
    q.done(running[1]!);
    assert.equal(q.take()!.name, 'A3');
  });

  it('given two orgs with queues when served then they alternate (fewest running, then least recently served)', () => {
    const q = new FairQueue<J>({ slots: 1, maxQueuedPerOrg: 8 });
    ['A1', 'A2', 'A3'].forEach((n) => q.push(job('A', n)));
    ['B1', 'B2'].forEach((n) => q.push(job('B', n)));
    const order: string[] = [];
    for (let j = q.take(); j; j = q.take()) {
      order.push(j.name);
      q.done(j);
    }
    assert.deepEqual(order, ['A1', 'B1', 'A2', 'B2', 'A3']);
  });

  it('given an org whose sync queue is full when it pushes again then it is refused, and other orgs are not', () => {
    const q = new FairQueue<J>({ slots: 1, maxQueuedPerOrg: 2 });
    assert.equal(q.push(job('A', 'A1')), true);
    assert.equal(q.push(job('A', 'A2')), true);
    assert.equal(q.push(job('A', 'A3')), false);
    assert.equal(q.push(job('B', 'B1')), true);
    // Background work is bounded by the worker's activity slots, not refused here.
    for (let i = 0; i < 5; i++) assert.equal(q.push(job('A', `bg${i}`, 'background')), true);
  });

  it('given background and sync jobs waiting when a slot frees then sync goes first', () => {
    const q = new FairQueue<J>({ slots: 2, maxQueuedPerOrg: 4 });
    q.push(job('A', 'bg1', 'background'));
    q.push(job('B', 's1'));
    assert.equal(q.take()!.name, 's1');
    assert.equal(q.take()!.name, 'bg1');
  });

  it('given a pool of two when background work fills it then the last slot stays free for a client', () => {
    const q = new FairQueue<J>({ slots: 2, maxQueuedPerOrg: 4 });
    ['bg1', 'bg2', 'bg3'].forEach((n) => q.push(job('A', n, 'background')));
    const first = q.take()!;
    assert.equal(first.name, 'bg1');
    assert.equal(q.take(), undefined, 'a second background job would take the reserved slot');
    q.push(job('B', 's1'));
    assert.equal(q.take()!.name, 's1');
    q.done(first);
    assert.equal(q.take()!.name, 'bg2');
  });

  it('given a pool of one when background work waits then it may use the only slot', () => {
    const q = new FairQueue<J>({ slots: 1, maxQueuedPerOrg: 4 });
    q.push(job('A', 'bg1', 'background'));
    assert.equal(q.take()!.name, 'bg1');
  });

  it('given a retried job when put back then it runs before its organisation’s others, even with a full queue', () => {
    const q = new FairQueue<J>({ slots: 1, maxQueuedPerOrg: 1 });
    q.push(job('A', 'A1'));
    const a1 = q.take()!;
    q.push(job('A', 'A2'));
    q.done(a1);
    q.pushFront(a1);
    assert.equal(q.size, 2);
    assert.equal(q.take()!.name, 'A1');
  });

  it('given waiting jobs when drained then all are returned and the queue is empty', () => {
    const q = new FairQueue<J>({ slots: 1, maxQueuedPerOrg: 4 });
    q.push(job('A', 'A1'));
    q.push(job('B', 'bg', 'background'));
    assert.deepEqual(
      q
        .drain()
        .map((j) => j.name)
        .sort(),
      ['A1', 'bg'],
    );
    assert.equal(q.take(), undefined);
  });
});
