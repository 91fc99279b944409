import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { currencyColumnBalances, currencyHeading } from '../../../src/extraction/currency-sections';
import { pageLines } from '../../../src/extraction/layout';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A wallet held in two currencies: a summary with a column per currency (opening and closing balance of
 * each), then one transaction table per currency under a heading naming its code, signed amounts and no
 * running balance. Each currency is an account whose balances run from its own opening.
 */
const summary = (opening: [string, string], closing: [string, string]) => [
  row(30, [40, 'EXAMPLE WALLET LTD']),
  row(45, [40, 'Statement 01 May 2024 to 31 May 2024']),
  row(80, [40, 'Activity summary']),
  row(95, [300, 'EUR', 'right'], [400, 'GBP', 'right']),
  row(110, [40, 'Opening balance'], [300, opening[0], 'right'], [400, opening[1], 'right']),
  row(125, [40, 'Payments sent'], [300, '-30.00', 'right'], [400, '-4.50', 'right']),
  row(140, [40, 'Closing balance'], [300, closing[0], 'right'], [400, closing[1], 'right']),
];
const header = (y: number) => row(y, [40, 'Date'], [110, 'Type'], [300, 'Reference'], [520, 'Amount', 'right']);
const table = (heading: string, rows: [string, string, string][]): PdfTextItem[][] => [
  row(60, [40, heading]),
  header(75),
  ...rows.map(([d, typ, amt], i) => row(90 + 15 * i, [40, d], [110, typ], [300, `REF${i}X${d.replace(/\D/g, '')}`], [520, amt, 'right'])),
];
const EUR: [string, string, string][] = [
  ['02/05/2024', 'Top-up', '50.00'],
  ['03/05/2024', 'Shop payment', '-20.00'],
  ['09/05/2024', 'Shop payment', '-10.00'],
];
const GBP: [string, string, string][] = [
  ['04/05/2024', 'Shop payment', '-4.50'],
  ['05/05/2024', 'Conversion', '2.00'],
];

describe('extraction: one table per currency', () => {
  it('given a table per currency and a summary column per currency, then each currency is an account chained from its own opening', () => {
    const s = extractStatement(
      pdfText(
        page(1, summary(['10.00', '7.25'], ['30.00', '4.75'])),
        page(2, table('Transactions - EUR', EUR)),
        page(3, table('Transactions - GBP', GBP)),
      ),
    );
    assert.deepEqual(
      s.accounts!.map((a) => [a.currency_code, a.reconciliation.verdict, a.transactions.map((t) => [t.type, t.amount, t.balance])]),
      [
        [
          'EUR',
          'reconciled',
          [
            ['credit', 50, 60],
            ['debit', 20, 40],
            ['debit', 10, 30],
          ],
        ],
        [
          'GBP',
          'reconciled',
          [
            ['debit', 4.5, 2.75],
            ['credit', 2, 4.75],
          ],
        ],
      ],
    );
    assert.equal(s.currency_code, 'EUR');
    assert.equal(s.no_of_transactions, 3);
  });

  it('given a currency whose rows do not reach its printed closing, then that account is unreconciled and the other still reconciles', () => {
    const s = extractStatement(
      pdfText(
        page(1, summary(['10.00', '7.25'], ['30.00', '9.99'])),
        page(2, table('Transactions - EUR', EUR)),
        page(3, table('Transactions - GBP', GBP)),
      ),
    );
    assert.deepEqual(
      s.accounts!.map((a) => [a.currency_code, a.reconciliation.verdict]),
      [
        ['EUR', 'reconciled'],
        ['GBP', 'unreconciled'],
      ],
    );
  });

  it('given the same code over every table, then the document is one account', () => {
    const s = extractStatement(
      pdfText(
        page(1, summary(['10.00', '7.25'], ['30.00', '4.75'])),
        page(2, table('Transactions - EUR', EUR)),
        page(3, table('Transactions - EUR', GBP)),
      ),
    );
    assert.equal(s.accounts, undefined);
    assert.equal(s.transactions.length, 5);
  });

  it('given a table without a currency heading among headed ones, then the document is not cut by currency', () => {
    const s = extractStatement(
      pdfText(
        page(1, summary(['10.00', '7.25'], ['30.00', '4.75'])),
        page(2, table('Transactions - EUR', EUR)),
        page(3, table('Transactions continued', GBP)),
      ),
    );
    assert.equal(s.accounts, undefined);
    assert.equal(s.transactions.length, 5);
  });

  it('reads a heading naming one code, not a sentence or a line naming two', () => {
    const line = (text: string) => pageLines(page(1, [row(50, [40, text])]))[0]!;
    assert.equal(currencyHeading(line('Transactions - USD')), 'USD');
    assert.equal(currencyHeading(line('Converted from EUR to USD')), null);
    assert.equal(currencyHeading(line('Fees are charged in EUR on every payment you make abroad')), null);
    assert.equal(currencyHeading(line('EUR 12.50')), null);
  });

  it('reads each code column of a summary, and skips a line whose figures do not match the codes one to one', () => {
    const lines = pageLines(
      page(1, [
        row(95, [300, 'EUR', 'right'], [400, 'GBP', 'right']),
        row(110, [40, 'Opening balance'], [300, '1,010.00', 'right'], [400, '7.25', 'right']),
        row(125, [40, 'Closing balance'], [300, '5.00', 'right']),
        row(140, [40, 'Closing balance'], [300, '-3.00', 'right'], [400, '4.75', 'right']),
      ]),
    );
    const got = currencyColumnBalances([lines]);
    assert.deepEqual(
      [...got].map(([code, b]) => [code, b.opening?.minor, b.closing?.minor]),
      [
        ['EUR', 101000, -300],
        ['GBP', 725, 475],
      ],
    );
  });
});
