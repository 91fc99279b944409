import assert from 'node:assert/strict';
import { fnv1a64 } from '../../../src/analysis/fingerprint';

/** FNV-1a 64 as its definition states it, with BigInt arithmetic: the reference the limb version must equal. */
function reference(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

describe('fnv1a64', () => {
  it('gives the published FNV-1a 64 values for ASCII text', () => {
    assert.equal(fnv1a64(''), 'cbf29ce484222325');
    assert.equal(fnv1a64('a'), 'af63dc4c8601ec8c');
    assert.equal(fnv1a64('foobar'), '85944171f73967e8');
  });

  it('equals the BigInt definition over UTF-16 code units, for any text (fingerprints stay what they were)', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0);
    for (let n = 0; n < 300; n++) {
      const length = next() % 200;
      let text = '';
      // ASCII, Latin, CJK, lone and paired surrogates, the extremes.
      for (let i = 0; i < length; i++) text += String.fromCharCode([next() % 128, next() % 0x800, next() % 0x10000, 0xffff, 0][next() % 5]!);
      assert.equal(fnv1a64(text), reference(text), JSON.stringify(text));
    }
    const statement = JSON.stringify(['0123456789', '2024-01-01', '2024-01-31', [['2024-01-02', 'debit', '12.50', '100.00', 'KES • Mpesa']]]);
    assert.equal(fnv1a64(statement), reference(statement));
  });
});
