import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A section's title printed right above the table header ("Deposits and Additions" over "Date |
 * Description | Amount", a US community bank's sectioned statement) is a title, not a column label:
 * stacked into the header, "Deposits" named a credit column where the dates stand, and every row lost
 * its date (carried from the first) and the first words of its narration.
 */
describe('extraction: a section title over the table header', () => {
  const H = row(112, [40, 'Date'], [105, 'Description'], [450, 'Amount', 'right']);
  const r = (y: number, date: string, desc: string, amount: string) => row(y, [45, date], [105, desc], [450, amount, 'right']);
  const statement = () =>
    extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Statement Dates 9/03/19 thru 9/30/19']),
          row(100, [40, 'Deposits and Additions']),
          H,
          r(124, '9/03', 'MERCHANT BNKCD DEPOSIT', '160.00'),
          r(136, '9/04', 'CHOCTAW NATION ACCT PAYAB', '121.50'),
          r(148, '9/05', 'Transfer from DDA', '2,533.59'),
          row(172, [40, 'Checks and Withdrawals']),
          row(184, [40, 'Date'], [105, 'Description'], [450, 'Amount', 'right']),
          r(196, '9/06', 'Transfer to DDA', '5,359.41'),
          r(208, '9/09', 'SERVICE FEE', '12.00'),
        ]),
      ),
    );

  it('given a one-phrase title over two header labels when extracted then every row keeps its own date and whole narration', () => {
    const s = statement();
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.description]),
      [
        ['2019-09-03', 160, 'credit', 'MERCHANT BNKCD DEPOSIT'],
        ['2019-09-04', 121.5, 'credit', 'CHOCTAW NATION ACCT PAYAB'],
        ['2019-09-05', 2533.59, 'credit', 'Transfer from DDA'],
        ['2019-09-06', 5359.41, 'debit', 'Transfer to DDA'],
        ['2019-09-09', 12, 'debit', 'SERVICE FEE'],
      ],
    );
  });
});
