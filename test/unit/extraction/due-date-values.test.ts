import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A card's front page: a month calendar, "Payment Due Date" over its value, then the account summary
 * lines, each a label and a figure, and no transaction on the page. The date under the label is that field's value; read as
 * a day heading it dated every summary line as a purchase or payment.
 */
describe('extraction: a date under a "Payment Due Date" label is no day heading', () => {
  const summary = (y: number, label: string, figure: string) => row(y, [30, label], [230, figure, 'right']);
  const lines = [
    row(40, [30, 'HARBOUR CARD SERVICES']),
    // A month calendar beside the boxes: its day numbers make the line of the due date's label look like a header.
    row(60, [30, 'January 2019'], [150, 'New Balance']),
    row(72, [30, '30 31 1 2 3 4 5'], [150, '$1,245.00']),
    row(84, [30, '6 7 8 9 10 11 12']),
    row(96, [30, '27 28 29 30 31 1 2'], [150, 'Payment Due Date']),
    row(108, [150, '01/25/2019']),
    row(130, [30, 'ACCOUNT SUMMARY']),
    summary(145, 'Previous Balance', '$1,270.00'),
    summary(156, 'Payment, Credits', '-$25.00'),
    summary(167, 'Purchases', '+$0.00'),
    summary(178, 'Cash Advances', '$0.00'),
    summary(189, 'Fees Charged', '$0.00'),
    summary(200, 'Interest Charged', '$0.00'),
    summary(211, 'New Balance', '$1,245.00'),
    summary(226, 'Credit Limit', '$4,000.00'),
    summary(237, 'Available Credit', '$2,755.00'),
    summary(248, 'Past Due Amount', '$0.00'),
  ];

  it('given such a page when extracted then no summary line is returned as a transaction dated by the due date', () => {
    let got: ReturnType<typeof extractStatement> | null = null;
    try {
      got = extractStatement(pdfText(page(1, lines)));
    } catch (e) {
      assert.equal((e as { code?: string }).code, 'unrecognised_format');
    }
    assert.deepEqual(got?.transactions.filter((t) => t.date === '2019-01-25') ?? [], []);
  });

  it('given a day heading under a plain table header when extracted then it still dates the rows below it', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'HARBOUR BANK  Statement date 31 Jan 2019']),
          row(70, [30, 'Description'], [300, 'Amount', 'right'], [380, 'Balance', 'right']),
          row(85, [30, '25 Jan 2019']),
          row(97, [30, 'Card purchase'], [300, '-20.00', 'right'], [380, '980.00', 'right']),
          row(109, [30, 'Salary'], [300, '500.00', 'right'], [380, '1,480.00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2019-01-25', 20, 'debit', 980],
        ['2019-01-25', 500, 'credit', 1480],
      ],
    );
  });
});
