import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Sealer } from '../../../src/crypto/sealer';

describe('Sealer', () => {
  it('opens what it sealed, bound to its additional data; a tampered or foreign value is refused', () => {
    const sealer = new Sealer(randomBytes(32));
    const sealed = sealer.sealBytes(Buffer.from('statement'), 'task/a/result.json');
    assert.equal(sealer.openBytes(sealed, 'task/a/result.json').toString(), 'statement');
    assert.throws(() => sealer.openBytes(sealed, 'task/b/result.json'));
    assert.throws(() => new Sealer(randomBytes(32)).openBytes(sealed, 'task/a/result.json'));
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    assert.throws(() => sealer.openBytes(tampered, 'task/a/result.json'));
    assert.equal(sealer.open(sealer.seal('pw', 'x'), 'x'), 'pw');
  });

  it('a derived sub-key is the same for the same purpose, from this sealer or a new one with the key, however many were derived between', () => {
    const key = randomBytes(32);
    const sealer = new Sealer(key);
    const sealed = sealer.derive('task:1').sealBytes(Buffer.from('one'), 'k');
    for (let i = 0; i < 2000; i++) sealer.derive(`task:other-${i}`); // past the sub-keys it keeps
    assert.equal(sealer.derive('task:1').openBytes(sealed, 'k').toString(), 'one');
    assert.equal(new Sealer(key).derive('task:1').openBytes(sealed, 'k').toString(), 'one');
    assert.throws(() => sealer.derive('task:2').openBytes(sealed, 'k'), 'another purpose cannot open it');
    assert.throws(() => sealer.openBytes(sealed, 'k'), 'nor the parent key');
  });
});
