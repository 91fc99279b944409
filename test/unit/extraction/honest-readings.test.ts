import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe('extraction: readings that must not be answered confidently wrong', () => {
  it('given glued "TransDate | ValueDate" labels and back-valued rows when extracted then the transaction date dates the row, the value date is kept', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK PLC']),
      row(55, [40, 'For the Period of: 01-JUL-2015 to 31-JUL-2015']),
      row(
        100,
        [40, 'TransDate'],
        [110, 'Transaction Details'],
        [290, 'ValueDate'],
        [400, 'Deposit', 'right'],
        [470, 'Withdrawal', 'right'],
        [550, 'Balance', 'right'],
      ),
      row(115, [110, 'Balance B/F'], [550, '28,615.35', 'right']),
      row(130, [40, '06-JUL-15'], [110, 'BILL PAYMENT'], [290, '05-JUL-15'], [470, '4,000.00', 'right'], [550, '24,615.35', 'right']),
      row(145, [40, '06-JUL-15'], [110, 'BILL PAYMENT FEE'], [290, '05-JUL-15'], [470, '100.00', 'right'], [550, '24,515.35', 'right']),
      row(160, [40, '06-JUL-15'], [110, 'CARD REFUND'], [290, '06-JUL-15'], [400, '1,107.78', 'right'], [550, '25,623.13', 'right']),
      row(175, [40, '09-JUL-15'], [110, 'AIRTIME'], [290, '08-JUL-15'], [470, '300.00', 'right'], [550, '25,323.13', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2015-07-06', 4000, 'debit', 24615.35],
      ['2015-07-06', 100, 'debit', 24515.35],
      ['2015-07-06', 1107.78, 'credit', 25623.13],
      ['2015-07-09', 300, 'debit', 25323.13],
    ]);
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2015-07-05', '2015-07-05', '2015-07-06', '2015-07-08'],
    );
  });

  const billing = (header: string[]) => [
    ...header.map((text, i) => row(40 + 15 * i, [40, text])),
    row(100, [40, 'Date'], [110, 'Transaction Details'], [360, 'Purchases', 'right'], [440, 'Payments', 'right'], [540, 'Balance', 'right']),
    row(115, [40, '01 MAY'], [110, 'Previous Balance'], [540, '1,200.00', 'right']),
    row(130, [40, '05 MAY'], [110, 'HARDWARE STORE'], [360, '150.00', 'right'], [540, '1,350.00', 'right']),
    row(145, [40, '10 MAY'], [110, 'TAXI RIDES'], [360, '25.00', 'right'], [540, '1,375.00', 'right']),
    row(160, [40, '12 MAY'], [110, 'ONLINE PAYMENT'], [440, '1,000.00', 'right'], [540, '375.00', 'right']),
    row(175, [40, '14 MAY'], [110, 'LATE FEE'], [360, '35.00', 'right'], [540, '410.00', 'right']),
  ];

  it('given balances that chain both as an asset (columns swapped) and as a debt (as labelled) and nothing saying which when extracted then the verdict is "unverified", never "reconciled"', () => {
    const s = extractStatement(pdfText(page(1, billing(['EXAMPLE SERVICES', 'Monthly Billing Statement', 'Statement Date: 15 MAY 2024']))));
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.balance === null ? null : Math.abs(t.balance)]),
      [
        [150, 1350],
        [25, 1375],
        [1000, 375],
        [35, 410],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'unverified');
    assert.equal(s.reconciliation.balance_breaks.length, 0);
    assert.match(s.reconciliation.warnings.join(' '), /signs are not proven/);
  });

  it('given the same table under a masked card number ("Purchases | Payments" columns) when extracted then purchases are debits of a debt and the verdict is "reconciled"', () => {
    const s = extractStatement(pdfText(page(1, billing(['EXAMPLE SERVICES', 'Card Number: **** **** **** 9012', 'Statement Date: 15 MAY 2024']))));
    assert.deepEqual(brief(s), [
      ['2024-05-05', 150, 'debit', -1350],
      ['2024-05-10', 25, 'debit', -1375],
      ['2024-05-12', 1000, 'credit', -375],
      ['2024-05-14', 35, 'debit', -410],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a card statement whose single column is labelled "Amount (in Rs.)", payments marked Cr, purchases unmarked when extracted then purchases are debits', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK'], [400, 'Credit Card Statement']),
      row(55, [40, 'Statement Date: 22/06/2025'], [400, 'Payment Due Date: 12/07/2025']),
      row(100, [48, 'Date'], [110, 'Transaction Description'], [517, 'Amount'], [549, '(in'], [562, 'Rs.)']),
      row(115, [48, '27/05/2025'], [110, 'CC PAYMENT 7283257 (Ref# 0000052701)'], [575, '17,706.01 Cr', 'right']),
      row(130, [48, '04/06/2025'], [110, 'ONLINE STORE'], [200, 'BENGALURU'], [575, '1,412.00', 'right']),
      row(145, [48, '06/06/2025'], [110, 'SUPERMARKET'], [200, 'AHMEDABAD'], [575, '234.50', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2025-05-27', 17706.01, 'credit'],
        ['2025-06-04', 1412, 'debit'],
        ['2025-06-06', 234.5, 'debit'],
      ],
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['CC PAYMENT 7283257 (Ref# 0000052701)', 'ONLINE STORE BENGALURU', 'SUPERMARKET AHMEDABAD'],
    );
  });

  it('given "Date | Val Date" columns and a slash-joined totals line "Total Debit/Total Credit/New Balance" when extracted then rows take the Date column and both totals check', () => {
    const lines = [
      row(40, [40, 'Monthly Account Statement of Transactions']),
      row(55, [40, 'Start Date : 01-Jun-2015 End Date : 30-Jun-2015']),
      row(100, [40, 'Date'], [110, 'Description'], [290, 'Val Date'], [400, 'Debit', 'right'], [470, 'Credit', 'right'], [550, 'Balance', 'right']),
      row(115, [40, '01-06-2015'], [110, 'Balance B/F'], [550, '1,837.50', 'right']),
      row(130, [40, '01-06-2015'], [110, 'WEB PAYMENT'], [290, '31-05-2015'], [400, '75.00', 'right'], [550, '1,762.50', 'right']),
      row(145, [40, '04-06-2015'], [110, 'TRANSFER IN'], [290, '04-06-2015'], [470, '149.25', 'right'], [550, '1,911.75', 'right']),
      row(160, [40, '08-06-2015'], [110, 'WEB PAYMENT'], [290, '05-06-2015'], [400, '11.75', 'right'], [550, '1,900.00', 'right']),
      row(
        175,
        [40, '30-06-2015'],
        [110, 'Total Debit/Total Credit/New Balance'],
        [400, '86.75', 'right'],
        [470, '149.25', 'right'],
        [550, '1,900.00', 'right'],
      ),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2015-06-01', 75, 'debit', 1762.5],
      ['2015-06-04', 149.25, 'credit', 1911.75],
      ['2015-06-08', 11.75, 'debit', 1900],
    ]);
    assert.deepEqual(
      s.reconciliation.totals.map((t) => [t.label, t.printed, t.matches]),
      [
        ['Total Debit', 86.75, true],
        ['Total Credit', 149.25, true],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
