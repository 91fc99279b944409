import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { labelledBalances } from '../../../src/extraction/summary-lines';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe('extraction: booking and value dates, a fee label printed in one run with the amount label, signs set apart', () => {
  it('given Buchungstag and Valuta columns whose value dates are never later when extracted then the booking date dates the row and the value date is kept', () => {
    const lines = [
      row(40, [40, 'BEISPIELBANK eG']),
      row(55, [40, 'Zeitraum: 01.02.2026 - 27.02.2026']),
      row(100, [40, 'Buchungstag'], [110, 'Valuta'], [180, 'Verwendungszweck'], [430, 'Soll', 'right'], [530, 'Haben', 'right']),
      row(115, [180, 'Alter Kontostand vom 31.01.2026'], [530, '3.120,45 +', 'right']),
      row(130, [40, '02.02.2026'], [110, '01.02.2026'], [180, 'Lastschrift Telekom'], [430, '64,99', 'right']),
      row(145, [40, '09.02.2026'], [110, '08.02.2026'], [180, 'Lastschrift PayPal'], [430, '17,99', 'right']),
      row(160, [40, '10.02.2026'], [110, '10.02.2026'], [180, 'Gutschrift Erstattung'], [530, '48,20', 'right']),
      row(175, [40, '12.02.2026'], [110, '12.02.2026'], [180, 'Miete Februar'], [430, '3.500,00', 'right']),
      row(190, [180, 'Neuer Kontostand vom 27.02.2026'], [530, '414,33 -', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2026-02-02', '2026-02-09', '2026-02-10', '2026-02-12'],
    );
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2026-02-01', '2026-02-08', '2026-02-10', '2026-02-12'],
    );
    assert.equal(s.reconciliation.closing_balance.printed, -414.33, 'the closing printed under Haben with its own minus is overdrawn');
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given "Amount Service Fee" printed as one run over two columns when extracted then the fee is its own column, not part of the amount', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(55, [40, 'Statement Period 01 March 2026 to 31 March 2026']),
      row(100, [40, 'Date'], [90, 'Description'], [386, 'Amount Service Fee'], [550, 'Balance', 'right']),
      row(115, [40, '01 Mar'], [90, 'Opening Balance'], [550, '8,412.30Cr', 'right']),
      row(130, [40, '01 Mar'], [90, 'Debit Order Bond'], [418, '6,850.00-', 'right'], [550, '1,562.30Cr', 'right']),
      row(145, [40, '02 Mar'], [90, 'Send Money App'], [418, '1,250.00-', 'right'], [462, '8.50', 'right'], [550, '312.30Cr', 'right']),
      row(160, [40, '05 Mar'], [90, 'ATM Cash Withdrawal'], [418, '500.00-', 'right'], [462, '12.90', 'right'], [550, '187.70Dr', 'right']),
      row(175, [40, '06 Mar'], [90, 'Refund SARS'], [418, '450.00', 'right'], [550, '262.30Cr', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2026-03-01', 6850, 'debit', 1562.3],
      ['2026-03-02', 1250, 'debit', 312.3],
      ['2026-03-05', 500, 'debit', -187.7],
      ['2026-03-06', 450, 'credit', 262.3],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a balance followed by a lone sign or by the next label starting with Dr when read then the sign is kept and the label is not a marker', () => {
    const got = labelledBalances([
      { text: 'Alter Kontostand vom 31.01.2026 3.120,45 +' },
      { text: 'Opening Balance: 8,84,215.40 Closing Balance: 3,00,854.86 Dr Count: 96 Cr Count: 22' },
    ]);
    assert.equal(got.opening?.minor, 312045);
    assert.equal(got.closing?.minor, 30085486, 'Dr begins "Dr Count:", it does not mark the balance');
    const overdrawn = labelledBalances([{ text: 'Neuer Kontostand vom 27.02.2026 1.719,81 -' }]);
    assert.equal(overdrawn.closing?.minor, -171981);
    assert.equal(labelledBalances([{ text: 'Closing Balance 1,204.38 Dr Statement Date 31/03/2026' }]).closing?.minor, -120438);
  });
});
