import assert from 'node:assert/strict';
import { isBalanceRow, isOpeningRow } from '../../../src/extraction/balance-rows';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { labelledBalances } from '../../../src/extraction/summary-lines';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * What the program families (test/fixtures/layouts/programs: LibreOffice, Ghostscript, groff, ReportLab) print
 * that the engine had not met, each as positioned text: a fee on its own line in a "Fees" column, a
 * spreadsheet's balance label spanning both date columns, two narration columns side by side, a daily balance
 * grid running over a page break, a summary figure with the currency glued to it, an account number's hyphen
 * printed as a minus glyph.
 */
const rows = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe('extraction: conventions of the program-made statements', () => {
  it('given "Kontostand alt" / "Kontostand neu" when matched then they are the opening and closing labels', () => {
    assert.ok(isOpeningRow('Kontostand alt am 01.12.2024'));
    assert.ok(isBalanceRow('Kontostand neu am 31.12.2024'));
    assert.ok(!isOpeningRow('Kontostand neu am 31.12.2024'));
    assert.ok(!isBalanceRow('Kontostandsmitteilung Alternativ'));
  });

  it('given a summary figure with its currency glued to it ("R4 120.55 Cr") when read then the whole figure is the balance', () => {
    const got = labelledBalances([{ text: 'Opening Balance R4 120.55 Cr' }, { text: 'Closing Balance R78 208.39 Cr' }]);
    assert.equal(got.opening?.minor, 412055);
    assert.equal(got.closing?.minor, 7820839);
  });

  it('given fees printed on their own lines in a Fees column when extracted then each fee is a debit the balance confirms', () => {
    const r = (y: number, d: string, desc: string, moneyIn: string, out: string, fee: string, bal: string) =>
      row(y, [40, d], [95, d], [150, desc], [360, moneyIn, 'right'], [420, out, 'right'], [470, fee, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'Example Bank statement'], [400, 'Account Number 24965\u22123892476']),
          row(45, [40, 'Opening Balance R4 000.00 Cr']),
          row(
            70,
            [40, 'Posting Date'],
            [95, 'Transaction Date'],
            [150, 'Description'],
            [360, 'Money In', 'right'],
            [420, 'Money Out', 'right'],
            [470, 'Fees', 'right'],
            [540, 'Balance', 'right'],
          ),
          r(85, '2025/03/03', 'ATM CASH WITHDRAWAL MENLYN', '', '1 500.00', '', '2 500.00 Cr'),
          r(100, '2025/03/03', 'CASH WITHDRAWAL FEE', '', '', '16.00', '2 484.00 Cr'),
          r(115, '2025/03/04', 'EFT CREDIT THABO', '250.00', '', '', '2 734.00 Cr'),
          r(130, '2025/03/05', 'MONTHLY ACCOUNT FEE', '', '', '65.00', '2 669.00 Cr'),
        ]),
      ),
    );
    assert.deepEqual(rows(s), [
      ['2025-03-03', 1500, 'debit', 2500],
      ['2025-03-03', 16, 'debit', 2484],
      ['2025-03-04', 250, 'credit', 2734],
      ['2025-03-05', 65, 'debit', 2669],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    // The hyphen of a transit-account number printed with a PostScript font's minus glyph is still a hyphen.
    assert.equal(s.account, '24965-3892476');
  });

  it('given an informational column whose figure the balance does not move by when extracted then it is no movement', () => {
    const r = (y: number, d: string, desc: string, out: string, moneyIn: string, note: string, bal: string) =>
      row(y, [40, d], [100, desc], [330, out, 'right'], [400, moneyIn, 'right'], [450, note, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'Example Bank statement']),
          row(
            70,
            [40, 'Date'],
            [100, 'Description'],
            [330, 'Debit', 'right'],
            [400, 'Credit', 'right'],
            [450, 'Accrued', 'right'],
            [540, 'Balance', 'right'],
          ),
          r(85, '2025/03/03', 'POS PURCHASE CHECKERS', '100.00', '', '', '900.00'),
          r(100, '2025/03/04', 'SERVICE NOTICE ACCRUED', '', '', '3.50', '900.00'),
          r(115, '2025/03/05', 'EFT CREDIT THABO', '', '250.00', '', '1,150.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type]),
      [
        [100, 'debit'],
        [250, 'credit'],
      ],
    );
  });

  it('given a spreadsheet export whose balance labels span both date columns and two narration columns when extracted then the closing is read and the narrations join', () => {
    const r = (y: number, d: string, v: string, kind: string, text: string, soll: string, haben: string) =>
      row(y, [40, d], [95, v], [150, kind], [225, text], [470, soll, 'right'], [540, haben, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'Beispielbank eG']),
          row(45, [40, 'Kontoauszug'], [400, 'IBAN DE89 3704 0044 0532 0130 00']),
          row(60, [40, 'Kontostand alt am 01.11.2024'], [540, '1.000,00 H', 'right']),
          row(
            80,
            [40, 'Buchungstag'],
            [95, 'Wertstellung'],
            [150, 'Buchungstext'],
            [225, 'Verwendungszweck'],
            [470, 'Soll', 'right'],
            [540, 'Haben', 'right'],
          ),
          r(95, '04.11.2024', '04.11.2024', 'Kartenzahlung', 'REWE Markt Köln', '100,00', ''),
          r(110, '05.11.2024', '05.11.2024', 'Gutschrift', 'Lohn Nordwerk GmbH', '', '2.000,00'),
          r(125, '06.11.2024', '06.11.2024', 'Lastschrift', 'Telekom Deutschland', '50,00', ''),
          row(140, [40, 'Summe'], [470, '150,00', 'right'], [540, '2.000,00', 'right']),
          row(155, [40, 'Kontostand'], [95, 'neu am 30.11.2024'], [540, '2.850,00 H', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rows(s), [
      ['2024-11-04', 100, 'debit', 900],
      ['2024-11-05', 2000, 'credit', 2900],
      ['2024-11-06', 50, 'debit', 2850],
    ]);
    assert.equal(s.reconciliation.closing_balance.printed, 2850);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.transactions[0]!.description, 'Kartenzahlung REWE Markt Köln');
  });

  it('given a daily ending balance grid that runs over a page break when extracted then none of its lines is a transaction', () => {
    const tx = (y: number, d: string, desc: string, amt: string) => row(y, [40, d], [100, desc], [540, amt, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'Example Federal Bank'], [400, 'December 7, 2024 through January 20, 2025']),
          row(45, [40, 'Beginning Balance'], [540, '$1,000.00', 'right']),
          row(57, [40, 'Ending Balance'], [540, '$1,150.00', 'right']),
          row(80, [40, 'DEPOSITS AND ADDITIONS']),
          row(92, [40, 'DATE'], [100, 'DESCRIPTION'], [540, 'AMOUNT', 'right']),
          tx(104, '12/10', 'PAYROLL NORTHWIND', '300.00'),
          tx(116, '01/12', 'MOBILE DEPOSIT', '100.00'),
          row(140, [40, 'ELECTRONIC WITHDRAWALS']),
          row(152, [40, 'DATE'], [100, 'DESCRIPTION'], [540, 'AMOUNT', 'right']),
          tx(164, '12/12', 'CARD PURCHASE TARGET', '200.00'),
          tx(176, '01/15', 'VERIZON WIRELESS ACH PMT', '50.00'),
          // The grid is centred on the page: its dates stand under the narration column.
          row(200, [40, 'DAILY ENDING BALANCE']),
          row(212, [160, 'DATE'], [240, 'AMOUNT'], [320, 'DATE'], [400, 'AMOUNT']),
          row(224, [160, '12/10'], [270, '1,300.00', 'right'], [320, '01/12'], [430, '1,200.00', 'right']),
          row(236, [160, '01/15'], [270, '1,150.00', 'right']),
        ]),
        page(2, [row(30, [160, '12/12'], [270, '1,100.00', 'right']), row(800, [500, 'Page 2'])]),
      ),
    );
    assert.deepEqual(rows(s), [
      ['2024-12-10', 300, 'credit', 1300],
      ['2024-12-12', 200, 'debit', 1100],
      ['2025-01-12', 100, 'credit', 1200],
      ['2025-01-15', 50, 'debit', 1150],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
