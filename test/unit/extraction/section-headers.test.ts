import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { headingSign } from '../../../src/extraction/section-status';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type]);

/**
 * A checking statement that prints deposits, card withdrawals and cheques in three sections, each
 * under its heading and its own header row naming other columns (the date in the middle, two dates,
 * the date first), with section totals, a summary of opening and closing balances and no running balance.
 */
function sectionedStatement(opts: { tail: string; closing: string }): ReturnType<typeof pdfText> {
  const lines: PdfTextItem[][] = [
    row(60, [80, 'Example Savings Bank']),
    row(90, [80, 'Jane Customer'], [380, 'Statement Date:'], [490, 'June 5, 2024']),
    row(130, [80, 'Account Summary'], [200, `Account # 000012345`]),
    row(150, [80, 'Beginning Balance on May 3, 2024'], [545, '$7,126.11', 'right']),
    row(162, [80, 'Deposits & Other Credits'], [545, '+3,615.08', 'right']),
    row(174, [80, 'Checks Paid'], [545, '-305.00', 'right']),
    row(186, [180, 'Ending Balance on June 5, 2024'], [545, opts.closing, 'right']),
    row(220, [80, `Deposits & Other Credits${opts.tail}`]),
    row(240, [80, 'Description'], [378, 'Date Credited'], [545, 'Amount', 'right']),
    row(258, [80, 'Deposit'], [225, 'Ref Nbr: 130012345'], [388, '05-15'], [545, '$3,115.08', 'right']),
    row(272, [80, 'Transfer from savings'], [388, '05-20'], [545, '$500.00', 'right']),
    row(290, [80, 'Total Deposits & Other Credits'], [545, '$3,615.08', 'right']),
    row(320, [80, `ATM Withdrawals & Debits${opts.tail}`]),
    row(340, [80, 'Description'], [320, 'Tran Date'], [386, 'Date Paid'], [545, 'Amount', 'right']),
    row(356, [80, 'ATM Withdrawal']),
    row(366, [80, 'Kansas City MO 00005678'], [328, '05-18'], [394, '05-19'], [545, '$20.00', 'right']),
    row(384, [80, 'Total ATM Withdrawals & Debits'], [545, '$20.00', 'right']),
    row(414, [80, `Checks Paid${opts.tail}`]),
    row(434, [80, 'Date Paid'], [141, 'Check Number'], [261, 'Amount', 'right'], [270, 'Reference Number']),
    row(450, [80, '05-12'], [141, '1001'], [261, '75.00', 'right'], [270, '00012576589']),
    row(463, [80, '05-18'], [141, '1002'], [261, '30.00', 'right'], [270, '00036547854']),
    row(476, [80, '05-24'], [141, '1003'], [261, '200.00', 'right'], [270, '00094613547']),
    row(492, [80, 'Total Checks Paid'], [545, '$305.00', 'right']),
  ];
  return pdfText(page(1, lines));
}

describe('extraction/section-headers: sections each under its own heading and header row', () => {
  it('given headings that name their account or join words with "&" when read then they still give their direction', () => {
    assert.equal(headingSign('Deposits & Other Credits Account # 000009752'), 'credit');
    assert.equal(headingSign('ATM Withdrawals & Debits Account # 000009752'), 'debit');
    assert.equal(headingSign('Checks Paid Acct No. 1234-5678'), 'debit');
    assert.equal(headingSign('OTHER WITHDRAWALS'), 'debit');
    assert.equal(headingSign('Other Subtractions'), 'debit');
    assert.equal(headingSign('Total deposits 600.00'), undefined);
    assert.equal(headingSign('Deposits from account 12345 to savings and more'), undefined);
  });

  for (const tail of ['', ' Account # 000012345']) {
    it(`given three sections with different header rows${tail ? ' and headings naming the account' : ''} when extracted then every section's rows are read with its own columns and direction`, () => {
      const s = extractStatement(sectionedStatement({ tail, closing: '$10,416.19' }));
      assert.deepEqual(brief(s), [
        ['2024-05-12', 75, 'debit'],
        ['2024-05-15', 3115.08, 'credit'],
        ['2024-05-18', 20, 'debit'],
        ['2024-05-18', 30, 'debit'],
        ['2024-05-20', 500, 'credit'],
        ['2024-05-24', 200, 'debit'],
      ]);
      assert.equal(s.reconciliation.verdict, 'reconciled');
      assert.equal(s.reconciliation.closing_balance.computed, 10416.19);
    });
  }

  it('given sections whose rows do not add up to the printed closing balance when extracted then every row is kept and the statement is unreconciled', () => {
    const s = extractStatement(sectionedStatement({ tail: ' Account # 000012345', closing: '$10,521.19' }));
    assert.equal(s.transactions.length, 6);
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.equal(s.reconciliation.closing_balance.matches, false);
  });

  it('given deposits, checks and other withdrawals on one page, the first and last under the same header row, when extracted then every section is read with its direction', () => {
    const lines: PdfTextItem[][] = [
      row(60, [80, 'Example National Bank'], [380, 'Statement Period: 03/01/2024 - 03/31/2024']),
      row(150, [80, 'Beginning Balance'], [545, '$1,000.00', 'right']),
      row(162, [80, 'Ending Balance'], [545, '$1,215.00', 'right']),
      row(220, [80, 'DEPOSITS AND ADDITIONS']),
      row(240, [80, 'DATE'], [150, 'DESCRIPTION'], [545, 'AMOUNT', 'right']),
      row(256, [80, '03/01'], [150, 'Payroll'], [545, '$500.00', 'right']),
      row(300, [80, 'CHECKS PAID']),
      row(316, [80, 'CHECK NO.'], [160, 'DATE PAID'], [300, 'AMOUNT', 'right']),
      row(332, [80, '1042'], [160, '03/13'], [300, '$100.00', 'right']),
      row(380, [80, 'OTHER WITHDRAWALS']),
      row(396, [80, 'DATE'], [150, 'DESCRIPTION'], [545, 'AMOUNT', 'right']),
      row(412, [80, '03/05'], [150, 'Card Purchase GROCER'], [545, '$60.00', 'right']),
      row(424, [80, '03/20'], [150, 'ATM Withdrawal'], [545, '$125.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2024-03-01', 500, 'credit'],
      ['2024-03-05', 60, 'debit'],
      ['2024-03-13', 100, 'debit'],
      ['2024-03-20', 125, 'debit'],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
