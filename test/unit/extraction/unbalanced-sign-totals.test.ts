import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

/**
 * Without a running balance, the card convention turns every unmarked row and both printed balances
 * around: opening + rows = closing holds under both conventions. Printed deposit and withdrawal totals
 * are what tell them apart, whatever the card wording of the header suggests.
 */
describe('extraction: sign convention without a running balance decided by the printed totals', () => {
  const statement = (totals: Array<[string, string]>) =>
    pdfText(
      page(1, [
        row(40, [40, 'CAPE SAVINGS BANK']),
        row(55, [40, 'Business checking statement for August 1, 2025 to August 29, 2025']),
        row(70, [40, 'Use your debit card at any branch']),
        row(85, [40, 'Beginning balance on August 1, 2025'], [520, '1,000.00', 'right']),
        ...totals.map(([label, value], i) => row(97 + 12 * i, [40, label], [520, value, 'right'])),
        row(97 + 12 * totals.length, [40, 'Ending balance on August 29, 2025'], [520, '1,350.00', 'right']),
        row(160, [40, 'Date'], [110, 'Description'], [520, 'Amount', 'right']),
        row(175, [40, '08/04/25'], [110, 'Mobile deposit'], [520, '400.00', 'right']),
        row(187, [40, '08/11/25'], [110, 'Zelle payment to landlord'], [520, '-250.00', 'right']),
        row(199, [40, '08/20/25'], [110, 'Counter deposit'], [520, '200.00', 'right']),
      ]),
    );

  it('given few marked rows, card wording and printed deposit and withdrawal totals when extracted then the totals choose the bank convention', () => {
    const s = extractStatement(
      statement([
        ['Total deposits and other additions', '600.00'],
        ['Total withdrawals and other subtractions', '-250.00'],
      ]),
    );
    assert.deepEqual(brief(s), [
      ['2025-08-04', 400, 'credit', 1400],
      ['2025-08-11', 250, 'debit', 1150],
      ['2025-08-20', 200, 'credit', 1350],
    ]);
    assert.equal(s.reconciliation.reading?.chosen.convention, 'bank');
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given the same rows with card totals (purchases, payments) when extracted then the totals choose the card convention', () => {
    const s = extractStatement(
      statement([
        ['Total purchases', '600.00'],
        ['Total payments and credits', '250.00'],
      ]),
    );
    assert.equal(s.reconciliation.reading?.chosen.convention, 'card');
    assert.deepEqual(
      s.transactions.map((t) => t.type),
      ['debit', 'credit', 'debit'],
    );
  });
});
