import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { labelledBalances } from '../../../src/extraction/summary-lines';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe('extraction: the opening balance nearest the table', () => {
  const table = (y0: number) => {
    const r = (y: number, d: string, desc: string, a: string) => row(y, [40, d], [110, desc], [520, a, 'right']);
    return [
      row(y0, [40, 'Date'], [110, 'Description'], [520, 'Amount', 'right']),
      r(y0 + 15, '03 Feb', 'Supermarket', '150.00'),
      r(y0 + 27, '05 Feb', 'Payment received - thank you', '(2,500.00)'),
      r(y0 + 39, '09 Feb', 'Restaurant', '350.00'),
    ];
  };

  it('given another statement bound in front of a card statement when extracted then the card opening (nearest its table) computes the balances', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'HIGHVELD BANK  Provisional statement']),
          row(60, [40, 'Statement Opening Balance'], [400, '69.60']),
          row(72, [40, 'No transactions']),
          row(84, [40, 'Statement Closing Balance'], [400, '69.60']),
        ]),
        page(2, [
          row(40, [40, 'CAPE CARD SERVICES  Credit card statement']),
          row(55, [40, 'Statement date 20 Feb 2025']),
          row(70, [40, 'Balance from last statement'], [400, '3,000.00']),
          row(82, [40, 'Balance on this statement'], [400, '1,000.00']),
          ...table(120),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-02-03', 150, 'debit', -3150],
      ['2025-02-05', 2500, 'credit', -650],
      ['2025-02-09', 350, 'debit', -1000],
    ]);
    assert.equal(s.reconciliation.opening_balance.printed, -3000);
    assert.equal(s.reconciliation.closing_balance.printed, -1000);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('labelledBalances reads "Balance owing on this statement" as the closing and keeps the first opening', () => {
    const lines = [
      { text: 'Opening balance 69.60' },
      { text: 'Balance from last statement 3,000.00' },
      { text: 'Balance owing on this statement 1,000.00' },
    ];
    assert.equal(labelledBalances(lines).opening?.minor, 6960);
    assert.equal(labelledBalances(lines).closing?.minor, 100000);
  });

  it('given a points summary printed after the account summary on the same page when extracted then the account opening stands', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'CAPE CARD SERVICES  Credit card statement']),
          row(55, [40, 'Statement date 20 Feb 2025']),
          row(70, [40, 'Opening Balance'], [400, '3,000.00']),
          row(82, [40, 'Total Amount Due'], [400, '1,000.00']),
          row(100, [40, 'Reward points'], [160, 'Opening Balance'], [300, 'Earned'], [400, 'Closing Balance']),
          row(112, [160, '4,424.00'], [300, '44.00'], [400, '4,468.00']),
          ...table(140),
        ]),
      ),
    );
    assert.equal(s.reconciliation.opening_balance.printed, -3000);
    assert.deepEqual(s.transactions.at(-1)?.balance, -1000);
  });
});
