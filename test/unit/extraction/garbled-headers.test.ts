import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const r = (y: number, trans: string, post: string, desc: string, amount: string) =>
  row(y, [48, trans], [92, post], [136, desc], [560, amount, 'right']);

describe('extraction/garbled-headers (a header misread on the first page, legible on a later one)', () => {
  it('given a card whose first-page header OCR misread ("rans pon Description Amount") and whose second page prints it whole when extracted then the first page\'s rows are read under it', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [56, 'Opening/Closing Date 12/15/25 - 01/14/26']),
          row(60, [56, 'Previous Balance'], [260, '1,842.17']),
          // OCR misread the new balance (1,731.23): nothing reconciles, so no other reading can prove itself.
          row(72, [56, 'New Balance'], [260, '1,781.23']),
          row(84, [56, 'Credit Limit'], [260, '12,500.00'], [324, 'Minimum Payment Due'], [528, '$48.12']),
          row(100, [48, 'rans'], [92, 'pon'], [136, 'Description'], [533, 'Amount']),
          r(120, '12/22', '12/22', 'PAYMENT - THANK YOU', '-200.00'),
          r(134, '12/18', '12/18', 'MENARDS PEORIA IL', '56.84'),
          r(148, '12/20', '12/21', 'AMAZON MKTPL', '29.89'),
        ]),
        page(2, [
          row(40, [48, 'Trans'], [92, 'Post']),
          row(50, [48, 'Date'], [92, 'Date'], [136, 'Description'], [533, 'Amount']),
          r(70, '01/09', '01/10', 'HOME DEPOT #1907', '114.73'),
          r(84, '01/12', '01/13', 'APPLE.COM/BILL', '8.81'),
          r(98, '01/13', '01/13', 'RETURN TARGET', '-121.21'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2025-12-18', 56.84, 'debit'],
        ['2025-12-20', 29.89, 'debit'],
        ['2025-12-22', 200, 'credit'],
        ['2026-01-09', 114.73, 'debit'],
        ['2026-01-12', 8.81, 'debit'],
        ['2026-01-13', 121.21, 'credit'],
      ],
    );
    assert.equal(s.reconciliation.reading?.table, 'labelled header');
    assert.equal(Math.abs(s.reconciliation.closing_balance.computed ?? 0), 1731.23);
  });
});
