import assert from 'node:assert/strict';
import { mapInOrder } from '../../../src/http/in-order';

/** A call that settles only when the test says so, to observe how many run at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('http/mapInOrder (combined files extracted side by side)', () => {
  it('given four items and a limit of two when mapped then two run at once and the results keep the items’ order', async () => {
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const done = mapInOrder([10, 20, 30, 40], 2, async (v, i) => {
      started.push(i);
      most = Math.max(most, ++running);
      await gates[i]!.opened;
      running--;
      return v + 1;
    });
    await new Promise(setImmediate);
    assert.deepEqual(started, [0, 1]);
    gates[1]!.open(); // the second finishes first: the third starts, the order of results is kept
    await new Promise(setImmediate);
    assert.deepEqual(started, [0, 1, 2]);
    gates.forEach((g) => g.open());
    assert.deepEqual(await done, [11, 21, 31, 41]);
    assert.equal(most, 2);
  });

  it('given two failing items when mapped then the lowest index’s error, and nothing after a failure is started', async () => {
    const started: number[] = [];
    const g = gate();
    const done = mapInOrder([0, 1, 2, 3, 4], 2, async (_v, i) => {
      started.push(i);
      if (i === 1) throw new Error('files[1]');
      if (i === 0) {
        await g.opened;
        throw new Error('files[0]');
      }
      return i;
    });
    await new Promise(setImmediate);
    g.open();
    await assert.rejects(done, /files\[0\]/);
    assert.deepEqual(started, [0, 1]);
  });

  it('given one item when mapped then it runs alone', async () => {
    assert.deepEqual(await mapInOrder(['a'], 4, async (v) => v.toUpperCase()), ['A']);
  });
});
