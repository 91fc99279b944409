import assert from 'node:assert/strict';
import { pageLines } from '../../../src/extraction/layout';
import { numericClusters } from '../../../src/extraction/numeric-columns';
import { item, page } from '../../helpers/pdf-text';

/** A right-aligned figure ending at x, and a marker word printed after it. */
const right = (x: number, y: number, text: string) => item(x - text.length * 4.4, y, text);

describe('extraction/numeric-columns: one column whose values end on two edges', () => {
  it('given balances some of which carry a Cr marker after the figure, then they form one numeric column beside the amounts', () => {
    const rows = [
      ['1,439.00', '985.28', true],
      ['54.90', '930.38', true],
      ['250.00', '680.38', true],
      ['400.00', '280.38', true],
      ['360.00', '328.12', false],
      ['50.00', '378.12', false],
      ['199.00', '577.12', false],
    ] as const;
    const items = rows.flatMap(([amount, balance, cr], i) => {
      const y = 100 + i * 12;
      return [item(30, y, '21 Jul'), item(80, y, 'POS Purchase'), right(434, y, amount), right(515, y, balance), ...(cr ? [item(517, y, 'Cr')] : [])];
    });
    const lines = pageLines(page(1, [items]));
    const clusters = numericClusters(lines);
    assert.equal(clusters.length, 2, JSON.stringify(clusters));
    assert.deepEqual(
      clusters.map((c) => c.count),
      [7, 7],
    );
  });
});
