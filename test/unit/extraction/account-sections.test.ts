import assert from 'node:assert/strict';
import { toTransactionsResponse } from '../../../src/domain/statement';
import { openApiDocument } from '../../../src/http/openapi';
import { documentValidator } from '../../../src/http/openapi/validate';
import { sameAccount } from '../../../src/extraction/account-sections';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

const header = (y: number) =>
  row(y, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']);
const txn = (y: number, date: string, desc: string, debit: string, credit: string, balance: string): PdfTextItem[] =>
  row(
    y,
    [40, date],
    [110, desc],
    [520, balance, 'right'],
    ...(debit ? [[360, debit, 'right'] as Cell] : []),
    ...(credit ? [[430, credit, 'right'] as Cell] : []),
  );

/** An account's block and table from `y`: holder, account number, header, three rows. */
function account(y: number, number: string, rows: [string, string, string, string, string][]): PdfTextItem[][] {
  return [
    row(y, [40, 'Account Name: JANE WANJIKU']),
    row(y + 12, [40, `Account Number: ${number}`]),
    header(y + 36),
    ...rows.map(([d, text, debit, credit, bal], i) => txn(y + 51 + 12 * i, d, text, debit, credit, bal)),
  ];
}
const CURRENT: [string, string, string, string, string][] = [
  ['01/03/2024', 'Salary', '', '5,000.00', '5,000.00'],
  ['02/03/2024', 'Rent', '1,500.00', '', '3,500.00'],
  ['05/03/2024', 'Transfer to savings', '1,000.00', '', '2,500.00'],
];
const SAVINGS: [string, string, string, string, string][] = [
  ['01/03/2024', 'Opening deposit', '', '10,000.00', '10,000.00'],
  ['05/03/2024', 'Transfer from current', '', '1,000.00', '11,000.00'],
  ['31/03/2024', 'Interest', '', '12.50', '11,012.50'],
];

describe('extraction: several accounts in one PDF', () => {
  it('given two accounts on their own pages, then both are read and returned, the spec fields describing the first', () => {
    const s = extractStatement(
      pdfText(page(1, [row(30, [40, 'ACME BANK']), ...account(50, '0123456789', CURRENT)]), page(2, account(50, '9876543210', SAVINGS))),
    );
    assert.equal(s.account, '0123456789');
    assert.deepEqual(
      s.transactions.map((t) => t.balance),
      [5000, 3500, 2500],
    );
    assert.deepEqual(
      s.accounts!.map((a) => [a.account, a.no_of_transactions, a.reconciliation.verdict, a.transactions[2]!.balance]),
      [
        ['0123456789', 3, 'reconciled', 2500],
        ['9876543210', 3, 'reconciled', 11012.5],
      ],
    );
    const body = toTransactionsResponse(s);
    assert.equal(body.accounts!.length, 2);
    assert.equal(body.no_of_transactions, 3);
    const validate = documentValidator(openApiDocument({ maxUploadBytes: 1, maxFiles: 1 })());
    assert.equal(validate({ $ref: '#/components/schemas/TransactionsResponse' }, JSON.parse(JSON.stringify(body))), null);
    const broken = { ...body, accounts: [{ ...body.accounts![0]!, extra: 1 }, body.accounts![1]] };
    assert.notEqual(validate({ $ref: '#/components/schemas/TransactionsResponse' }, JSON.parse(JSON.stringify(broken))), null);
  });

  it('given the second account\'s header read with a stray mark (OCR\'s "~" in a gap) then it still repeats the first and the accounts are cut', () => {
    const second = account(50, '9876543210', SAVINGS);
    second[2] = [...second[2]!, ...row(86, [300, '~'])];
    const s = extractStatement(pdfText(page(1, [row(30, [40, 'ACME BANK']), ...account(50, '0123456789', CURRENT)]), page(2, second)));
    assert.deepEqual(
      s.accounts?.map((a) => [a.account, a.no_of_transactions]),
      [
        ['0123456789', 3],
        ['9876543210', 3],
      ],
    );
  });

  it('given a second account whose block prints no holder then its holder is the one the first account names', () => {
    const second = account(50, '9876543210', SAVINGS).slice(1);
    const s = extractStatement(pdfText(page(1, [row(30, [40, 'ACME BANK']), ...account(50, '0123456789', CURRENT)]), page(2, second)));
    assert.deepEqual(
      s.accounts?.map((a) => [a.account, a.name]),
      [
        ['0123456789', 'JANE WANJIKU'],
        ['9876543210', 'JANE WANJIKU'],
      ],
    );
  });

  it("given a card number printed in a row's narration above the header repeated on the next page, then it names no second account", () => {
    const first = account(50, '0123456789', CURRENT);
    first.push(row(100, [110, 'DEBIT PURCHASE STARBUCKS 5412-XXXX-XXXX-9522']));
    const s = extractStatement(
      pdfText(page(1, [row(30, [40, 'ACME BANK']), ...first]), page(2, [header(50), txn(65, '10/03/2024', 'Groceries', '500.00', '', '2,000.00')])),
    );
    assert.equal(s.accounts, undefined);
    assert.equal(s.transactions.length, 4);
  });

  it('given one account held in two currencies, each under an "All amounts in …" heading and the first continued on a page without one, then each currency is an account with the number', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'ACME BANK']),
          row(40, [40, 'Account No.: 072-318842-5']),
          row(60, [40, 'All amounts in SGD']),
          header(80),
          txn(95, '01/02/2026', 'BALANCE B/F', '', '', '1,000.00'),
          txn(107, '02/02/2026', 'Salary', '', '500.00', '1,500.00'),
        ]),
        page(2, [row(40, [40, 'Multi-Currency Account (continued)']), header(60), txn(75, '05/02/2026', 'Rent', '200.00', '', '1,300.00')]),
        page(3, [
          row(40, [40, 'All amounts in USD']),
          header(60),
          txn(75, '01/02/2026', 'BALANCE B/F', '', '', '100.00'),
          txn(87, '03/02/2026', 'FX from SGD', '', '50.00', '150.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.accounts?.map((a) => [a.account, a.currency_code, a.no_of_transactions, a.reconciliation.verdict]),
      [
        ['072-318842-5', 'SGD', 2, 'reconciled'],
        ['072-318842-5', 'USD', 1, 'reconciled'],
      ],
    );
  });

  it('given a share account and a loan on one page, each titled "… Account 0038817-S01/-L14" under one member number, the loan under "Charges | Payments | Balance Owed", then each is an account, the loan read as money owed', () => {
    const cu = (y: number, d: string, desc: string, a: string, b: string, bal: string): PdfTextItem[] =>
      row(y, [54, d], [94, desc], [450, a, 'right'], [506, b, 'right'], [558, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [54, 'PINECREST VALLEY FEDERAL CREDIT UNION']),
          row(60, [54, 'DOLORES M. FITZGERALD'], [312, 'Member Number: 0038817']),
          row(72, [54, '1446 OAK KNOLL DR'], [312, 'Statement Period: 01/01/26 - 01/31/26']),
          row(100, [54, 'SHARE SAVINGS — SUFFIX S01 Account 0038817-S01']),
          row(
            115,
            [54, 'Date'],
            [94, 'Transaction Description'],
            [450, 'Withdrawals', 'right'],
            [506, 'Deposits', 'right'],
            [558, 'Balance', 'right'],
          ),
          cu(130, '01/01', 'Previous Balance', '', '', '5,122.33'),
          cu(142, '01/05', 'TRANSFER TO LOAN L14 AUTO PMT', '412.75', '', '4,709.58'),
          cu(154, '01/10', 'ACH DEPOSIT PAYROLL', '', '917.86', '5,627.44'),
          cu(166, '01/31', 'New Balance', '', '', '5,627.44'),
          row(200, [54, 'AUTO LOAN — SUFFIX L14 Account 0038817-L14 2022 SUBARU OUTBACK']),
          row(212, [54, 'Original Loan Amount: 28,500.00'], [300, 'Annual Percentage Rate: 5.490%']),
          row(
            230,
            [54, 'Date'],
            [105, 'Transaction Description'],
            [397, 'Charges', 'right'],
            [468, 'Payments', 'right'],
            [558, 'Balance Owed', 'right'],
          ),
          row(245, [54, '01/01'], [105, 'Previous Balance Owed'], [558, '14,863.22', 'right']),
          row(257, [54, '01/05'], [105, 'INTEREST CHARGED @ 5.490%'], [397, '69.30', 'right'], [558, '14,932.52', 'right']),
          row(269, [54, '01/05'], [105, 'PAYMENT TRANSFER FROM SHARE S01'], [468, '412.75', 'right'], [558, '14,519.77', 'right']),
          row(281, [54, '01/27'], [105, 'GAP INSURANCE PREMIUM'], [397, '18.95', 'right'], [558, '14,538.72', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.accounts?.map((a) => [a.account, a.no_of_transactions, a.reconciliation.verdict]),
      [
        ['0038817-S01', 2, 'reconciled'],
        ['0038817-L14', 3, 'reconciled'],
      ],
    );
    assert.deepEqual(
      s.accounts![1]!.transactions.map((t) => [t.description, t.type]),
      [
        ['INTEREST CHARGED @ 5.490%', 'debit'],
        ['PAYMENT TRANSFER FROM SHARE S01', 'credit'],
        ['GAP INSURANCE PREMIUM', 'debit'],
      ],
    );
  });

  it('given the second account starting half way down the first page, then the page is cut between them', () => {
    const s = extractStatement(pdfText(page(1, [...account(50, '0123456789', CURRENT), ...account(300, '9876543210', SAVINGS)])));
    assert.deepEqual(
      s.accounts!.map((a) => [a.account, a.transactions.map((t) => t.description)]),
      [
        ['0123456789', ['Salary', 'Rent', 'Transfer to savings']],
        ['9876543210', ['Opening deposit', 'Transfer from current', 'Interest']],
      ],
    );
  });

  it('given accounts named without a label on one page under a period printed once above them, then each is read with the period year', () => {
    // A bank's combined statement: the period printed once at the top, each account titled by its product
    // and number ("Everyday Savings - 0123…", "CD - …"), each under its own header, dates without a year.
    const titled = (y: number, title: string, rows: [string, string, string, string, string][]): PdfTextItem[][] => [
      row(y, [40, title]),
      header(y + 18),
      ...rows.map(([d, text, debit, credit, bal], i) => txn(y + 33 + 12 * i, d, text, debit, credit, bal)),
      row(y + 33 + 12 * rows.length, [40, 'Fees Summary']),
      row(y + 45 + 12 * rows.length, [40, 'Total Fees'], [360, '$0.00', 'right']),
    ];
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'ACME BANK'], [400, 'STATEMENT PERIOD']),
          row(42, [400, 'Dec 1 - Jan 31, 2024']),
          ...titled(70, '360 Checking - 36208079669', [
            ['Dec 30', 'Card purchase', '20.00', '', '180.00'],
            ['Jan 31', 'Monthly Interest Paid', '', '0.02', '180.02'],
          ]),
          ...titled(200, 'Everyday Savings - 36208079388', [
            ['Dec 31', 'Monthly Interest Paid', '', '29.25', '8,195.86'],
            ['Jan 31', 'Monthly Interest Paid', '', '28.41', '8,224.27'],
          ]),
          ...titled(330, 'CD - 36207901820', [
            ['Dec 25', 'Monthly Interest Paid', '', '7.13', '2,063.97'],
            ['Jan 25', 'Monthly Interest Paid', '', '7.39', '2,071.36'],
          ]),
        ]),
      ),
    );
    assert.deepEqual(
      s.accounts!.map((a) => [a.account, a.reconciliation.verdict, a.transactions.map((t) => [t.date, t.type, t.balance])]),
      [
        [
          '36208079669',
          'reconciled',
          [
            ['2023-12-30', 'debit', 180],
            ['2024-01-31', 'credit', 180.02],
          ],
        ],
        [
          '36208079388',
          'reconciled',
          [
            ['2023-12-31', 'credit', 8195.86],
            ['2024-01-31', 'credit', 8224.27],
          ],
        ],
        [
          '36207901820',
          'reconciled',
          [
            ['2023-12-25', 'credit', 2063.97],
            ['2024-01-25', 'credit', 2071.36],
          ],
        ],
      ],
    );
  });

  it('given each account\'s block ending in a dated field ("Period 01/03/2025 - 31/03/2025") above its header, then the accounts are still cut', () => {
    const dated = (y: number, number: string, rows: typeof CURRENT) => {
      const [name, acct, ...table] = account(y, number, rows);
      return [name!, acct!, row(y + 24, [40, 'Period 01/03/2025 - 31/03/2025']), ...table];
    };
    const s = extractStatement(pdfText(page(1, dated(50, '0123456789', CURRENT)), page(2, dated(50, '9876543210', SAVINGS))));
    assert.deepEqual(
      s.accounts?.map((a) => [a.account, a.no_of_transactions]),
      [
        ['0123456789', 3],
        ['9876543210', 3],
      ],
    );
  });

  it('given the domestic account number on the first page and the IBAN holding it on the next, then they are one account', () => {
    const later = CURRENT.map((r) => [r[0].replace('/03/', '/04/'), r[1], r[2], r[3], r[4]] as typeof r).map((r, i) =>
      i === 0 ? [r[0], r[1], r[2], '2,500.00', '5,000.00'] : r,
    ) as typeof CURRENT;
    const s = extractStatement(pdfText(page(1, account(50, '0532013000', CURRENT)), page(2, account(50, 'DE15 5115 0000 0532 0130 00', later))));
    assert.equal(s.accounts, undefined);
    assert.equal(s.transactions.length, 6);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given two spellings of account numbers, then an IBAN and the domestic number inside it are one account, a suffixed number another', () => {
    assert.equal(sameAccount('DE15 5115 0000 0532 0130 00', '0532013000'), true);
    assert.equal(sameAccount('0532013000', 'DE15511500000532013000'), true);
    assert.equal(sameAccount('FR76 3000 6000 0112 3456 7890 189', '12345678901'), true);
    assert.equal(sameAccount('0123-456', '0123456'), true);
    assert.equal(sameAccount('CH83 0843 5016 2385 2957 0', '16 238.529.57'), true);
    assert.equal(sameAccount('DE15 5115 0000 0532 0130 00', '0532013001'), false);
    assert.equal(sameAccount('DE15 5115 0000 0000 0012 34', '1234'), false);
    assert.equal(sameAccount('0038817', '0038817-L14'), false);
  });

  it('given two accounts of which only the first names its currency, then the second is in the same currency', () => {
    const s = extractStatement(
      pdfText(
        page(1, [row(30, [40, 'ACME BANK KENYA']), row(40, [300, 'Currency: KES']), ...account(50, '0123456789', CURRENT)]),
        page(2, account(50, '9876543210', SAVINGS)),
      ),
    );
    assert.deepEqual(
      s.accounts!.map((a) => [a.account, a.currency_code]),
      [
        ['0123456789', 'KES'],
        ['9876543210', 'KES'],
      ],
    );
  });

  it('given one account whose block is repeated on every page, then there is no accounts array', () => {
    const s = extractStatement(
      pdfText(
        page(1, account(50, '0123456789', CURRENT)),
        page(
          2,
          account(
            50,
            '0123456789',
            CURRENT.map((r) => [r[0].replace('/03/', '/04/'), r[1], r[2], r[3], r[4]] as typeof r).map((r, i) =>
              i === 0 ? [r[0], r[1], r[2], '2,500.00', '5,000.00'] : r,
            ) as typeof CURRENT,
          ),
        ),
      ),
    );
    assert.equal(s.accounts, undefined);
    assert.equal(s.transactions.length, 6);
    assert.equal(toTransactionsResponse(s).accounts, undefined);
  });
});
