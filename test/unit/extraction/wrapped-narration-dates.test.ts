import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A card payment's narration wraps its own transaction date ("Card Payment to Shop On" over "18 Dec")
 * under the row, where the description starts: it stays narration, never a heading that re-dates the
 * rows below it (a real UK current account, dates printed once per day).
 */
describe('extraction: a date wrapped inside a narration', () => {
  it('given "18 Dec" alone under a row where its description starts when extracted then the next rows keep the date printed in the date column', () => {
    const H = row(100, [40, 'Date'], [110, 'Description'], [330, 'Money out', 'right'], [420, 'Money in', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, desc: string, out: string, bal?: string) =>
      row(y, [110, desc], [330, out, 'right'], ...(bal ? [[520, bal, 'right'] as [number, string, 'right']] : []));
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Statement period 19 Dec 2023 to 18 Jan 2024']),
          H,
          row(115, [40, '19 Dec'], [110, 'Start balance'], [520, '100.00', 'right']),
          row(127, [40, '19 Dec'], [110, 'Card Payment to Shop On'], [330, '7.99', 'right']),
          row(139, [110, '18 Dec']),
          r(151, 'Cash Machine Withdrawal', '30.00', '62.01'),
          row(163, [40, '20 Dec'], [110, 'Card Payment to Market On'], [330, '2.01', 'right'], [520, '60.00', 'right']),
          row(175, [110, '19 Dec']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2023-12-19', 7.99, 'debit'],
        ['2023-12-19', 30, 'debit'],
        ['2023-12-20', 2.01, 'debit'],
      ],
    );
    assert.match(s.transactions[0]!.description, /On 18 Dec$/);
  });
});
