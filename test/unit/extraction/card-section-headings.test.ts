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

describe('extraction: a section heading printed right under the table header', () => {
  it('given "Payments and Other Credits" under "Trans Date | Post Date | Reference | Description | Amount" when extracted then the heading is no part of the header and the reference numbers stay out of the narrations', () => {
    const r = (y: number, t: string, p: string, ref: string, desc: string, amt: string) =>
      row(y, [40, t], [95, p], [140, ref], [210, desc], [550, amt, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'NORTHWIND BANK'], [300, 'Platinum Rewards Visa Account Number: XXXX XXXX XXXX 4417']),
          row(52, [40, 'Billing Period: 11/18/2024 - 12/17/2024']),
          row(70, [300, 'Previous Balance'], [550, '$1,000.00', 'right']),
          row(82, [300, 'New Balance'], [550, '$1,055.52', 'right']),
          row(120, [40, 'Trans Date'], [95, 'Post Date'], [140, 'Reference'], [210, 'Description'], [550, 'Amount', 'right']),
          // The heading runs on under "Reference": stacked into the header, "Credits" would name that column.
          row(132, [40, 'Payments and Other Credits']),
          r(144, '11/29', '11/30', '4307', 'PAYMENT THANK YOU - WEB', '500.00 CR'),
          r(156, '12/03', '12/05', '5691', 'AMAZON.COM REFUND', '45.20 CR'),
          row(170, [40, 'Purchases and Adjustments']),
          r(182, '11/19', '11/19', '1359', 'DELTA AIR ATLANTA GA', '401.86'),
          r(194, '11/20', '11/21', '7030', 'NETFLIX.COM LOS GATOS CA', '29.07'),
          r(206, '11/24', '11/26', '0119', 'STARBUCKS STORE 10472', '169.79'),
        ]),
      ),
    );
    assert.equal(s.reconciliation.reading?.table, 'labelled header');
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.description, t.amount, t.type]),
      [
        ['2024-11-19', 'DELTA AIR ATLANTA GA', 401.86, 'debit'],
        ['2024-11-20', 'NETFLIX.COM LOS GATOS CA', 29.07, 'debit'],
        ['2024-11-24', 'STARBUCKS STORE 10472', 169.79, 'debit'],
        ['2024-11-29', 'PAYMENT THANK YOU - WEB', 500, 'credit'],
        ['2024-12-03', 'AMAZON.COM REFUND', 45.2, 'credit'],
      ],
    );
    assert.equal(s.reconciliation.closing_balance.matches, true);
  });
});
