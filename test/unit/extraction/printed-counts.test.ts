import assert from 'node:assert/strict';
import type { Line, Word } from '../../../src/extraction/layout';
import { printedTotals } from '../../../src/extraction/summary-lines';

function line(y: number, text: string): Line {
  let x = 40;
  const words: Word[] = text.split(' ').map((t) => {
    const w = { text: t, x0: x, x1: x + t.length * 5, y, size: 10 };
    x = w.x1 + 5;
    return w;
  });
  return { page: 1, y, size: 10, words, text };
}

describe('extraction/summary-lines: printed transaction counts', () => {
  it('given a count label followed by an amount, then the amount is not read as the count', () => {
    const totals = printedTotals([[line(100, 'Total Withdrawal Amount 543 No. of Transactions 193,642.34(Dr)')]]);
    assert.deepEqual(
      totals.filter((t) => t.kind === 'count'),
      [],
    );
  });

  it('given a count label followed by a whole number, then it is the count', () => {
    const totals = printedTotals([[line(100, 'Number of transactions: 42')]]);
    assert.deepEqual(
      totals.filter((t) => t.kind === 'count').map((t) => t.value),
      [42],
    );
  });
});
