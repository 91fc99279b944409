import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { labelledBalances, printedTotals } from '../../../src/extraction/summary-lines';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A summary that prints each total after its count ("122 Deposits/Credits 96,613.40") and zero
 * balances without a whole part (".00"), beside other label/value pairs on the same lines.
 */
const summary = [
  row(100, [20, 'Previous Balance'], [190, '.00', 'right'], [230, 'Days in the statement period'], [420, '28', 'right']),
  row(112, [26, '3 Deposits/Credits'], [190, '1,600.00', 'right'], [230, 'Average Ledger'], [420, '.00', 'right']),
  row(124, [26, '2 Checks/Debits'], [190, '1,600.00', 'right'], [230, 'Average Collected'], [420, '.00', 'right']),
  row(136, [20, 'Service Charge'], [190, '.00', 'right']),
  row(148, [20, 'Current Balance'], [190, '.00', 'right']),
];

describe('extraction/summary-lines: totals printed after their count, balances printed as ".00"', () => {
  it('given such a summary when read then the opening and closing are zero and the counted lines are the debit and credit totals', () => {
    const lines = pageLines(page(1, summary));
    const { opening, closing } = labelledBalances(lines);
    assert.equal(opening?.minor, 0);
    assert.equal(closing?.minor, 0);
    assert.deepEqual(
      printedTotals([lines]).map((t) => [t.kind, t.value]),
      [
        ['credits', 160000],
        ['debits', 160000],
      ],
    );
  });

  it('given a statement under such a summary when extracted then it reconciles against them', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [20, 'EXAMPLE UNITED BANK']),
          row(60, [20, 'Account Number 1234'], [230, 'Statement Dates 9/03/19 thru 9/30/19']),
          ...summary,
          row(180, [20, 'Deposits and Additions']),
          row(192, [20, 'Date'], [70, 'Description'], [300, 'Amount', 'right']),
          row(204, [24, '9/03'], [70, 'MERCHANT DEPOSIT'], [300, '160.00', 'right']),
          row(216, [24, '9/04'], [70, 'MERCHANT DEPOSIT'], [300, '440.00', 'right']),
          row(228, [24, '9/05'], [70, 'TRANSFER IN'], [300, '1,000.00', 'right']),
          row(250, [20, 'Checks and Withdrawals']),
          row(262, [20, 'Date'], [70, 'Description'], [300, 'Amount', 'right']),
          row(274, [24, '9/10'], [70, 'SWEEP TO INVESTMENT'], [300, '1,200.00', 'right']),
          row(286, [24, '9/30'], [70, 'SWEEP TO INVESTMENT'], [300, '400.00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2019-09-03', 160, 'credit'],
        ['2019-09-04', 440, 'credit'],
        ['2019-09-05', 1000, 'credit'],
        ['2019-09-10', 1200, 'debit'],
        ['2019-09-30', 400, 'debit'],
      ],
    );
    assert.equal(s.reconciliation.opening_balance.printed, 0);
    assert.equal(s.reconciliation.closing_balance.matches, true);
    assert.deepEqual(
      s.reconciliation.totals.map((t) => [t.printed, t.matches]),
      [
        [1600, true],
        [1600, true],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction/summary-lines: whole figures grouped by spaces after a balance label', () => {
  it('given "Solde initial 87 250 FCFA" on a statement of whole amounts when read then the opening is 87,250', () => {
    const lines = pageLines(page(1, [row(40, [30, 'Solde initial'], [120, '87 250 FCFA'], [300, 'Solde final'], [390, '68 500 FCFA'])]));
    const { opening, closing } = labelledBalances(lines, true);
    assert.deepEqual([opening?.minor, closing?.minor], [8725000, 6850000]);
  });
});
