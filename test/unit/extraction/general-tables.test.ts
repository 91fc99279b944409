import assert from 'node:assert/strict';
import { ExtractionError } from '../../../src/extraction/errors';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);
const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('extraction: tables read from the geometry of their values', () => {
  it('given amounts right-aligned far right of left-aligned labels with 0.00 fillers when extracted then each value is read in its own column', () => {
    // Labels start at 300/360/420; values end at 400/470/550, so "Debit" values sit under "Credit".
    const H = row(100, [40, 'Date'], [110, 'Details'], [300, 'Debit'], [360, 'Credit'], [420, 'Balance']);
    const r = (y: number, d: string, desc: string, dr: string, cr: string, bal: string) =>
      row(y, [40, d], [110, desc], [400, dr, 'right'], [470, cr, 'right'], [550, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          r(115, '01/03/2024', 'Salary March', '0.00', '2,500.00', '3,000.00'),
          r(127, '02/03/2024', 'Rent', '1,200.00', '0.00', '1,800.00'),
          r(139, '03/03/2024', 'Groceries', '150.25', '0.00', '1,649.75'),
          r(151, '04/03/2024', 'Refund', '0.00', '20.00', '1,669.75'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-03-01', 'Salary March', 2500, 'credit', 3000],
      ['2024-03-02', 'Rent', 1200, 'debit', 1800],
      ['2024-03-03', 'Groceries', 150.25, 'debit', 1649.75],
      ['2024-03-04', 'Refund', 20, 'credit', 1669.75],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.balance_checks, 3);
  });

  it('given a table with no recognisable header when extracted then rows start at dates and the balance decides debit from credit', () => {
    const lines: PdfTextItem[][] = [row(40, [40, 'ACME MICROFINANCE']), row(55, [40, 'Statement for JOHN DOE'])];
    let bal = 100_000;
    const rows: [string, string, number][] = [
      ['05 Jan 2024', 'Cash deposit', 50_000],
      ['06 Jan 2024', 'Loan repayment', -30_000],
      ['07 Jan 2024', 'Transfer in', 12_345],
      ['08 Jan 2024', 'ATM cash', -5_000],
    ];
    lines.push(row(90, [110, 'Balance brought forward'], [550, money(bal), 'right']));
    rows.forEach(([d, desc, v], i) => {
      bal += v;
      lines.push(
        row(
          102 + i * 12,
          [40, d],
          [110, desc],
          [400, v < 0 ? money(-v) : '', 'right'],
          [470, v > 0 ? money(v) : '', 'right'],
          [550, money(bal), 'right'],
        ),
      );
    });
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2024-01-05', 'Cash deposit', 500, 'credit', 1500],
      ['2024-01-06', 'Loan repayment', 300, 'debit', 1200],
      ['2024-01-07', 'Transfer in', 123.45, 'credit', 1323.45],
      ['2024-01-08', 'ATM cash', 50, 'debit', 1273.45],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.opening_balance.printed, 1000);
  });

  it('given debit column labelled where credits sit (labels swapped against the values) when extracted then the running balance decides', () => {
    const H = row(100, [40, 'Date'], [110, 'Narration'], [400, 'Credit', 'right'], [470, 'Debit', 'right'], [550, 'Balance', 'right']);
    const r = (y: number, d: string, desc: string, a: string, b: string, bal: string) =>
      row(y, [40, d], [110, desc], [400, a, 'right'], [470, b, 'right'], [550, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          r(115, '01/03/2024', 'Initial deposit', '', '500.00', '500.00'),
          r(127, '02/03/2024', 'Fee', '10.00', '', '490.00'),
          r(139, '03/03/2024', 'Deposit', '', '100.00', '590.00'),
          r(151, '04/03/2024', 'Withdrawal', '90.00', '', '500.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.type),
      ['credit', 'debit', 'credit', 'debit'],
    );
    assert.ok(s.reconciliation.warnings.some((w) => w.includes('other way round')));
  });

  it('given overdraft balances printed with a minus, DR or trailing minus when extracted then they are negative and the types follow the balance', () => {
    const H = row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, d: string, desc: string, a: string, bal: string) => row(y, [40, d], [110, desc], [430, a, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          r(115, '01/04/2024', 'Opening balance', '', '100.00'),
          r(127, '02/04/2024', 'Cheque 001', '250.00', '150.00 DR'),
          r(139, '03/04/2024', 'Interest', '1.50', '-151.50'),
          r(151, '04/04/2024', 'Salary', '300.00', '148.50'),
          r(163, '05/04/2024', 'Card', '200.00', '51.50-'),
        ]),
      ),
    );
    assert.deepEqual(
      brief(s).map((t) => t.slice(2)),
      [
        [250, 'debit', -150],
        [1.5, 'debit', -151.5],
        [300, 'credit', 148.5],
        [200, 'debit', -51.5],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction: card statements (no balance column)', () => {
  const H = row(100, [40, 'Trans Date'], [110, 'Description'], [470, 'Amount', 'right']);
  const r = (y: number, d: string, desc: string, a: string) => row(y, [40, d], [110, desc], [470, a, 'right']);
  const title = [
    row(30, [40, 'EXAMPLE BANK CREDIT CARD STATEMENT']),
    row(42, [40, 'Statement period 01/12/2023 to 31/12/2023']),
    row(54, [40, 'Credit limit 5,000.00']),
  ];

  it('given a previous balance, purchases, a (payment) and a CR refund when extracted then types follow the card convention and balances are computed, owed negative', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          ...title,
          H,
          r(115, '', 'Previous balance', '1,000.00'),
          r(127, '03/12/2023', 'SUPERMARKET', '50.00'),
          r(139, '05/12/2023', 'PAYMENT THANK YOU', '(200.00)'),
          r(151, '07/12/2023', 'REFUND SHOP', '10.00 CR'),
          r(163, '09/12/2023', 'INTEREST', '12.34'),
          r(175, '', 'New balance', '852.34'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2023-12-03', 'SUPERMARKET', 50, 'debit', -1050],
      ['2023-12-05', 'PAYMENT THANK YOU', 200, 'credit', -850],
      ['2023-12-07', 'REFUND SHOP', 10, 'credit', -840],
      ['2023-12-09', 'INTEREST', 12.34, 'debit', -852.34],
    ]);
    const rec = s.reconciliation;
    assert.equal(rec.balance_source, 'computed');
    assert.equal(rec.verdict, 'reconciled');
    assert.deepEqual([rec.opening_balance.printed, rec.closing_balance.printed, rec.closing_balance.computed], [-1000, -852.34, -852.34]);
  });

  it("given a previous balance in the holder's favour (CR) when extracted then the opening is positive", () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          ...title,
          H,
          r(115, '', 'Previous balance', '100.00 CR'),
          r(127, '03/12/2023', 'SHOP', '30.00'),
          r(139, '', 'New balance', '70.00 CR'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [['2023-12-03', 'SHOP', 30, 'debit', 70]]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given new balance that previous balance plus the rows does not give when extracted then it is unreconciled, not clean', () => {
    const s = extractStatement(
      pdfText(
        page(1, [...title, H, r(115, '', 'Previous balance', '100.00'), r(127, '03/12/2023', 'SHOP', '30.00'), r(139, '', 'New balance', '150.00')]),
      ),
    );
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.equal(s.reconciliation.closing_balance.matches, false);
  });

  it('given separate columns whose labels contradict previous + rows = new balance when extracted then the columns are read the other way round', () => {
    const H2 = row(100, [40, 'Date'], [110, 'Description'], [400, 'Debit', 'right'], [470, 'Credit', 'right']);
    const r2 = (y: number, d: string, desc: string, a: string, b: string) => row(y, [40, d], [110, desc], [400, a, 'right'], [470, b, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          ...title,
          H2,
          r2(115, '', 'Previous balance', '', '1,000.00'),
          r2(127, '03/12/2023', 'SUPERMARKET', '', '50.00'),
          r2(139, '05/12/2023', 'PAYMENT RECEIVED', '200.00', ''),
          r2(151, '', 'New balance', '', '850.00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2023-12-03', 'SUPERMARKET', 50, 'debit', -1050],
      ['2023-12-05', 'PAYMENT RECEIVED', 200, 'credit', -850],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.ok(s.reconciliation.warnings.some((w) => w.includes('other way round')));
  });

  it('given a card statement whose balance column prints what is owed when extracted then purchases are debits and balances are negative', () => {
    const H2 = row(100, [40, 'Date'], [110, 'Description'], [400, 'Amount', 'right'], [500, 'Balance', 'right']);
    const r2 = (y: number, d: string, desc: string, a: string, b: string) => row(y, [40, d], [110, desc], [400, a, 'right'], [500, b, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          ...title,
          H2,
          r2(115, '', 'Previous balance', '', '1,000.00'),
          r2(127, '03/12/2023', 'SUPERMARKET', '50.00', '1,050.00'),
          r2(139, '05/12/2023', 'PAYMENT RECEIVED', '200.00 CR', '850.00'),
          r2(151, '07/12/2023', 'AIRLINE', '900.00', '1,750.00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2023-12-03', 'SUPERMARKET', 50, 'debit', -1050],
      ['2023-12-05', 'PAYMENT RECEIVED', 200, 'credit', -850],
      ['2023-12-07', 'AIRLINE', 900, 'debit', -1750],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.opening_balance.printed, -1000);
  });

  it('given previous and new balance printed in a summary box above the table when extracted then they open and check the computed balances', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          ...title,
          row(70, [40, 'Previous balance'], [150, '1,000.00'], [260, 'New balance'], [360, '1,040.00']),
          H,
          r(127, '03/12/2023', 'SUPERMARKET', '50.00'),
          r(139, '05/12/2023', 'REFUND', '(10.00)'),
        ]),
      ),
    );
    assert.deepEqual(
      brief(s).map((t) => t.slice(3)),
      [
        ['debit', -1050],
        ['credit', -1040],
      ],
    );
    assert.deepEqual(
      [s.reconciliation.opening_balance.printed, s.reconciliation.closing_balance.matches, s.reconciliation.verdict],
      [-1000, true, 'reconciled'],
    );
  });

  it('given no opening balance at all when extracted then balances are null and the source is none', () => {
    const s = extractStatement(pdfText(page(1, [H, r(127, '03/12/2023', 'SHOP', '30.00'), r(139, '04/12/2023', 'CAFE', '5.00')])));
    assert.deepEqual(
      s.transactions.map((t) => t.balance),
      [null, null],
    );
    assert.equal(s.reconciliation.balance_source, 'none');
    assert.equal(s.reconciliation.verdict, 'unverified');
  });
});

describe('extraction: rows that are not transactions', () => {
  it('given a Status column with cancelled and failed rows when extracted then they are listed as excluded and in no total', () => {
    const H = row(100, [40, 'Date'], [110, 'Details'], [330, 'Status'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, d: string, desc: string, st: string, a: string, bal: string) =>
      row(y, [40, d], [110, desc], [330, st], [430, a, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          r(115, '01/05/2024', 'Received from A', 'Completed', '100.00', '100.00'),
          r(127, '02/05/2024', 'Send to B', 'Cancelled', '-40.00', '100.00'),
          r(139, '03/05/2024', 'Send to C', 'Completed', '-30.00', '70.00'),
          r(151, '04/05/2024', 'Reversal of payment X', 'Completed', '5.00', '75.00'),
          r(163, '05/05/2024', 'Airtime', 'FAILED', '-10.00', '75.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Received from A', 'Send to C', 'Reversal of payment X'],
    );
    assert.deepEqual(
      s.reconciliation.excluded_rows.map((e) => [e.date, e.description, e.amount, e.type, e.status]),
      [
        ['2024-05-02', 'Send to B', 40, 'debit', 'Cancelled'],
        ['2024-05-05', 'Airtime', 10, 'debit', 'FAILED'],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a "Pending transactions" section under the posted rows and daily totals when extracted then pending rows are excluded with the heading as status and totals are not rows', () => {
    const H = row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, d: string, desc: string, a: string, bal: string) => row(y, [40, d], [110, desc], [430, a, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          r(115, '01/06/2024', 'Deposit', '100.00', '100.00'),
          r(127, '01/06/2024', 'Coffee', '-4.00', '96.00'),
          row(139, [110, 'Daily total'], [430, '96.00', 'right']),
          r(151, '02/06/2024', 'Books', '-20.00', '76.00'),
          row(175, [40, 'Pending transactions']),
          r(190, '03/06/2024', 'Hotel hold', '-300.00', ''),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Deposit', 'Coffee', 'Books'],
    );
    assert.deepEqual(
      s.reconciliation.excluded_rows.map((e) => [e.description, e.amount, e.status]),
      [['Hotel hold', 300, 'Pending transactions']],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given no Status column but a status printed as its own cell after the description when extracted then failed rows are excluded and the word is not narration', () => {
    const r = (y: number, d: string, desc: string, st: string, a: string, bal: string) =>
      row(y, [40, d], [110, desc], [300, st], [430, a, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          r(100, '01/02/2024', 'Received from A', 'Success', '100.00', '100.00'),
          r(112, '02/02/2024', 'Send to B', 'FAILED', '-40.00', '100.00'),
          r(124, '03/02/2024', 'Send to C', 'Success', '-30.00', '70.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Received from A', 'Send to C'],
    );
    assert.deepEqual(
      s.reconciliation.excluded_rows.map((e) => [e.description, e.status]),
      [['Send to B', 'FAILED']],
    );
  });

  it('given a section heading, page totals and a summary below the table when extracted then none of them becomes a row and the totals are checked', () => {
    const H = row(100, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, d: string, desc: string, dr: string, cr: string, bal: string) =>
      row(y, [40, d], [110, desc], [360, dr, 'right'], [430, cr, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          r(115, '01/02/2024', 'Salary', '', '1,000.00', '1,000.00'),
          r(127, '03/02/2024', 'Rent', '700.00', '', '300.00'),
          row(139, [110, 'Page total'], [360, '700.00', 'right'], [430, '1,000.00', 'right']),
          row(170, [40, 'ACCOUNT SUMMARY']),
          row(182, [40, 'Total debits'], [200, '700.00']),
          row(194, [40, 'Total credits'], [200, '1,000.00']),
          row(206, [40, 'Number of transactions: 2']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Salary', 'Rent'],
    );
    assert.deepEqual(
      s.reconciliation.totals.map((t) => [t.printed, t.computed, t.matches]),
      [
        [700, 700, true],
        [1000, 1000, true],
        [2, 2, true],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction: the refusal policy', () => {
  const H = row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
  function statement(n: number, breakAt: Set<number>) {
    const pages = [];
    let bal = 0;
    for (let p = 0; p * 50 < n; p++) {
      const lines: PdfTextItem[][] = [H];
      for (let i = p * 50; i < Math.min(n, (p + 1) * 50); i++) {
        bal += 1000;
        const printed = breakAt.has(i) ? bal + 1 : bal;
        const day = String(1 + (i % 28)).padStart(2, '0');
        const month = String(1 + Math.floor(i / 28)).padStart(2, '0');
        lines.push(
          row(
            115 + (i - p * 50) * 12,
            [40, `${day}/${month}/2024`] as Cell,
            [110, `Deposit ${i}`],
            [430, '10.00', 'right'],
            [520, money(printed), 'right'],
          ),
        );
        if (breakAt.has(i)) bal += 1;
      }
      pages.push(page(p + 1, lines));
    }
    return pdfText(...pages);
  }

  it('given one break in 150 rows when extracted then it is returned as unreconciled with the break listed', () => {
    const s = extractStatement(statement(150, new Set([80])));
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.deepEqual(
      s.reconciliation.balance_breaks.map((b) => [b.index, b.expected, b.printed]),
      [[80, 810, 810.01]],
    );
  });

  it('given breaks at many rows when extracted then every row is returned, unreconciled, each break listed', () => {
    const s = extractStatement(statement(150, new Set([10, 40, 70, 100])));
    assert.equal(s.transactions.length, 150);
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.deepEqual(
      s.reconciliation.balance_breaks.map((b) => b.index),
      [10, 40, 70, 100],
    );
  });

  it('given dated rows whose amounts cannot be placed when extracted then the refusal says so', () => {
    assert.throws(
      () =>
        extractStatement(pdfText(page(1, [row(100, [40, '01/02/2024'], [110, 'Something']), row(112, [40, '02/02/2024'], [110, 'Other thing'])]))),
      (e: unknown) =>
        e instanceof ExtractionError && e.code === 'unrecognised_format' && e.message === 'found 2 dated rows but could not place their amounts',
    );
  });
});

describe('extraction: wallet and day-grouped layouts', () => {
  it('given a wallet table with Trans. Time and Value Date columns, -- fillers, a Status column and a summary below when extracted then transaction dates are used and only completed rows count', () => {
    const H = row(
      100,
      [30, 'Trans. Time'],
      [120, 'Value Date'],
      [180, 'Description'],
      [330, 'Debit'],
      [390, 'Credit'],
      [450, 'Balance'],
      [510, 'Status'],
    );
    const r = (y: number, t: string, v: string, d: string, dr: string, cr: string, bal: string, st: string) =>
      row(y, [30, t], [120, v], [180, d], [330, dr], [390, cr], [450, bal], [510, st]);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'PESAWALLET']),
          H,
          r(115, '2024-03-01 08:15:02', '2024-03-02', 'Cash in agent 12', '--', '500.00', '500.00', 'Success'),
          r(127, '2024-03-03 09:00:00', '2024-03-04', 'Pay merchant 88', '120.00', '--', '380.00', 'Success'),
          r(139, '2024-03-03 09:05:00', '2024-03-04', 'Pay merchant 89', '60.00', '--', '380.00', 'Cancelled'),
          r(151, '2024-03-05 18:30:10', '2024-03-06', 'Airtime', '30.00', '--', '350.00', 'Success'),
          row(190, [30, 'Transaction summary']),
          row(202, [180, 'Money in'], [390, '500.00']),
          row(214, [180, 'Money out'], [330, '150.00']),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-03-01', 'Cash in agent 12', 500, 'credit', 500],
      ['2024-03-03', 'Pay merchant 88', 120, 'debit', 380],
      ['2024-03-05', 'Airtime', 30, 'debit', 350],
    ]);
    assert.deepEqual(
      s.reconciliation.excluded_rows.map((e) => [e.description, e.status]),
      [['Pay merchant 89', 'Cancelled']],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given the date printed once per day on a line of its own when extracted then it dates the rows below it and is not narration', () => {
    const H = row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, desc: string, a: string, bal: string) => row(y, [110, desc], [430, a, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Statement period 01/01/2024 to 31/01/2024']),
          H,
          row(115, [40, '02 Jan']),
          r(127, 'Coffee', '-3.50', '96.50'),
          r(139, 'Lunch', '-12.00', '84.50'),
          row(151, [40, '05 Jan']),
          r(163, 'Salary', '1,000.00', '1,084.50'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-01-02', 'Coffee', 3.5, 'debit', 96.5],
      ['2024-01-02', 'Lunch', 12, 'debit', 84.5],
      ['2024-01-05', 'Salary', 1000, 'credit', 1084.5],
    ]);
  });
});

describe('extraction: cells centred on their row (HTML tables)', () => {
  it('given date and time split around the row line, the time under the last row at the same place on every page, when extracted then every row keeps its time and same-second rows chain', () => {
    const H = row(60, [30, 'Receipt'], [100, 'Completion Time'], [200, 'Details'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const cell = (y: number, receipt: string, date: string, time: string, desc: string, amount: string, bal: string) =>
      [row(y - 7, [100, date]), row(y, [30, receipt], [200, desc], [430, amount, 'right'], [520, bal, 'right']), row(y + 7, [100, time])].flat();
    // Newest first; the two 09:00:05 rows are printed in the order that does not chain.
    const p1 = page(1, [
      H,
      cell(90, 'R4', '2024-05-02', '09:00:05', 'Send money', '-51.00', '149.00'),
      cell(115, 'R5', '2024-05-02', '09:00:05', 'Charge', '-1.00', '148.00'),
      row(800, [280, '1 of 2']),
    ]);
    const p2 = page(2, [
      H,
      cell(90, 'R2', '2024-05-01', '08:00:00', 'Received', '199.00', '200.00'),
      cell(115, 'R1', '2024-05-01', '07:00:00', 'Airtime', '-1.00', '1.00'),
      row(800, [280, '2 of 2']),
    ]);
    const s = extractStatement(pdfText(p1, p2));
    assert.deepEqual(
      s.transactions.map((t) => [t.description, t.balance]),
      [
        ['Airtime', 1],
        ['Received', 200],
        ['Send money', 149],
        ['Charge', 148],
      ],
    );
    assert.deepEqual(
      s.details.map((d) => d.time),
      ['07:00:00', '08:00:00', '09:00:05', '09:00:05'],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction: layouts seen on unfamiliar statements', () => {
  it('given a header without a date column and the date printed once per day above its rows when extracted then rows are dated by their heading', () => {
    const H = row(100, [60, 'Description'], [300, 'Reference'], [460, 'Amount', 'right'], [548, 'Balance', 'right']);
    const r = (y: number, d: string, ref: string, a: string, b: string) => row(y, [60, d], [300, ref], [460, a, 'right'], [548, b, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [60, 'Statement period: 30 January 2025 to 20 February 2025']),
          H,
          r(112, 'Balance brought forward', '', '', '100.00Cr'),
          row(124, [60, '01 Feb']),
          r(136, 'MONTHLY ACCOUNT FEE', '167723', '65.00', '35.00Cr'),
          r(148, 'IB PAYMENT TO LANDLORD', '563793', '100.00', '65.00Dr'),
          row(160, [60, '02 Feb']),
          r(172, 'EFT CREDIT THABO', '834630', '1,000.00Cr', '935.00Cr'),
          r(184, 'TOTAL ENERGIES SANDTON', '834631', '35.00', '900.00Cr'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-02-01', 'MONTHLY ACCOUNT FEE', 65, 'debit', 35],
      ['2025-02-01', 'IB PAYMENT TO LANDLORD', 100, 'debit', -65],
      ['2025-02-02', 'EFT CREDIT THABO', 1000, 'credit', 935],
      ['2025-02-02', 'TOTAL ENERGIES SANDTON', 35, 'debit', 900],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a dated turnover total in German, Dutch or Swahili (a label alone from language/total-labels.json) when extracted then it is no row', () => {
    for (const label of ['Umsatztotal', 'Summe', 'Totaal', 'Jumla']) {
      const H = row(100, [40, 'Datum'], [110, 'Buchungstext'], [360, 'Belastung', 'right'], [440, 'Gutschrift', 'right'], [540, 'Saldo', 'right']);
      const r = (y: number, d: string, desc: string, dr: string, cr: string, bal: string) =>
        row(y, [40, d], [110, desc], [360, dr, 'right'], [440, cr, 'right'], [540, bal, 'right']);
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'Periode: 01.01.2026 - 31.03.2026']),
            H,
            r(112, '01.01.26', 'Saldovortrag', '', '', "14'872.35"),
            r(124, '12.01.26', 'Bezug Bancomat', '300.00', '', "14'572.35"),
            r(136, '25.01.26', 'Gutschrift Lohn', '', "7'418.60", "21'990.95"),
            r(148, '31.03.26', label, '300.00', "7'418.60", ''),
            r(160, '31.03.26', 'Schlusssaldo', '', '', "21'990.95"),
          ]),
        ),
      );
      assert.deepEqual(
        brief(s),
        [
          ['2026-01-12', 'Bezug Bancomat', 300, 'debit', 14572.35],
          ['2026-01-25', 'Gutschrift Lohn', 7418.6, 'credit', 21990.95],
        ],
        label,
      );
      assert.equal(s.reconciliation.verdict, 'reconciled', label);
    }
  });

  it('given a German total line over one amount column ("Summe Soll / Summe Haben 4.281,30 S 2.377,43 H") above the closing balance when extracted then the closing is read on its own line', () => {
    const H = row(100, [52, 'Buchungstag'], [114, 'Wert'], [162, 'Verwendungszweck'], [507, 'Betrag'], [538, 'EUR']);
    const r = (y: number, d: string, desc: string, amount: string) =>
      row(y, [52, d], [114, d.slice(0, 6)], [162, desc], [541, amount.slice(0, -2), 'right'], [546, amount.slice(-1)]);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [52, 'Zeitraum 02.02.2026 bis 27.02.2026']),
          H,
          row(115, [162, 'Alter Kontostand vom 30.01.2026'], [541, '612,40', 'right'], [546, 'H']),
          r(130, '02.02.2026', 'Dauerauftrag', '980,00 S'),
          row(140, [162, 'Hausverwaltung Miete Februar']),
          r(156, '27.02.2026', 'Lohn/Gehalt', '2.319,55 H'),
          row(166, [162, 'Moselwerft Technik GmbH']),
          r(182, '27.02.2026', 'Abschluss', '12,08 S'),
          row(192, [162, 'Entgelte lt. Preisverzeichnis']),
          row(230, [162, 'Summe Soll / Summe Haben'], [467, '992,08'], [502, 'S'], [512, '2.319,55'], [547, 'H']),
          row(245, [162, 'Neuer Kontostand vom 27.02.2026'], [508, '1.939,87'], [547, 'H']),
        ]),
      ),
    );
    assert.equal(s.transactions.length, 3);
    assert.equal(s.reconciliation.closing_balance.printed, 1939.87);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a summary grid whose labels print dates ("Beginsaldo 01-01-2026 | Eindsaldo 31-01-2026") over euro figures with dot thousands when extracted then they are the opening and closing', () => {
    const H = row(100, [40, 'Datum'], [110, 'Naam / Omschrijving'], [430, 'Af Bij'], [540, 'Bedrag (EUR)', 'right']);
    const r = (y: number, d: string, desc: string, afbij: string, amount: string) =>
      row(y, [40, d], [110, desc], [430, afbij], [540, amount, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Periode 01-01-2026 t/m 31-01-2026']),
          row(60, [40, 'Beginsaldo 01-01-2026'], [200, 'Totaal afgeschreven'], [330, 'Totaal bijgeschreven'], [460, 'Eindsaldo 31-01-2026']),
          row(75, [40, '€ 3.482,15'], [200, '€ 1.030,81'], [330, '€ 2.000,00'], [460, '€ 4.451,34']),
          H,
          r(115, '01-01-2026', 'Bol.com B.V.', 'Af', '30,81'),
          r(130, '02-01-2026', 'Werkgever B.V.', 'Bij', '2.000,00'),
          r(145, '03-01-2026', 'Huur januari', 'Af', '1.000,00'),
        ]),
      ),
    );
    assert.equal(s.reconciliation.opening_balance.printed, 3482.15);
    assert.equal(s.reconciliation.closing_balance.printed, 4451.34);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given two money columns with the same label (the second header line tells out from in) when extracted then they are read as debit and credit', () => {
    const H = [
      row(100, [40, 'Tarehe'], [110, 'Maelezo'], [400, 'Kiasi', 'right'], [470, 'Kiasi', 'right'], [550, 'Salio', 'right']),
      row(109, [370, 'kilichotoka'], [440, 'kilichoingia']),
    ].flat();
    const r = (y: number, d: string, desc: string, out: string, inn: string, bal: string) =>
      row(y, [40, d], [110, desc], [400, out, 'right'], [470, inn, 'right'], [550, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          r(124, '02/12/2024', 'Kuweka pesa', '', '5,000.00', '5,000.00'),
          r(136, '03/12/2024', 'Lipa kwa simu', '1,200.00', '', '3,800.00'),
          r(148, '04/12/2024', 'Umepokea', '', '700.00', '4,500.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [5000, 'credit', 5000],
        [1200, 'debit', 3800],
        [700, 'credit', 4500],
      ],
    );
  });

  it('given carried-forward lines at each page end but none after the last row when extracted then the closing comes from the summary, not from a page', () => {
    const H = row(100, [40, 'Date'], [110, 'Narrative'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const r = (y: number, d: string, desc: string, a: string, b: string) => row(y, [40, d], [110, desc], [430, a, 'right'], [520, b, 'right']);
    const p1 = page(1, [
      row(40, [40, 'Opening balance'], [200, '100.00'], [300, 'Closing balance'], [420, '70.00']),
      H,
      r(115, '01/06/2024', 'Fee', '-10.00', '90.00'),
      r(127, '', 'Balance carried forward', '', '90.00'),
    ]);
    const p2 = page(2, [H, r(115, '', 'Balance brought forward', '', '90.00'), r(127, '02/06/2024', 'Fee', '-20.00', '70.00')]);
    const s = extractStatement(pdfText(p1, p2));
    assert.deepEqual(
      [s.reconciliation.verdict, s.reconciliation.opening_balance.printed, s.reconciliation.closing_balance.printed],
      ['reconciled', 100, 70],
    );
  });

  it("given a note printed across the columns just under the last row when extracted then it is not the row's narration", () => {
    const H = row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          row(115, [40, '01/06/2024'], [110, 'Card Payment MOBIL'], [430, '-10.00', 'right'], [520, '90.00', 'right']),
          row(127, [40, 'Transactions with status Cancelled, Failed, Reversed or Pending did not affect your balance.']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Card Payment MOBIL'],
    );
  });

  it('given a page total printed between the last row and the carried-forward line when extracted then it is glued to no row', () => {
    const H = row(100, [40, 'Date'], [110, 'Narrative'], [430, 'Amount', 'right'], [520, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          H,
          row(112, [110, 'BALANCE BROUGHT FORWARD'], [520, '120.00 Cr', 'right']),
          row(124, [40, '01-JUN-24'], [110, 'CHEQUE 100200'], [430, '30.15 Dr', 'right'], [520, '89.85 Cr', 'right']),
          row(136, [110, 'PAGE TOTAL'], [430, '30.15 Dr', 'right']),
          row(148, [110, 'BALANCE CARRIED FORWARD'], [520, '89.85 Cr', 'right']),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [['2024-06-01', 'CHEQUE 100200', 30.15, 'debit', 89.85]]);
    assert.deepEqual([s.reconciliation.opening_balance.printed, s.reconciliation.closing_balance.matches], [120, true]);
  });
});

describe('extraction: tables without a header, other shapes', () => {
  it('given day, month name and a two-digit year in a table without a header when extracted then the year is read', () => {
    const r = (y: number, d: string, desc: string, a: string, bal: string) => row(y, [40, d], [110, desc], [450, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          r(100, '06 Dec 24', 'Java House', '-86.00', '914.00'),
          r(112, '07 Dec 24', 'Payment received', '400.00', '1,314.00'),
          r(124, '08 Jan 25', 'Bolt ride', '-33.00', '1,281.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-12-06', '2024-12-07', '2025-01-08'],
    );
  });

  it('given rows that open with a receipt number before the date and two dates without a year when extracted then the dates are the transaction dates', () => {
    const r = (y: number, rc: string, d: string, v: string, desc: string, a: string, bal: string) =>
      row(y, [30, rc], [90, d], [140, v], [200, desc], [450, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'Statement period 01 Dec 2024 to 31 Dec 2024']),
          r(100, 'SB21', '06 Dec', '07 Dec', 'Java House', '-86.00', '914.00'),
          r(112, 'SB22', '07 Dec', '08 Dec', 'Payment received', '400.00', '1,314.00'),
          r(124, 'SB23', '08 Dec', '09 Dec', 'Bolt ride', '-33.00', '1,281.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2024-12-06', 86, 'debit', 914],
        ['2024-12-07', 400, 'credit', 1314],
        ['2024-12-08', 33, 'debit', 1281],
      ],
    );
    assert.deepEqual(
      s.details.map((d) => d.reference),
      ['SB21', 'SB22', 'SB23'],
    );
  });
});

describe('extraction: which of two date columns is the transaction date', () => {
  const title = [row(40, [40, 'Statement period 01 Dec 2024 to 31 Dec 2024'])];
  const r = (y: number, a: string, b: string, desc: string, amt: string, bal: string) =>
    row(y, [40, a], [100, b], [160, desc], [450, amt, 'right'], [540, bal, 'right']);

  it('given the posting date printed before the transaction date when extracted then the labelled transaction date is used', () => {
    const H = row(100, [40, 'Posting date'], [100, 'Trans date'], [160, 'Details'], [450, 'Amount', 'right'], [540, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [...title, H, r(115, '07 Dec', '06 Dec', 'Java House', '-86.00', '914.00'), r(127, '09 Dec', '08 Dec', 'Bolt', '-14.00', '900.00')]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-12-06', '2024-12-08'],
    );
  });

  it('given two date columns whose labels do not tell them apart when extracted then the earlier one is the transaction date, with a warning', () => {
    const H = row(100, [40, 'Date'], [100, 'Date'], [160, 'Details'], [450, 'Amount', 'right'], [540, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [...title, H, r(115, '07 Dec', '06 Dec', 'Java House', '-86.00', '914.00'), r(127, '09 Dec', '08 Dec', 'Bolt', '-14.00', '900.00')]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-12-06', '2024-12-08'],
    );
    assert.ok(s.reconciliation.warnings.some((w) => w.includes('two date columns')));
  });

  it('given a narration column whose label is unknown when extracted then the text between the dates and the money is the description', () => {
    const H = row(100, [40, 'Date'], [160, 'Wat'], [450, 'Amount', 'right'], [540, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(page(1, [H, row(115, [40, '06/12/2024'], [160, 'Java House'], [450, '-86.00', 'right'], [540, '914.00', 'right'])])),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Java House'],
    );
  });
});

describe('extraction: header-less layouts the lead saw fail', () => {
  it('given dates printed once per day as headings and no header at all when extracted then the rows are read under their day', () => {
    const r = (y: number, desc: string, a: string, bal: string) => row(y, [60, desc], [460, a, 'right'], [548, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [60, 'Statement period: 01 March 2025 to 31 March 2025']),
          row(90, [60, 'Monday, 03 March 2025']),
          r(102, 'Grocer', '-20.00', '80.00'),
          r(114, 'Salary', '500.00', '580.00'),
          row(130, [60, 'Tuesday, 04 March 2025']),
          r(142, 'Taxi', '-8.00', '572.00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-03-03', 'Grocer', 20, 'debit', 80],
      ['2025-03-03', 'Salary', 500, 'credit', 580],
      ['2025-03-04', 'Taxi', 8, 'debit', 572],
    ]);
  });

  it('given no balance anywhere and a mostly-filled credit column when extracted then the rows are read, balances null, verdict unverified', () => {
    const r = (y: number, d: string, desc: string, dr: string, cr: string) => row(y, [40, d], [110, desc], [400, dr, 'right'], [470, cr, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          r(100, '01/03/2025', 'Received A', '', '120.00'),
          r(112, '02/03/2025', 'Received B', '', '75.50'),
          r(124, '03/03/2025', 'Received C', '', '300.00'),
          r(136, '04/03/2025', 'Received D', '', '42.00'),
          r(148, '05/03/2025', 'Paid E', '60.00', ''),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.balance]),
      [
        [120, null],
        [75.5, null],
        [300, null],
        [42, null],
        [60, null],
      ],
    );
    assert.deepEqual([s.reconciliation.balance_source, s.reconciliation.verdict], ['none', 'unverified']);
  });
});

describe('extraction: header fields the lead saw misread', () => {
  const body = [
    row(300, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']),
    row(315, [40, '02/05/2025'], [110, 'Transfer from ABENA'], [430, '1,000.00', 'right'], [520, '1,500.00', 'right']),
  ];

  it('given a period fragment where the account label points when extracted then it is not the account', () => {
    const s = extractStatement(
      pdfText(page(1, [row(40, [40, 'Account:'], [120, 'From 30-MAR-25']), row(52, [40, 'Name:'], [120, 'AMA OWUSU']), ...body])),
    );
    assert.equal(s.account, '');
    assert.equal(s.name, 'AMA OWUSU');
  });

  it('given a mobile-money statement that prints only the holder phone when extracted then the phone is the wallet account', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'MOBILE MONEY WALLET STATEMENT']),
          row(40, [40, 'Name:'], [120, 'AWA NDIAYE']),
          row(52, [40, 'Phone:'], [120, '+221 77 818 22 58']),
          ...body,
        ]),
      ),
    );
    assert.equal(s.account_kind, 'mobile_money');
    assert.equal(s.account, '+221 77 818 22 58');
  });
});
