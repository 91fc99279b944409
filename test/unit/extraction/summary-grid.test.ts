import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { summaryGrid } from '../../../src/extraction/summary-grid';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A line printer's account summary: labels stacked over two or three lines ("NO OF / DEBITS / PAID"),
 * two of them set closer than a column gap ("OF DEPOSITS MADE" beside "CHARGES"), over one line of
 * figures, each under its label.
 */
function stackedGrid(closing: string): PdfTextItem[][] {
  return [
    row(250, [178, 'NO OF']),
    row(
      255,
      [110, 'BALANCE'],
      [176, 'DEBITS'],
      [220, 'TOTAL AMOUNT'],
      [296, 'NO. OF'],
      [340, 'TOTAL AMOUNT'],
      [415, 'SERVICE'],
      [472, 'BALANCE THIS'],
    ),
    row(
      263,
      [95, 'LAST STATEMENT'],
      [180, 'PAID'],
      [215, 'OF DEBITS PAID'],
      [300, 'DEP'],
      [330, 'OF DEPOSITS MADE'],
      [410, 'CHARGES'],
      [480, 'STATEMENT'],
    ),
    row(
      280,
      [150, '217.00', 'right'],
      [195, '6', 'right'],
      [270, '168.21', 'right'],
      [312, '1', 'right'],
      [385, '27.00', 'right'],
      [440, '.00', 'right'],
      [520, closing, 'right'],
    ),
  ];
}

function sectionedStatement(closing: string) {
  return pdfText(
    page(1, [
      row(40, [40, 'EXAMPLE FEDERAL SAVINGS BANK']),
      row(55, [40, 'Statement period 12/01/2013 to 12/31/2013']),
      ...stackedGrid(closing),
      row(320, [40, 'Deposits and other credits']),
      row(335, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
      row(350, [40, '12/31/2013'], [110, 'FUNDS TRANSFER CR'], [430, '27.00', 'right']),
      row(380, [40, 'Other debits']),
      row(395, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
      row(410, [40, '12/13/2013'], [110, 'FUNDS TRANSFER DB'], [430, '80.32', 'right']),
      row(425, [40, '12/16/2013'], [110, 'POS DEBIT GROCER'], [430, '10.00', 'right']),
      row(440, [40, '12/16/2013'], [110, 'POS DEBIT PHARMACY'], [430, '15.89', 'right']),
      row(455, [40, '12/20/2013'], [110, 'DEBIT CARD PURCHASE'], [430, '16.12', 'right']),
      row(470, [40, '12/26/2013'], [110, 'FUNDS TRANSFER DB'], [430, '33.89', 'right']),
      row(485, [40, '12/27/2013'], [110, 'DEBIT CARD PURCHASE'], [430, '11.99', 'right']),
    ]),
  );
}

describe('extraction/summary-grid: labels stacked over a line of figures', () => {
  it('given labels wrapped over three lines when read then each figure takes the label stacked over it', () => {
    const entries = summaryGrid(pageLines(page(1, stackedGrid('75.79'))));
    assert.deepEqual(
      entries.map((e) => [e.label, e.value]),
      [
        ['BALANCE LAST STATEMENT', '217.00'],
        ['NO OF DEBITS PAID', '6'],
        ['TOTAL AMOUNT OF DEBITS PAID', '168.21'],
        ['NO. OF DEP', '1'],
        ['TOTAL AMOUNT OF DEPOSITS MADE', '27.00'],
        ['SERVICE CHARGES', '.00'],
        ['BALANCE THIS STATEMENT', '75.79'],
      ],
    );
  });

  it('given a line of operators between labels and figures, a currency glyph and one figure printed larger when read then every figure finds its label', () => {
    const lines = pageLines(
      page(1, [
        row(255, [205, 'STATEMENT SUMMARY']),
        row(
          275,
          [40, 'Total Amount due'],
          [160, 'Previous Balance'],
          [270, 'Purchases / Charges'],
          [390, 'Cash Advances'],
          [480, 'Payments / Credits'],
        ),
        row(283, [130, '='], [250, '+'], [370, '+'], [465, '-']),
        [item(50, 289, '` 2,093.20', 10)],
        row(292.5, [170, '` 21,120.00'], [285, '` 11,993.20'], [400, '` 0.00'], [490, '`31,020.00']),
      ]),
    );
    assert.deepEqual(
      summaryGrid(lines).map((e) => [e.label, e.value]),
      [
        ['Total Amount due', '2,093.20'],
        ['Previous Balance', '21,120.00'],
        ['Purchases / Charges', '11,993.20'],
        ['Cash Advances', '0.00'],
        ['Payments / Credits', '31,020.00'],
      ],
    );
  });

  it('given figures under transaction rows or prose when read then nothing is taken as a grid', () => {
    const lines = pageLines(
      page(1, [
        row(100, [40, '12/13/2013'], [110, 'FUNDS TRANSFER DB'], [430, '80.32', 'right']),
        row(112, [300, '80.32', 'right'], [430, '136.68', 'right']),
        row(140, [40, 'Please examine this statement at once.']),
        row(160, [40, 'Only one figure'], [300, 'here']),
        row(170, [300, '12.00', 'right']),
      ]),
    );
    assert.deepEqual(summaryGrid(lines), []);
  });
});

describe('extraction: a statement whose balances are printed only in a summary grid', () => {
  it('given sections without a running balance and a stacked summary grid when extracted then the rows chain from the grid opening to its closing and its totals are checked', () => {
    const s = extractStatement(sectionedStatement('75.79'));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2013-12-13', 80.32, 'debit', 136.68],
        ['2013-12-16', 10, 'debit', 126.68],
        ['2013-12-16', 15.89, 'debit', 110.79],
        ['2013-12-20', 16.12, 'debit', 94.67],
        ['2013-12-26', 33.89, 'debit', 60.78],
        ['2013-12-27', 11.99, 'debit', 48.79],
        ['2013-12-31', 27, 'credit', 75.79],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.opening_balance.printed, 217);
    assert.equal(s.reconciliation.closing_balance.matches, true);
    // The totals and the counts of each direction ("NO OF DEBITS PAID" 6, "NO. OF DEP" 1) are checked.
    assert.deepEqual(
      s.reconciliation.totals.map((t) => [t.printed, t.matches]),
      [
        [168.21, true],
        [27, true],
        [6, true],
        [1, true],
      ],
    );
  });

  it('given a grid whose count of debits the rows do not give when extracted then it is not reconciled', () => {
    const text = sectionedStatement('75.79');
    const count = text.pages[0]!.items.find((i) => i.str === '6')!;
    count.str = '7';
    const s = extractStatement(text);
    assert.notEqual(s.reconciliation.verdict, 'reconciled');
    assert.deepEqual(
      s.reconciliation.totals.filter((t) => !t.matches).map((t) => [t.printed, t.computed]),
      [[7, 6]],
    );
  });

  it('given the same grid with a closing balance the rows do not reach when extracted then it is not reconciled', () => {
    const s = extractStatement(sectionedStatement('75.97'));
    assert.notEqual(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.closing_balance.matches, false);
    assert.equal(s.transactions.length, 7);
  });
});

describe('extraction: a card statement with its summary in a grid and one card after another', () => {
  const lines = [
    row(40, [40, 'EXAMPLE BANK CREDIT CARD STATEMENT']),
    row(55, [40, 'Statement period 26/08/2020 to 25/09/2020']),
    row(75, [40, 'Total Amount due'], [160, 'Previous Balance'], [270, 'Purchases / Charges'], [400, 'Payments / Credits']),
    row(83, [130, '='], [250, '+'], [370, '-']),
    row(90, [50, '` 2,095.20'], [170, '` 21,120.00'], [285, '` 11,993.20'], [410, '` 31,018.00']),
    row(120, [40, 'Date'], [110, 'Transaction Details'], [430, 'Amount', 'right']),
    row(135, [40, 'Card ending 4003']),
    row(150, [40, '31/08/2020'], [110, 'ONLINE COURSE FEE'], [430, '9,083.10', 'right']),
    row(165, [40, '13/09/2020'], [110, 'GROCERY STORE'], [430, '815.10', 'right']),
    row(180, [40, '21/09/2020'], [110, 'PAYMENT RECEIVED, THANK YOU'], [430, '9,898.00 CR', 'right']),
    row(195, [40, '24/09/2020'], [110, 'PHARMACY'], [430, '2,095.00', 'right']),
    row(210, [40, 'Card ending 0008']),
    row(225, [40, '13/09/2020'], [110, 'PAYMENT RECEIVED, THANK YOU'], [430, '21,120.00 CR', 'right']),
  ];

  it('given rows of two cards printed one after the other and no running balance when extracted then balances are computed in date order from the grid opening to its closing', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2020-08-31', 9083.1, 'debit', -30203.1],
        ['2020-09-13', 815.1, 'debit', -31018.2],
        ['2020-09-13', 21120, 'credit', -9898.2],
        ['2020-09-21', 9898, 'credit', -0.2],
        ['2020-09-24', 2095, 'debit', -2095.2],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.closing_balance.matches, true);
  });
});
