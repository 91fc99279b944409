import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

/** A right-aligned money cell when the row prints one. */
const opt = (x: number, v: string | null): Cell[] => (v ? [[x, v, 'right']] : []);

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description.split(' ')[0], t.amount, t.type]);

/**
 * A card report (German): purchase date on the left, booking date on the right, an original-currency
 * "Betrag" column, debits and credits in their own columns, no balance anywhere, and a closing
 * "Total Kartenbuchungen" line printing the net, the debits and the credits.
 */
describe('extraction: card report with purchase and booking dates and a totals line', () => {
  const address = (): PdfTextItem[][] => [row(30, [380, 'EXAMPLE CARDS AG']), row(42, [380, 'Musterstrasse 35']), row(54, [380, '8000 Zuerich'])];
  const header = (y: number) =>
    row(
      y,
      [30, 'Einkauf'],
      [90, 'Buchungstext'],
      [330, 'Betrag', 'right'],
      [400, 'Belastung', 'right'],
      [470, 'Gutschrift', 'right'],
      [490, 'Buchung'],
    );
  const r = (y: number, d: string, text: string, fx: string | null, debit: string | null, credit: string | null, booked: string): PdfTextItem[][] => [
    row(y, [30, d], [90, text], ...opt(330, fx), ...opt(400, debit), ...opt(470, credit), [490, booked]),
    row(y + 10, [90, '5101 00XX XXXX 0000, A HOLDER']),
  ];
  const doc = (total = ['59.96', '89.61', '29.65'], laterHeader = true) =>
    pdfText(
      page(1, [
        ...address(),
        row(80, [30, 'Auswertungen 01.01.2025 - 31.03.2025']),
        header(95),
        ...r(115, '15.03.2025', 'Online Store', 'EUR 9.99', 'CHF 9.36', null, '17.03.2025'),
        ...r(140, '26.02.2025', 'LSV-ZAHLUNG', null, null, 'CHF 29.65', '27.02.2025'),
        ...r(165, '20.02.2025', 'Pharmacy', null, 'CHF 20.00', null, '24.02.2025'),
      ]),
      page(2, [
        ...address(),
        ...(laterHeader ? [row(80, [30, 'Auswertungen 01.01.2025 - 31.03.2025']), header(95)] : []),
        ...r(115, '05.01.2025', 'Hotel', 'USD 27.03', 'CHF 22.27', null, '07.01.2025'),
        ...r(140, '02.01.2025', 'Cloud', null, 'CHF 37.98', null, '03.01.2025'),
        row(180, [90, 'Total pro Währung'], [490, 'Total']),
        row(195, [90, 'Total Kartenbuchungen'], [300, 'CHF'], [330, total[0]!, 'right'], [400, total[1]!, 'right'], [470, total[2]!, 'right']),
      ]),
    );

  it('given a purchase date left and a booking date right when extracted then each row is dated by its purchase', () => {
    const s = extractStatement(doc());
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2025-01-02', '2025-01-05', '2025-02-20', '2025-02-26', '2025-03-15'],
    );
  });
  it('given a closing "Total Kartenbuchungen" line when extracted then it is no row and no address figure becomes one', () => {
    const s = extractStatement(doc());
    assert.deepEqual(brief(s), [
      ['2025-01-02', 'Cloud', 37.98, 'debit'],
      ['2025-01-05', 'Hotel', 22.27, 'debit'],
      ['2025-02-20', 'Pharmacy', 20, 'debit'],
      ['2025-02-26', 'LSV-ZAHLUNG', 29.65, 'credit'],
      ['2025-03-15', 'Online', 9.36, 'debit'],
    ]);
  });
  it('given a later page that prints the letterhead but no header when extracted then the letterhead figure is no row', () => {
    const s = extractStatement(doc(undefined, false));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount]),
      [
        ['2025-01-02', 37.98],
        ['2025-01-05', 22.27],
        ['2025-02-20', 20],
        ['2025-02-26', 29.65],
        ['2025-03-15', 9.36],
      ],
    );
  });
  it('given no balance and a bare total whose figures are read by position when only one of them agrees then the verdict is not reconciled', () => {
    // Debits 89.61 agree with the first figure, the second (119.26) is no credit total: nothing proven.
    const s = extractStatement(doc(['89.61', '119.26', '29.65']));
    assert.equal(s.reconciliation.verdict, 'unverified');
    assert.deepEqual(s.reconciliation.totals, []);
  });
  it('given no balance and a bare total whose figures agree with the debits and the credits then the verdict is reconciled', () => {
    const s = extractStatement(doc(['89.61', '29.65', '59.96']));
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction: a balance brought forward at the top of every page', () => {
  it('given "Balance brought forward" printed at the same place on each page above the rows when extracted then it still opens the table', () => {
    const r = (y: number, d: string, text: string, a: string, bal: string) => row(y, [40, d], [110, text], [430, a, 'right'], [530, bal, 'right']);
    const head = (y: number) => row(y, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [530, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'EXAMPLE BANK']),
          row(60, [40, 'Statement period 01/03/2025 to 31/03/2025']),
          head(90),
          row(105, [110, 'Balance brought forward'], [530, '1,000.00', 'right']),
          r(120, '02/03/2025', 'Salary', '500.00', '1,500.00'),
          r(135, '05/03/2025', 'Rent', '-300.00', '1,200.00'),
        ]),
        page(2, [
          row(30, [40, 'EXAMPLE BANK']),
          row(60, [40, 'Statement period 01/03/2025 to 31/03/2025']),
          head(90),
          row(105, [110, 'Balance brought forward'], [530, '1,200.00', 'right']),
          r(120, '09/03/2025', 'Shop', '-50.00', '1,150.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2025-03-02', 500, 'credit', 1500],
        ['2025-03-05', 300, 'debit', 1200],
        ['2025-03-09', 50, 'debit', 1150],
      ],
    );
    assert.equal(s.reconciliation.opening_balance.printed, 1000);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
