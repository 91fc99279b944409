import assert from 'node:assert/strict';
import { joinBrokenNumbers } from '../../../src/extraction/broken-numbers';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { Line, Word } from '../../../src/extraction/layout';
import { page, pdfText, row } from '../../helpers/pdf-text';

const word = (text: string, x0: number, x1: number, y: number): Word => ({ text, x0, x1, y, size: 8 });
const line = (y: number, ...words: Word[]): Line => ({ words, text: words.map((w) => w.text).join(' '), y, page: 1, size: 8 });

describe('extraction: a figure wrapped after its decimal separator in a narrow cell', () => {
  it('given "3,00,000." over "00" ending at the same edge when joined then it is one figure and the line below keeps its narration', () => {
    const out = joinBrokenNumbers([
      line(100, word('Transfer', 100, 140, 100), word('3,00,000.', 437, 467, 100), word('3,18,795.', 475, 505, 100)),
      line(107, word('Loan', 100, 120, 107), word('00', 459, 467, 107), word('93', 496, 505, 107)),
    ]);
    assert.deepEqual(
      out.map((l) => l.text),
      ['Transfer 3,00,000.00 3,18,795.93', 'Loan'],
    );
  });
  it('given digits below that do not end under the figure, or a figure that is whole, when joined then nothing moves', () => {
    const lines = [
      line(100, word('3,00,000.', 437, 467, 100), word('1,500.00', 475, 505, 100)),
      line(107, word('00', 440, 448, 107), word('93', 496, 505, 107)),
    ];
    assert.deepEqual(
      joinBrokenNumbers(lines).map((l) => l.text),
      ['3,00,000. 1,500.00', '00 93'],
    );
  });
  it('given rows whose amounts and balances wrap their decimals when extracted then every amount is whole and the balances chain', () => {
    const text = pdfText(
      page(1, [
        row(60, [40, 'Date'], [110, 'Narration'], [300, 'Debit'], [360, 'Credit'], [430, 'Balance']),
        row(80, [40, '01/02/2024'], [110, 'Opening'], [470, '5,00,000.50', 'right']),
        row(95, [40, '02/02/2024'], [110, 'Loan repayment'], [335, '3,00,000.', 'right'], [470, '2,00,000.', 'right']),
        row(102, [110, 'to account'], [335, '00', 'right'], [470, '50', 'right']),
        row(117, [40, '03/02/2024'], [110, 'Salary'], [400, '1,25,000.', 'right'], [470, '3,25,000.', 'right']),
        row(124, [400, '25', 'right'], [470, '75', 'right']),
        row(139, [40, '04/02/2024'], [110, 'Rent'], [335, '25,000.00', 'right'], [470, '3,00,000.75', 'right']),
      ]),
    );
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.filter((t) => t.amount > 0).map((t) => [t.type, t.amount, t.balance]),
      [
        ['debit', 300000, 200000.5],
        ['credit', 125000.25, 325000.75],
        ['debit', 25000, 300000.75],
      ],
    );
    assert.deepEqual(s.reconciliation.balance_breaks, []);
  });
});
