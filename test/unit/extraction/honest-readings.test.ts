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

  it('given an amount column printed as whole numbers ("30", "2800") beside decimal balances, a page with no decimal amount at all, when extracted then every amount is read where it is printed', () => {
    const head = row(
      100,
      [42, 'Posting Date'],
      [214, 'Description'],
      [315, 'Ref No'],
      [379, 'Debit Amount'],
      [439, 'Credit Amount'],
      [528, 'Balance'],
    );
    const line = (y: number, date: string, text: string, ref: string, debit: string, credit: string, balance: string) =>
      row(y, [47, date], [161, text], [315, ref], [434, debit, 'right'], [495, credit, 'right'], [557, balance, 'right']);
    const page1 = [
      row(40, [40, 'Account Statement']),
      row(55, [40, 'Statement Period: From 01/11/2024 to 30/11/2024']),
      row(70, [40, 'Opening Balance: 4,870.66 AED']),
      head,
      line(115, '30/11/2024', 'PUR ETISALAT 0729', '210435', '20', '0.00', '3677.69'),
      line(130, '30/11/2024', 'PUR UBER HELP 0729', '715420', '92', '0.00', '3697.69'),
      line(145, '30/11/2024', 'FOREIGN TRANSACTION FEE', '715420', '0.97', '0.00', '3789.69'),
      line(160, '29/11/2024', 'MBTRF B/O FRIEND', '450882', '0.00', '1930', '3790.66'),
      line(175, '28/11/2024', 'MBTRF AED50.00 TRF OUT', '450361', '50', '0.00', '1860.66'),
    ];
    const page2 = [
      head,
      line(115, '11/11/2024', 'MBTRF AED110.00', '446858', '110', '0.00', '1910.66'),
      line(130, '06/11/2024', 'MBTRF AED2800.00', '445822', '2800', '0.00', '2020.66'),
      line(145, '04/11/2024', 'MBTRF AED20.00', '558704', '20', '0.00', '4820.66'),
      line(160, '01/11/2024', 'MBTRF AED30.00', '444575', '30', '0.00', '4840.66'),
    ];
    const s = extractStatement(pdfText(page(1, page1), page(2, page2)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2024-11-01', 30, 'debit', 4840.66],
        ['2024-11-04', 20, 'debit', 4820.66],
        ['2024-11-06', 2800, 'debit', 2020.66],
        ['2024-11-11', 110, 'debit', 1910.66],
        ['2024-11-28', 50, 'debit', 1860.66],
        ['2024-11-29', 1930, 'credit', 3790.66],
        ['2024-11-30', 0.97, 'debit', 3789.69],
        ['2024-11-30', 92, 'debit', 3697.69],
        ['2024-11-30', 20, 'debit', 3677.69],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given "WITHDRAW | DEPOSIT" columns holding whole numbers ("100", "0") beside decimal balances when extracted then amounts and balances are read in their columns', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(55, [40, 'STATEMENT OF ACCOUNT FOR THE PERIOD OF 1-Jan-2019 TO 29-Jan-2019']),
      row(100, [63, 'DATE'], [135, 'PARTICULARS'], [269, 'Memo'], [367, 'WITHDRAW'], [463, 'DEPOSIT'], [542, 'BALANCE']),
      row(115, [42, '1-Jan-19'], [121, 'Chase ATM'], [227, 'ATM Withdrawal'], [438, '100', 'right'], [519, '0', 'right'], [600, '319.08', 'right']),
      row(130, [42, '1-Jan-19'], [121, 'Chase ATM'], [227, 'ATM Withdrawal'], [438, '100', 'right'], [519, '0', 'right'], [600, '219.08', 'right']),
      row(
        145,
        [42, '2-Jan-19'],
        [121, 'Salary'],
        [227, 'Income payment'],
        [438, '0', 'right'],
        [519, '10,103.66', 'right'],
        [600, '10,322.74', 'right'],
      ),
      row(160, [42, '3-Jan-19'], [121, 'Shopping'], [227, 'Amazon Order'], [438, '9,500.00', 'right'], [519, '0', 'right'], [600, '822.74', 'right']),
      row(175, [42, '10-Jan-19'], [121, 'Dining'], [227, 'Food'], [438, '500', 'right'], [519, '0', 'right'], [600, '322.74', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2019-01-01', 100, 'debit', 319.08],
      ['2019-01-01', 100, 'debit', 219.08],
      ['2019-01-02', 10103.66, 'credit', 10322.74],
      ['2019-01-03', 9500, 'debit', 822.74],
      ['2019-01-10', 500, 'debit', 322.74],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a report printed two report pages to a sheet (rows above the repeated header, "Page 3" in a money column) when extracted then every row is kept and no page number becomes a row', () => {
    const header = (y: number) => [
      row(y, [65, 'Date'], [110, 'Particulars'], [400, 'Debit', 'right'], [480, 'Credit', 'right'], [560, 'Balance', 'right']),
    ];
    const furniture = (y: number, n: number) => [
      row(y, [58, '24-03-2025'], [110, 'EXAMPLE BANK LEDGER REPORT'], [470, 'Page'], [495, String(n)]),
      row(y + 14, [58, 'Account No : 64260100012583']),
    ];
    const tx = (y: number, date: string, text: string, debit: string, credit: string, balance: string) =>
      row(y, [58, date], [110, text], [400, debit, 'right'], [480, credit, 'right'], [560, balance, 'right']);
    const sheet1 = [
      ...furniture(30, 1),
      ...header(70),
      tx(85, '04-03-2024', 'UPI PAYMENT A', '50.00', '', '288.05Cr'),
      tx(100, '05-03-2024', 'UPI PAYMENT B', '60.00', '', '228.05Cr'),
      tx(115, '14-03-2024', 'GOVT CREDIT', '', '2,212.00', '2,440.05Cr'),
    ];
    const sheet2 = [
      tx(30, '21-04-2024', 'CHARGES', '177.00', '', '2,263.05Cr'),
      tx(45, '22-04-2024', 'UPI CREDIT', '', '100.00', '2,363.05Cr'),
      row(60, [150, 'Page Total Debit : 177.00']),
      ...furniture(90, 2),
      ...header(130),
      tx(145, '25-04-2024', 'UPI PAYMENT C', '50.00', '', '2,313.05Cr'),
      tx(160, '30-04-2024', 'UPI CREDIT', '', '2,200.00', '4,513.05Cr'),
    ];
    const s = extractStatement(pdfText(page(1, sheet1), page(2, sheet2)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2024-03-04', 50, 'debit', 288.05],
        ['2024-03-05', 60, 'debit', 228.05],
        ['2024-03-14', 2212, 'credit', 2440.05],
        ['2024-04-21', 177, 'debit', 2263.05],
        ['2024-04-22', 100, 'credit', 2363.05],
        ['2024-04-25', 50, 'debit', 2313.05],
        ['2024-04-30', 2200, 'credit', 4513.05],
      ],
    );
    assert.deepEqual(s.reconciliation.warnings, []);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given "Posting Date | Value Date" (neither names the transaction) when extracted then the earlier date, when the purchase was made, dates the row and the posting date is kept', () => {
    const lines = [
      row(40, [40, 'Account Statement']),
      row(55, [40, 'Statement Period: From 01/11/2024 to 30/11/2024']),
      row(
        100,
        [42, 'Posting Date'],
        [108, 'Value Date'],
        [214, 'Description'],
        [434, 'Debit Amount', 'right'],
        [495, 'Credit Amount', 'right'],
        [557, 'Balance', 'right'],
      ),
      row(
        115,
        [47, '04/11/2024'],
        [108, '02/11/2024'],
        [161, 'PUR 02/11 PHONE SHOP'],
        [434, '20.00', 'right'],
        [495, '0.00', 'right'],
        [557, '4820.66', 'right'],
      ),
      row(
        130,
        [47, '06/11/2024'],
        [108, '06/11/2024'],
        [161, 'TRANSFER OUT'],
        [434, '2800.00', 'right'],
        [495, '0.00', 'right'],
        [557, '2020.66', 'right'],
      ),
      row(
        145,
        [47, '11/11/2024'],
        [108, '09/11/2024'],
        [161, 'PUR 09/11 PHONE SHOP'],
        [434, '20.00', 'right'],
        [495, '0.00', 'right'],
        [557, '2000.66', 'right'],
      ),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-11-02', '2024-11-06', '2024-11-09'],
    );
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2024-11-04', '2024-11-06', '2024-11-11'],
    );
  });
});
