import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const r = (y: number, date: string, desc: string, amount: string) => row(y, [40, date], [100, desc], [520, amount, 'right']);

/** A card statement without a running balance: one header, rows grouped per card with unlabelled subtotals. */
function cardStatement(body: PdfTextItem[][]): ReturnType<typeof pdfText> {
  return pdfText(
    page(1, [
      row(40, [40, 'EXAMPLE CARD SERVICES']),
      row(55, [40, 'Credit card statement'], [300, 'Statement date: 05 Feb 2024']),
      row(67, [40, 'Minimum payment due: 25.00'], [300, 'Payment due date: 20 Feb 2024']),
      row(90, [40, 'Date'], [100, 'Description'], [520, 'Amount', 'right']),
      ...body,
    ]),
  );
}

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type]);

describe('extraction/subtotal-rows: unlabelled subtotals, foreign-amount details and later instalments', () => {
  it('given per-card subtotals and a grand total printed without a Total label when extracted then they are no rows and a warning names them', () => {
    const s = extractStatement(
      cardStatement([
        r(105, '10/01/2024', 'GROCER ONE', '20.00'),
        r(117, '11/01/2024', 'FUEL STATION', '30.00'),
        r(129, '12/01/2024', 'BOOKSHOP', '50.00'),
        r(141, '', 'Purchases on card ending 1111', '100.00'),
        r(153, '13/01/2024', 'PHARMACY', '5.00'),
        r(165, '14/01/2024', 'CINEMA', '7.00'),
        r(177, '15/01/2024', 'BAKERY', '8.00'),
        r(189, '', 'Purchases on card ending 2222', '20.00'),
        r(201, '', 'Purchases this statement', '120.00'),
      ]),
    );
    assert.deepEqual(brief(s), [
      ['2024-01-10', 20, 'debit'],
      ['2024-01-11', 30, 'debit'],
      ['2024-01-12', 50, 'debit'],
      ['2024-01-13', 5, 'debit'],
      ['2024-01-14', 7, 'debit'],
      ['2024-01-15', 8, 'debit'],
    ]);
    assert.ok(s.reconciliation.warnings.some((w) => /3 undated lines adding up the rows above are subtotals/.test(w)));
  });

  it('given an undated fee that happens to equal the two rows above when extracted then it stays a row (two rows summing to a third is chance)', () => {
    const s = extractStatement(
      cardStatement([
        r(105, '10/01/2024', 'GROCER ONE', '20.00'),
        r(117, '11/01/2024', 'FUEL STATION', '30.00'),
        r(129, '', 'Service fee', '50.00'),
        r(141, '12/01/2024', 'BOOKSHOP', '9.00'),
      ]),
    );
    assert.equal(s.transactions.length, 4);
  });

  it('given a line under a foreign purchase that repeats its amount beside the currency code when extracted then it is no row', () => {
    const s = extractStatement(
      cardStatement([
        r(105, '10/01/2024', 'GROCER ONE', '20.00'),
        r(117, '15/01/2024', 'ONLINE COURSE INC.', '42.83'),
        row(127, [100, 'BOSTON'], [300, '8.30'], [340, 'USD'], [520, '8.30', 'right']),
        r(139, '16/01/2024', 'BOOKSHOP', '9.00'),
      ]),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.amount),
      [20, 42.83, 9],
    );
  });

  for (const heading of ['Compras parceladas - próximas faturas', 'Future instalments']) {
    it(`given rows under "${heading}" when extracted then they are set aside with the heading as their status`, () => {
      const s = extractStatement(
        cardStatement([
          r(105, '10/01/2024', 'GROCER ONE', '20.00'),
          r(117, '11/01/2024', 'FURNITURE 01/03', '300.00'),
          row(135, [40, heading]),
          r(150, '11/01/2024', 'FURNITURE 02/03', '300.00'),
          r(162, '11/01/2024', 'FURNITURE 03/03', '300.00'),
        ]),
      );
      assert.deepEqual(
        s.transactions.map((t) => t.amount),
        [20, 300],
      );
      assert.deepEqual(
        s.reconciliation.excluded_rows.map((e) => e.status),
        [heading, heading],
      );
    });
  }
});

describe('extraction/entries: an undated row whose narration starts in the date column', () => {
  it('given a fee printed without a date whose first word stands in the date column when extracted then the word starts its narration', () => {
    const s = extractStatement(
      cardStatement([
        r(105, '15/01/2024', 'ONLINE COURSE INC.', '42.83'),
        row(117, [40, 'Foreign'], [100, 'transaction fee'], [520, '1.86', 'right']),
        r(129, '16/01/2024', 'BOOKSHOP', '9.00'),
      ]),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.description, t.amount]),
      [
        ['2024-01-15', 'ONLINE COURSE INC.', 42.83],
        ['2024-01-15', 'Foreign transaction fee', 1.86],
        ['2024-01-16', 'BOOKSHOP', 9],
      ],
    );
  });
});
