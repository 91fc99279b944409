import assert from 'node:assert/strict';
import { ExtractionError } from '../../../src/extraction/errors';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

/** Date | Description | Debit | Credit | Balance, header at y=100. */
const HEADER = row(100, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']);
function txn(y: number, date: string, desc: string, debit: string, credit: string, balance: string): PdfTextItem[] {
  const cells: Cell[] = [
    [40, date],
    [110, desc],
    [520, balance, 'right'],
  ];
  if (debit) cells.push([360, debit, 'right']);
  if (credit) cells.push([430, credit, 'right']);
  return row(y, ...cells);
}
const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

describe('extraction/extractStatement (hand-built text)', () => {
  it('given separate debit and credit columns when extracted then amounts are positive with a type and the balance', () => {
    const s = extractStatement(
      pdfText(
        page(1, [HEADER, txn(115, '01/02/2024', 'Salary', '', '1,000.00', '1,500.00'), txn(127, '03/02/2024', 'Rent', '700.00', '', '800.00')]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-02-01', 'Salary', 1000, 'credit', 1500],
      ['2024-02-03', 'Rent', 700, 'debit', 800],
    ]);
    assert.equal(s.profile, 'generic');
    assert.equal(s.validation.verdict, 'ok');
  });

  it('given "0.00" and "-" fillers in the unused column when extracted then they are ignored', () => {
    const s = extractStatement(
      pdfText(
        page(1, [HEADER, txn(115, '01/02/2024', 'Salary', '0.00', '1,000.00', '1,500.00'), txn(127, '03/02/2024', 'Rent', '700.00', '-', '800.00')]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.type),
      ['credit', 'debit'],
    );
  });

  it('given a description wrapped over lines below the row (top-aligned) when extracted then the lines are merged', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          HEADER,
          txn(115, '01/02/2024', 'Transfer from', '', '50.00', '150.00'),
          row(124, [110, 'JOHN DOE 0712']),
          row(133, [110, 'ref 998877']),
          txn(146, '02/02/2024', 'Airtime', '10.00', '', '140.00'),
          row(155, [110, 'Safaricom']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Transfer from JOHN DOE 0712 ref 998877', 'Airtime Safaricom'],
    );
  });

  it('given cells vertically centred (description lines above and below the amounts) when extracted then each row gets its own lines', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          HEADER,
          row(115, [110, 'Payment to']),
          txn(120, '01/02/2024', '', '20.00', '', '80.00'),
          row(125, [110, 'ACME LTD']),
          row(140, [110, 'Deposit at']),
          txn(145, '02/02/2024', '', '', '30.00', '110.00'),
          row(150, [110, 'Branch 7']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Payment to ACME LTD', 'Deposit at Branch 7'],
    );
  });

  it('given a summary table before the detail table when extracted then only the detail table is read', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'SUMMARY']),
          row(52, [40, 'Transaction Type'], [200, 'Paid In'], [280, 'Paid Out']),
          row(64, [40, 'Send Money'], [200, '0.00'], [280, '500.00']),
          row(76, [40, 'TOTAL:'], [200, '100.00'], [280, '500.00']),
          HEADER,
          txn(115, '01/02/2024', 'Deposit', '', '100.00', '100.00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [['2024-02-01', 'Deposit', 100, 'credit', 100]]);
  });

  it('given opening, total and closing rows when extracted then they validate but are not transactions', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          HEADER,
          txn(115, '', 'Opening Balance', '', '', '500.00'),
          txn(127, '01/02/2024', 'Deposit', '', '100.00', '600.00'),
          txn(139, '02/02/2024', 'ATM', '50.00', '', '550.00'),
          row(151, [110, 'Total'], [360, '50.00', 'right'], [430, '100.00', 'right']),
          txn(163, '', 'Closing Balance', '', '', '550.00'),
        ]),
      ),
    );
    assert.equal(s.no_of_transactions, 2);
    assert.equal(s.validation.opening_balance, 500);
    assert.equal(s.validation.closing_balance, 550);
    assert.equal(s.validation.reconciles, true);
    assert.equal(s.validation.checked, 2);
  });

  it('given a newest-first statement when extracted then rows come back oldest first', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          HEADER,
          txn(115, '03/02/2024', 'C', '10.00', '', '90.00'),
          txn(127, '02/02/2024', 'B', '', '50.00', '100.00'),
          txn(139, '01/02/2024', 'A', '', '50.00', '50.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['A', 'B', 'C'],
    );
    assert.equal(s.start_date, '2024-02-01');
    assert.equal(s.end_date, '2024-02-03');
  });

  it('given same-second rows printed out of balance order when extracted then they are reordered so balances chain', () => {
    const H = row(100, [40, 'Completion Time'], [140, 'Details'], [360, 'Paid In', 'right'], [430, 'Withdrawn', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, t: string, d: string, pin: string, out: string, bal: string) =>
      row(y, [40, t], [140, d], [520, bal, 'right'], ...(pin ? [[360, pin, 'right'] as Cell] : []), ...(out ? [[430, out, 'right'] as Cell] : []));
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          // newest first; the two 10:00:05 rows are printed in the wrong order for the balance chain
          r(115, '2024-02-02 10:00:05', 'Charge', '', '-1.00', '148.00'),
          r(127, '2024-02-02 10:00:05', 'Send money', '', '-50.00', '149.00'),
          r(139, '2024-02-01 09:00:00', 'Received', '199.00', '', '199.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.description, t.balance]),
      [
        ['Received', 199],
        ['Send money', 149],
        ['Charge', 148],
      ],
    );
    assert.equal(s.validation.verdict, 'ok');
    assert.deepEqual(
      s.details.map((d) => d.time),
      ['09:00:00', '10:00:05', '10:00:05'],
    );
  });

  it('given one signed amount column with parentheses and CR/DR balances when extracted then signs become types', () => {
    const H = row(100, [40, 'Txn Date'], [110, 'Narration'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          row(115, [40, '01-Feb-2024'], [110, 'Deposit'], [430, '100.00', 'right'], [520, '100.00 CR', 'right']),
          row(127, [40, '02-Feb-2024'], [110, 'Fee'], [430, '(150.00)', 'right'], [520, '50.00 DR', 'right']),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-02-01', 'Deposit', 100, 'credit', 100],
      ['2024-02-02', 'Fee', 150, 'debit', -50],
    ]);
  });

  it('given an amount column plus a Dr/Cr column when extracted then the indicator gives the type', () => {
    const H = row(100, [40, 'Date'], [110, 'Details'], [400, 'Amount', 'right'], [420, 'Dr/Cr'], [520, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          row(115, [40, '01.02.24'], [110, 'In'], [400, '100.00', 'right'], [420, 'CR'], [520, '300.00', 'right']),
          row(127, [40, '02.02.24'], [110, 'Out'], [400, '40.00', 'right'], [420, 'DR'], [520, '260.00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.type),
      ['credit', 'debit'],
    );
  });

  it('given an unsigned amount whose balance proves a debit when validated then the type is corrected', () => {
    const H = row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          row(115, [40, '01/02/2024'], [110, 'Deposit'], [430, '100.00', 'right'], [520, '100.00', 'right']),
          row(127, [40, '02/02/2024'], [110, 'Withdrawal'], [430, '30.00', 'right'], [520, '70.00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.type),
      ['credit', 'debit'],
    );
    assert.equal(s.validation.breaks, 0);
  });

  it('given a debit printed in the credit column (lost sign) when validated then the balance corrects it and it is counted', () => {
    const s = extractStatement(
      pdfText(page(1, [HEADER, txn(115, '01/02/2024', 'A', '', '100.00', '100.00'), txn(127, '02/02/2024', 'B', '', '30.00', '70.00')])),
    );
    assert.equal(s.transactions[1]!.type, 'debit');
    assert.equal(s.validation.type_mismatches, 1);
  });

  it('given a balance that does not follow on a short statement when extracted then every row is returned, unreconciled, the break listed', () => {
    const s = extractStatement(
      pdfText(page(1, [HEADER, txn(115, '01/02/2024', 'A', '', '100.00', '100.00'), txn(127, '02/02/2024', 'B', '10.00', '', '70.00')])),
    );
    assert.deepEqual(brief(s), [
      ['2024-02-01', 'A', 100, 'credit', 100],
      ['2024-02-02', 'B', 10, 'debit', 70],
    ]);
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.deepEqual(s.reconciliation.balance_breaks, [{ index: 1, date: '2024-02-02', expected: 90, printed: 70, amount: -10 }]);
  });

  it('given the header only on the first page and a page footer when extracted then later pages continue the table', () => {
    const footer = (n: number) => row(800, [250, `Page ${n} of 3`]);
    const s = extractStatement(
      pdfText(
        page(1, [HEADER, txn(115, '01/02/2024', 'A', '', '100.00', '100.00'), footer(1)]),
        page(2, [txn(40, '02/02/2024', 'B', '10.00', '', '90.00'), footer(2)]),
        page(3, [txn(40, '03/02/2024', 'C', '10.00', '', '80.00'), footer(3)]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.description, t.balance]),
      [
        ['A', 100],
        ['B', 90],
        ['C', 80],
      ],
    );
    assert.deepEqual(
      s.details.map((d) => d.page),
      [1, 2, 3],
    );
  });

  it('given a header split over two lines when extracted then stacked labels are recognised', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(95, [40, 'Transaction'], [360, 'Money', 'right'], [430, 'Money', 'right'], [520, 'Running', 'right']),
          row(104, [40, 'Date'], [110, 'Particulars'], [360, 'Out', 'right'], [430, 'In', 'right'], [520, 'Balance', 'right']),
          txn(120, '01/02/2024', 'Deposit', '', '5.00', '5.00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [['2024-02-01', 'Deposit', 5, 'credit', 5]]);
  });

  it('given a row without a date under a dated row when extracted then it takes the date above', () => {
    const s = extractStatement(pdfText(page(1, [HEADER, txn(115, '01/02/2024', 'A', '', '10.00', '10.00'), txn(127, '', 'B', '', '5.00', '15.00')])));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-02-01', '2024-02-01'],
    );
  });

  it('given account details above the table when extracted then name, account, contacts and currency are read', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'KCB Bank Kenya Limited']),
          row(45, [40, 'Account Name:'], [130, 'JANE DOE'], [300, 'Currency:'], [360, 'KES']),
          row(57, [40, 'Account Number:'], [130, '1234567890'], [300, 'Phone:'], [360, '+254 712 345678']),
          HEADER,
          txn(115, '01/02/2024', 'A', '', '10.00', '10.00'),
        ]),
      ),
    );
    assert.deepEqual(
      [s.name, s.account, s.contacts, s.company, s.currency, s.currency_code, s.profile],
      ['JANE DOE', '1234567890', '+254 712 345678', 'KCB Bank Kenya Limited', 'KES', 'KES', 'kcb-ke'],
    );
  });

  it('given no printed currency when extracted then it is inferred from the issuer or the country', () => {
    const gt = extractStatement(pdfText(page(1, [row(30, [40, 'Guaranty Trust Bank']), HEADER, txn(115, '01/02/2024', 'A', '', '10.00', '10.00')])));
    assert.equal(gt.currency_code, 'NGN');
    const tz = extractStatement(
      pdfText(page(1, [row(30, [40, 'Mwanga Community Bank, Tanzania']), HEADER, txn(115, '01/02/2024', 'A', '', '10.00', '10.00')])),
    );
    assert.equal(tz.currency_code, 'TZS');
  });

  it('given a landscape-width page when extracted then the wider table is read the same way', () => {
    const s = extractStatement(
      pdfText(
        page(
          1,
          [
            row(
              60,
              [40, 'Posting Date'],
              [140, 'Value Date'],
              [240, 'Remarks'],
              [600, 'Withdrawals', 'right'],
              [700, 'Deposits', 'right'],
              [800, 'Balance', 'right'],
            ),
            row(75, [40, '05/02/2024'], [140, '05/02/2024'], [240, 'POS purchase'], [600, '12.50', 'right'], [800, '87.50', 'right']),
          ],
          [842, 595],
        ),
      ),
    );
    assert.deepEqual(brief(s), [['2024-02-05', 'POS purchase', 12.5, 'debit', 87.5]]);
  });

  it('given text without a transaction table when extracted then it fails with unrecognised_format', () => {
    assert.throws(
      () => extractStatement(pdfText(page(1, [row(40, [40, 'Dear customer, thank you.'])]))),
      (e: ExtractionError) => e.code === 'unrecognised_format',
    );
  });

  it('given a table header with no rows when extracted then it fails with no_transactions', () => {
    assert.throws(
      () => extractStatement(pdfText(page(1, [HEADER, row(130, [40, 'No transactions in this period'])]))),
      (e: ExtractionError) =>
        e.code === 'no_transactions' && /transaction table \(header "Date .*Balance"\) but no line under it prints an amount/.test(e.message),
    );
  });
});
