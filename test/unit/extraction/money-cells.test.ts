import assert from 'node:assert/strict';
import type { Line, Word } from '../../../src/extraction/layout';
import { moneyCells } from '../../../src/extraction/money-cells';

/** Words placed left to right at the given x, one baseline. */
function line(parts: Array<[string, number]>): Line {
  const words: Word[] = parts.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 5, y: 100, size: 10 }));
  return { page: 1, y: 100, size: 10, words, text: words.map((w) => w.text).join(' ') };
}

describe('extraction/money-cells: moneyCells', () => {
  it('given a balance with its marker in brackets when read then the marker stays with the figure', () => {
    const cells = moneyCells(
      line([
        ['30-06-2022', 10],
        ['Interest', 80],
        ['3.00', 300],
        ['397.73(Cr)', 400],
      ]),
    );
    assert.deepEqual(
      cells.map((c) => [c.words.map((w) => w.text).join(' '), c.money]),
      [
        ['3.00', { minor: 300, marker: null }],
        ['397.73(Cr)', { minor: 39773, marker: 'cr' }],
      ],
    );
  });

  it('given an overdrawn balance marked [DR] when read then it is negative', () => {
    const cells = moneyCells(
      line([
        ['Fee', 10],
        ['12.00', 300],
        ['1,200.00', 400],
        ['[DR]', 445],
      ]),
    );
    assert.deepEqual(cells[cells.length - 1]!.money, { minor: -120000, marker: 'dr' });
  });
});
