import assert from 'node:assert/strict';
import { parseMoney } from '../../../src/extraction/amounts';

describe('extraction/amounts: parseMoney', () => {
  const cases: Array<[string, number, 'dr' | 'cr' | null]> = [
    ['1,234.56', 123456, null],
    ['1.234,56', 123456, null],
    ['1 234,56', 123456, null],
    ["1'234.56", 123456, null],
    ['1,234,567.89', 123456789, null],
    ['-1,234.56', -123456, null],
    ['(1,234.56)', -123456, null],
    ['1,234.56-', -123456, null],
    ['1,234.56 DR', -123456, 'dr'],
    ['1,234.56dr', -123456, 'dr'],
    ['1,234.56 Cr', 123456, 'cr'],
    ['KES 1,234.56', 123456, null],
    ['₦1,234.56', 123456, null],
    ['$1,234.56', 123456, null],
    ['KSh 5.00', 500, null],
    ['USD1,000.00', 100000, null],
    ['0.00', 0, null],
    ['1,000', 100000, null],
    ['12,50', 1250, null],
  ];
  for (const [text, minor, marker] of cases) {
    it(`given "${text}" when parsed then it is ${minor} minor units (${marker ?? 'no marker'})`, () => {
      assert.deepEqual(parseMoney(text), { minor, marker });
    });
  }

  it('given fillers when parsed then they are blank', () => {
    for (const f of ['', ' ', '-', '—', 'nil', 'N/A']) assert.equal(parseMoney(f), 'blank', f);
  });

  it('given words when parsed then they are not money', () => {
    for (const w of ['Completed', 'DR', 'abc 12', '12/01/2024']) assert.equal(parseMoney(w), null, w);
  });
});
