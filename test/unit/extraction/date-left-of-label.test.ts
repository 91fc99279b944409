import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A report engine that pads a row's number and date cells apart from its other cells prints them a few
 * points under the row's figures and sets the "Date" label right of the dates, over the gap before the
 * narration; its "Dr / Cr" marker labels print with a spaced slash.
 */
const HEADER = (y: number) =>
  row(
    y,
    [50, 'Sl. No.'],
    [146, 'Date'],
    [267, 'Description'],
    [387, 'Chq / Ref number'],
    [576, 'Amount', 'right'],
    [634, 'Dr'],
    [646, '/'],
    [656, 'Cr'],
    [756, 'Balance', 'right'],
    [809, 'Dr'],
    [821, '/'],
    [831, 'Cr'],
  );

/** One row: figures on `y`, the row number and date `offset` points lower, the narration wrapped below. */
const entry = (y: number, offset: number, n: string, date: string, desc: string, amount: string, dc: string, balance: string) => [
  row(y, [228, desc], [383, `REF-${n}00${n}`], [581, amount, 'right'], [641, dc], [757, balance, 'right'], [816, 'CR']),
  row(y + offset, [44, n], [85, date]),
  row(y + 12, [228, 'SHOP/123/UPI']),
];

function statement(offset: number) {
  return pdfText(
    page(
      1,
      [
        row(40, [30, 'Account Statement']),
        row(55, [30, 'Period From 01/08/2021 To 25/08/2021']),
        HEADER(90),
        ...entry(105, offset, '1', '24/08/2021', 'UPI/EXCELL', '100.00', 'DR', '1,000.00'),
        ...entry(140, offset, '2', '23/08/2021', 'MB:RECEIVED', '500.00', 'CR', '1,100.00'),
        ...entry(175, offset, '3', '22/08/2021', 'UPI/GROCER', '30.00', 'DR', '600.00'),
        ...entry(210, offset, '4', '21/08/2021', 'UPI/PHARMACY', '80.00', 'DR', '630.00'),
      ],
      [864, 842],
    ),
  );
}

const EXPECTED = [
  ['2021-08-21', 'debit', 80, 630],
  ['2021-08-22', 'debit', 30, 600],
  ['2021-08-23', 'credit', 500, 1100],
  ['2021-08-24', 'debit', 100, 1000],
];

describe('extraction: a row whose date prints left of its label, a few points off its figures', () => {
  for (const offset of [0, 4, 5])
    it(`given the row number and date ${offset} pt under the figures and "Date" set right of them when extracted then every row is dated, signed by its Dr / Cr marker and chained by the labelled header`, () => {
      const s = extractStatement(statement(offset));
      assert.deepEqual(
        s.transactions.map((t) => [t.date, t.type, t.amount, t.balance]),
        EXPECTED,
      );
      assert.equal(s.reconciliation.verdict, 'reconciled');
      assert.equal(s.reconciliation.reading?.table, 'labelled header');
    });

  it('given rows dated under their "Date" label and one rate line whose row-number cell also prints a date when extracted then the rate line is no row', () => {
    const H = row(90, [40, 'No.'], [100, 'Date'], [200, 'Description'], [420, 'Amount', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, n: string, d: string, desc: string, a: string, b: string) =>
      row(y, [40, n], [100, d], [200, desc], [420, a, 'right'], [520, b, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Statement 01/08/2021 to 31/08/2021']),
          H,
          r(105, '1', '02/08/2021', 'Salary', '1,000.00', '1,000.00'),
          r(117, '2', '05/08/2021', 'Grocer', '-50.00', '950.00'),
          row(129, [40, '3 14/08/2021'], [200, 'Interest 0,35% rate'], [420, '0.22', 'right']),
          r(141, '4', '20/08/2021', 'Fuel', '-40.00', '910.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.balance]),
      [
        ['2021-08-02', 1000, 1000],
        ['2021-08-05', 50, 950],
        ['2021-08-20', 40, 910],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
