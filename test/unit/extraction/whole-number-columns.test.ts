import assert from 'node:assert/strict';
import type { Column } from '../../../src/extraction/columns';
import type { Line, Word } from '../../../src/extraction/layout';
import { numericClusters } from '../../../src/extraction/numeric-columns';

const CHAR = 4.4;
/** A word right-aligned at x. */
const right = (x: number, text: string, y: number): Word => ({ text, x0: x - text.length * CHAR, x1: x, y, size: 8 });
const line = (y: number, ...words: Word[]): Line => ({ page: 1, y, size: 8, words, text: words.map((w) => w.text).join(' ') });
const label = (role: Column['role'], text: string, x0: number, x1: number): Column => ({ role, label: text, x0, x1 }) as Column;

describe('extraction/numeric-columns: amount columns printed as whole numbers', () => {
  const rows = [
    ['30', '0.00', '1860.66'],
    ['110', '0.00', '1890.66'],
    ['2800', '0.00', '2020.66'],
    ['20', '0.00', '4820.66'],
  ].map(([debit, credit, balance], i) => line(115 + 15 * i, right(434, debit!, 0), right(495, credit!, 0), right(557, balance!, 0)));
  const labels = [label('debit', 'Debit Amount', 379, 431), label('credit', 'Credit Amount', 439, 495), label('balance', 'Balance', 513, 544)];

  it('given whole numbers lined up under a money label when clustered then they form that column', () => {
    const edges = numericClusters(rows, undefined, labels).map((c) => [Math.round(c.edge), c.count]);
    assert.deepEqual(edges, [
      [434, 4],
      [495, 4],
      [557, 4],
    ]);
  });

  it('given the same whole numbers under no money label when clustered then they make no column (a reference or count column)', () => {
    const others = [label('reference', 'Ref No', 379, 431), label('credit', 'Credit', 465, 495), label('balance', 'Balance', 513, 544)];
    const edges = numericClusters(rows, undefined, others).map((c) => Math.round(c.edge));
    assert.deepEqual(edges, [495, 557]);
  });

  it('given whole numbers on the edge of a column of decimal figures when clustered then they join it', () => {
    const mixed = [...rows, line(175, right(434, '0.97', 0), right(495, '0.00', 0), right(557, '1859.69', 0))];
    const debit = numericClusters(mixed).find((c) => Math.round(c.edge) === 434);
    assert.equal(debit?.count, 5);
  });
});
