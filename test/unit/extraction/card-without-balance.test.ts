import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

describe('extraction: card statements without a balance column', () => {
  describe('card statements without a balance column', () => {
    const table = (y0: number) => {
      const r = (y: number, d: string, desc: string, a: string) => row(y, [40, d], [110, desc], [520, a, 'right']);
      return [
        row(y0, [40, 'Date'], [110, 'Description'], [520, 'Amount', 'right']),
        r(y0 + 15, '03 Feb', 'Supermarket', '150.00'),
        r(y0 + 27, '05 Feb', 'Payment received - thank you', '(2,500.00)'),
        r(y0 + 39, '09 Feb', 'Restaurant', '350.00'),
        r(y0 + 51, '12 Feb', 'Refund online store', '(100.00)'),
      ];
    };
    const expectRows = (s: ReturnType<typeof extractStatement>) => {
      assert.deepEqual(brief(s), [
        ['2025-02-03', 'Supermarket', 150, 'debit', -3150],
        ['2025-02-05', 'Payment received - thank you', 2500, 'credit', -650],
        ['2025-02-09', 'Restaurant', 350, 'debit', -1000],
        ['2025-02-12', 'Refund online store', 100, 'credit', -900],
      ]);
      assert.equal(s.reconciliation.balance_source, 'computed');
      assert.equal(s.reconciliation.verdict, 'reconciled');
    };
    it('given a summary box with labels and values far apart on the same line when extracted then balances are computed from the previous balance', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'CAPE CARD SERVICES']),
            row(55, [40, 'Credit card statement']),
            row(70, [40, 'Statement date'], [300, '20 Feb 2025']),
            row(82, [40, 'Previous Balance'], [300, '3,000.00']),
            row(94, [40, 'New Balance'], [300, '900.00']),
            ...table(120),
          ]),
        ),
      );
      expectRows(s);
    });
    it('given a summary grid with labels above values when extracted then balances are computed from the previous balance', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'CAPE CARD SERVICES']),
            row(55, [40, 'Credit card statement']),
            row(70, [40, 'Statement Date'], [160, 'Opening Balance'], [280, 'Payments'], [400, 'Closing Balance']),
            row(82, [40, '20 Feb 2025'], [160, '3,000.00'], [280, '2,600.00'], [400, '900.00']),
            ...table(120),
          ]),
        ),
      );
      expectRows(s);
    });
    it('given the previous and new balance each printed above its value, grouped with spaces, when extracted then balances are computed from them', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'CAPE CARD SERVICES']),
            row(55, [40, 'Credit card statement  Statement date 20 Feb 2025']),
            row(70, [300, 'Previous Balance']),
            row(82, [300, '3 000,00']),
            row(100, [300, 'New Balance']),
            row(112, [300, '900,00']),
            ...table(140).map((items) => items.map((it) => ({ ...it, str: it.str.replace(/,(\d{3})/, ' $1').replace(/\.(\d\d)(\)?)$/, ',$1$2') }))),
          ]),
        ),
      );
      expectRows(s);
    });
    it('given a card named only by its issuer and a "Balance B/F" line when extracted then the few parenthesised rows are the credits', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'CAPE CARD SERVICES']),
            row(55, [40, 'Statement date 20 Feb 2025']),
            row(70, [40, 'Balance B/F'], [300, '3,000.00']),
            row(82, [40, 'Balance C/F'], [300, '900.00']),
            ...table(110),
          ]),
        ),
      );
      expectRows(s);
    });
    it('given "Previous statement balance as at <date>" and "Statement balance" in a summary when extracted then balances are computed from them', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'CAPE CARD SERVICES']),
            row(55, [40, 'Credit card statement  Statement date 20 Feb 2025']),
            row(70, [40, 'Previous statement balance as at 20 Jan 2025'], [320, '3,000.00']),
            row(82, [40, 'Statement balance'], [320, '900.00']),
            ...table(110),
          ]),
        ),
      );
      expectRows(s);
    });
    it('given a "Balance B/F" line above the rows when extracted then balances are computed from it', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'CAPE CARD SERVICES']),
            row(55, [40, 'Credit card statement  Statement date 20 Feb 2025']),
            row(112, [110, 'Balance B/F'], [520, '3,000.00', 'right']),
            ...table(120).slice(1),
            row(190, [110, 'Closing balance'], [520, '900.00', 'right']),
          ]),
        ),
      );
      expectRows(s);
    });
  });
});
