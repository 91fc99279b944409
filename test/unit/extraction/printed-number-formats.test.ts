import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

/** A debit/credit/balance table whose figures are printed by `fmt` (the format under test). */
function statement(header: string[], rows: Array<[date: string, desc: string, debit: string, credit: string, balance: string]>): PdfTextItem[][] {
  return [
    row(40, [40, 'EXAMPLE BANK LIMITED']),
    row(100, [40, header[0]!], [110, header[1]!], [330, header[2]!, 'right'], [430, header[3]!, 'right'], [540, header[4]!, 'right']),
    ...rows.map(([d, desc, dr, cr, bal], i) => row(115 + 15 * i, [40, d], [110, desc], [330, dr, 'right'], [430, cr, 'right'], [540, bal, 'right'])),
  ];
}

describe('extraction: numbers as real statements print them', () => {
  it('given Indian lakh grouping when extracted then every amount and balance is read to the paisa', () => {
    const s = extractStatement(
      pdfText(
        page(
          1,
          statement(
            ['Date', 'Narration', 'Withdrawal', 'Deposit', 'Balance'],
            [
              ['01/04/2025', 'Opening Balance', '', '', '1,23,45,678.90'],
              ['02/04/2025', 'NEFT CR ACME PVT LTD', '', '10,00,000.00', '1,33,45,678.90'],
              ['15/04/2025', 'RTGS DR SUPPLIER', '1,45,678.90', '', '1,32,00,000.00'],
              ['16/04/2025', 'UPI 4521', '999.00', '', '1,31,99,001.00'],
            ],
          ),
        ),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-04-02', 'NEFT CR ACME PVT LTD', 1000000, 'credit', 13345678.9],
      ['2025-04-15', 'RTGS DR SUPPLIER', 145678.9, 'debit', 13200000],
      ['2025-04-16', 'UPI 4521', 999, 'debit', 13199001],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.opening_balance.printed, 12345678.9);
  });

  it('given apostrophe thousands and trailing-minus debits in one amount column when extracted then signs and values are right', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK AG']),
      row(100, [40, 'Datum'], [110, 'Text'], [430, 'Betrag', 'right'], [540, 'Saldo', 'right']),
      row(115, [40, '03.03.2025'], [110, 'Miete März'], [430, "1'850.00-", 'right'], [540, "10'150.00", 'right']),
      row(130, [40, '05.03.2025'], [110, 'Lohn'], [430, "6'500.00", 'right'], [540, "16'650.00", 'right']),
      row(145, [40, '07.03.2025'], [110, 'Karte 1234'], [430, '12.40-', 'right'], [540, "16'637.60", 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2025-03-03', 'Miete März', 1850, 'debit', 10150],
      ['2025-03-05', 'Lohn', 6500, 'credit', 16650],
      ['2025-03-07', 'Karte 1234', 12.4, 'debit', 16637.6],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given Afrikaans Dt/Kt balances going overdrawn when extracted then a Dt balance is negative', () => {
    const s = extractStatement(
      pdfText(
        page(
          1,
          statement(
            ['Datum', 'Beskrywing', 'Debiet', 'Krediet', 'Saldo'],
            [
              ['01/03/2025', 'Saldo oorgedra', '', '', '1 000,00 Kt'],
              ['02/03/2025', 'HUUR', '1 500,00', '', '500,00 Dt'],
              ['03/03/2025', 'SALARIS', '', '2 000,00', '1 500,00 Kt'],
              ['04/03/2025', 'KRUIDENIER', '250,50', '', '1 249,50 Kt'],
            ],
          ),
        ),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [1500, 'debit', -500],
        [2000, 'credit', 1500],
        [250.5, 'debit', 1249.5],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given an AMOUNT column with a DR/CR marker column and balances printed "12,345.67 CR" / "DR" when extracted then signs and overdrawn balances are right', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK LIMITED']),
      row(100, [40, 'DATE'], [110, 'PARTICULARS'], [400, 'AMOUNT', 'right'], [420, 'DR/CR'], [540, 'BALANCE', 'right']),
      row(115, [40, '01-03-2025'], [110, 'BALANCE B/F'], [540, '12,345.67 CR', 'right']),
      row(130, [40, '02-03-2025'], [110, 'ATM WITHDRAWAL'], [400, '1,000.00', 'right'], [420, 'DR'], [540, '11,345.67 CR', 'right']),
      row(145, [40, '03-03-2025'], [110, 'SALARY'], [400, '5,000.00', 'right'], [420, 'CR'], [540, '16,345.67 CR', 'right']),
      row(160, [40, '14-03-2025'], [110, 'RENT'], [400, '20,000.00', 'right'], [420, 'DR'], [540, '3,654.33 DR', 'right']),
      row(175, [40, '15-03-2025'], [110, 'REFUND'], [400, '100.00', 'right'], [420, 'CR'], [540, '3,554.33 DR', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [1000, 'debit', 11345.67],
        [5000, 'credit', 16345.67],
        [20000, 'debit', -3654.33],
        [100, 'credit', -3554.33],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given German dates with spelt months ("03. März 2025") and comma decimals when extracted then the dates are read', () => {
    const lines = [
      row(40, [40, 'EXAMPLE SPARKASSE']),
      row(100, [40, 'Datum'], [110, 'Verwendungszweck'], [430, 'Betrag', 'right'], [540, 'Saldo', 'right']),
      row(115, [40, '03. März 2025'], [110, 'Miete'], [430, '-1.000,00', 'right'], [540, '2.000,00', 'right']),
      row(130, [40, '05. März 2025'], [110, 'Gehalt'], [430, '3.000,00', 'right'], [540, '5.000,00', 'right']),
      row(145, [40, '07. Mai 2025'], [110, 'Strom'], [430, '100,00-', 'right'], [540, '4.900,00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2025-03-03', 'Miete', 1000, 'debit', 2000],
      ['2025-03-05', 'Gehalt', 3000, 'credit', 5000],
      ['2025-05-07', 'Strom', 100, 'debit', 4900],
    ]);
  });

  it('given a card statement with purchases positive, payments minus or CR and a positive balance owed when extracted then the holder-terms signs are right', () => {
    const lines = [
      row(40, [40, 'EXAMPLE CARD SERVICES']),
      row(55, [40, 'Credit Card Statement'], [300, 'Payment due date 20/04/2025']),
      row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [540, 'Balance', 'right']),
      row(115, [40, '01/03/2025'], [110, 'Previous balance'], [540, '1,000.00', 'right']),
      row(130, [40, '02/03/2025'], [110, 'GROCER'], [430, '200.00', 'right'], [540, '1,200.00', 'right']),
      row(145, [40, '03/03/2025'], [110, 'PAYMENT THANK YOU'], [430, '-1,000.00', 'right'], [540, '200.00', 'right']),
      row(160, [40, '14/03/2025'], [110, 'FUEL'], [430, '50.00', 'right'], [540, '250.00', 'right']),
      row(175, [40, '15/03/2025'], [110, 'REFUND SHOP'], [430, '20.00 CR', 'right'], [540, '230.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [200, 'debit', -1200],
        [1000, 'credit', -200],
        [50, 'debit', -250],
        [20, 'credit', -230],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a card statement with Purchases and Payments columns and a balance owed rising with purchases when extracted then purchases are debits and the balance is owed (negative)', () => {
    const lines = [
      row(40, [40, 'EXAMPLE CREDIT SERVICES']),
      row(55, [40, 'Monthly Billing Statement'], [330, 'Card Number: **** **** **** 9012']),
      row(
        100,
        [40, 'Date'],
        [110, 'Transaction Details'],
        [330, 'Purchases ($)', 'right'],
        [430, 'Payments ($)', 'right'],
        [540, 'Balance ($)', 'right'],
      ),
      row(115, [40, '01 MAY 2024'], [110, 'Previous Balance'], [540, '1,200.00', 'right']),
      row(130, [40, '05 MAY 2024'], [110, 'Apple Store'], [330, '150.00', 'right'], [540, '1,350.00', 'right']),
      row(145, [40, '12 MAY 2024'], [110, 'Online Payment - Thank You'], [430, '1,000.00', 'right'], [540, '350.00', 'right']),
      row(160, [40, '14 MAY 2024'], [110, 'Late Fee'], [330, '35.00', 'right'], [540, '385.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [150, 'debit', -1350],
        [1000, 'credit', -350],
        [35, 'debit', -385],
      ],
    );
    assert.equal(s.reconciliation.opening_balance.printed, -1200);
  });
});
