import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

/**
 * A word processor's table whose last cell wrapped: each row prints its dates, narration and amount,
 * and its balance alone on the line below, at the table's left edge rather than under "Balance". Two
 * credits print their figure right of the "Credit" label, where the balance column starts.
 */
const header = [
  row(100, [40, 'Value'], [90, 'Post'], [150, 'Details'], [360, 'Debit', 'right'], [440, 'Credit', 'right'], [530, 'Balance', 'right']),
  row(110, [40, 'Date'], [90, 'Date']),
];
type Row = [date: string, details: string, debit: string, credit: string, balance: string];
const ROWS: Row[] = [
  ['03/02/24', 'RENT FEBRUARY', '1,200.00', '', '8,800.00Cr'],
  ['05/02/24', 'INTEREST', '', '2.50', '8,802.50Cr'],
  ['09/02/24', 'ATM WITHDRAWAL', '300.00', '', '8,502.50Cr'],
  ['12/02/24', 'CARD PAYMENT GROCER', '45.20', '', '8,457.30Cr'],
  ['20/02/24', 'REFUND', '', '7.70', '8,465.00Cr'],
  ['28/02/24', 'SERVICE CHARGE', '15.00', '', '8,450.00Cr'],
];
function table(rows: Row[]): PdfTextItem[][] {
  const out: PdfTextItem[][] = [row(30, [40, 'EXAMPLE BANK LIMITED']), row(45, [40, 'Statement From 01/02/2024 to 29/02/2024']), ...header];
  out.push(row(122, [150, 'BROUGHT FORWARD :'], [535, '10,000.00Cr', 'right']));
  rows.forEach(([date, details, debit, credit, balance], i) => {
    const y = 134 + 20 * i;
    out.push(
      row(
        y,
        [40, date],
        [90, date],
        [150, details],
        ...(debit ? [[360, debit, 'right'] as Cell] : []),
        ...(credit ? [[478, credit, 'right'] as Cell] : []),
      ),
    );
    out.push(row(y + 9, [40, balance]));
  });
  return out;
}

describe('extraction: balances printed on the line under their row', () => {
  it('given each balance alone at the left edge under its row, then every row takes it as its balance and the statement reconciles', () => {
    const s = extractStatement(pdfText(page(1, table(ROWS))));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.type, t.amount, t.balance]),
      [
        ['2024-02-03', 'debit', 1200, 8800],
        ['2024-02-05', 'credit', 2.5, 8802.5],
        ['2024-02-09', 'debit', 300, 8502.5],
        ['2024-02-12', 'debit', 45.2, 8457.3],
        ['2024-02-20', 'credit', 7.7, 8465],
        ['2024-02-28', 'debit', 15, 8450],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given one balance under its row that does not follow, then the break is listed and the rows are kept', () => {
    const edited = ROWS.map((r): Row => (r[1] === 'ATM WITHDRAWAL' ? [r[0], r[1], '350.00', r[3], r[4]] : r));
    const s = extractStatement(pdfText(page(1, table(edited))));
    assert.equal(s.transactions.length, 6);
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.ok(s.reconciliation.balance_breaks.some((b) => b.date === '2024-02-09'));
  });
});
