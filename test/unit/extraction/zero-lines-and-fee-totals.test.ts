import assert from 'node:assert/strict';
import { interpretRows } from '../../../src/extraction/entries';
import type { RawRow } from '../../../src/extraction/rows';

const raw = (y: number, text: RawRow['text']): RawRow => ({ page: 1, y, text, section: null });

describe('extraction/entries: lines read from a table that move no money', () => {
  it('given a fees total and a rate-table line of zeros without dates, then neither becomes an entry', () => {
    const entries = interpretRows([
      raw(100, { date: '01/20', description: 'FOREIGN TRANSACTION FEE', amount: '.73' }),
      raw(112, { date: '01/21', description: 'FOREIGN TRANSACTION FEE', amount: '.51' }),
      raw(124, { description: 'TOTAL FEES FOR THIS PERIOD', amount: '$1.24' }),
      raw(136, { description: 'Purchases 25.24%(v)(d) -0-', amount: '-0-' }),
    ]);
    assert.deepEqual(
      entries.map((e) => [e.description, e.signed]),
      [
        ['FOREIGN TRANSACTION FEE', 73],
        ['FOREIGN TRANSACTION FEE', 51],
      ],
    );
  });

  it('given a dated row of zeros (a no-charge posting), then it stays', () => {
    const entries = interpretRows([
      raw(100, { date: '01/20', description: 'M-Shwari Lock Withdraw', debit: '0.00', credit: '0.00', balance: '10.00' }),
    ]);
    assert.equal(entries.length, 1);
  });

  it('given subtotal lines printed in parentheses under each card section, then they are totals, not rows', () => {
    const entries = interpretRows([
      raw(100, { date: '21 Mar', description: 'C*PAPACHINOS CLEARWATE', amount: '473,00' }),
      raw(112, { date: '27 Mar', description: 'C*BELL & ROGERS', amount: '612,00' }),
      raw(124, { description: '(Subtotal)', amount: '1 085,00' }),
      raw(136, { date: '30 Mar', description: '[Sub-total]', amount: '1 085,00' }),
    ]);
    assert.deepEqual(
      entries.map((e) => e.description),
      ['C*PAPACHINOS CLEARWATE', 'C*BELL & ROGERS'],
    );
  });

  it('given a daily-balance grid of dated zeros without narration or balance, then it moves no money', () => {
    const entries = interpretRows([
      raw(100, { date: '9/30', description: 'Transfer to DDA', amount: '7,778.56-' }),
      raw(112, { date: '9/03', description: '', amount: '.00' }),
      raw(124, { date: '9/04', amount: '.00' }),
    ]);
    assert.deepEqual(
      entries.map((e) => [e.description, e.signed]),
      [['Transfer to DDA', -777856]],
    );
  });
});
