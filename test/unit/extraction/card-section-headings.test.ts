import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { headingSign } from '../../../src/extraction/section-status';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe('extraction: a card statement printed in sections headed "PURCHASE" and "FEES CHARGED"', () => {
  it('given the singular and "charged" headings when read then they are section headings, not row text', () => {
    assert.equal(headingSign('PURCHASE'), 'debit');
    assert.equal(headingSign('FEES CHARGED'), 'debit');
    assert.equal(headingSign('Purchase of shares'), undefined);
  });

  // A heading printed just above a dated row was read as that row's wrapped text: its date cell became
  // "FEES CHARGED 01/20", the row took the previous row's date and, being "undated", let the period's
  // fee total below the last row be kept as a row too.
  // Section headings print larger than the rows.
  const heading = (y: number, text: string) => [item(26, y, text, 11)];
  const r = (y: number, d: string, desc: string, a: string) => row(y, [27, d], [112, desc], [490, a, 'right']);
  const lines = [
    row(40, [26, 'EXAMPLE CARD SERVICES']),
    row(52, [26, 'Credit card statement']),
    row(64, [26, 'Opening/Closing Date 01/10/26 - 02/09/26']),
    row(76, [26, 'Previous Balance'], [300, '$0.00']),
    row(88, [26, 'New Balance'], [300, '$62.55']),
    row(100, [26, 'ACCOUNT ACTIVITY']),
    row(117, [37, 'Date of']),
    row(
      129,
      [29, 'Transaction'],
      [182, 'Merchant'],
      [216, 'Name'],
      [235, 'or'],
      [246, 'Transaction'],
      [291, 'Description'],
      [452, '$'],
      [460, 'Amount'],
    ),
    heading(143, 'PAYMENTS AND OTHER CREDITS'),
    r(156, '01/16', 'Payment Thank You-Mobile', '-40.00'),
    heading(176, 'PURCHASE'),
    r(189, '01/11', 'CINEMA CITY', '12.84'),
    r(202, '01/19', 'BOOK SHOP VANCOUVER BC', '24.41'),
    row(212, [115, '01/20 CANADIAN DOLLAR']),
    row(222, [126, '33.89 X 0.720271466 (EXCHG RATE)']),
    r(237, '02/03', 'CORNER CAFE', '64.06'),
    heading(257, 'FEES CHARGED'),
    r(271, '01/20', 'FOREIGN TRANSACTION FEE', '.73'),
    row(280, [113, 'BOOK SHOP VANCOUVER BC $24.41']),
    r(297, '01/21', 'FOREIGN TRANSACTION FEE', '.51'),
    row(306, [113, 'CORNER CAFE $64.06']),
    row(319, [138, 'TOTAL FEES FOR THIS PERIOD'], [490, '$1.24', 'right']),
  ];

  it('given such a statement when extracted then each fee keeps its own date, the fee total is no row, and the rows reach the new balance', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2026-01-11', 12.84, 'debit', -12.84],
      ['2026-01-16', 40, 'credit', 27.16],
      ['2026-01-19', 24.41, 'debit', 2.75],
      ['2026-01-20', 0.73, 'debit', 2.02],
      ['2026-01-21', 0.51, 'debit', 1.51],
      ['2026-02-03', 64.06, 'debit', -62.55],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
