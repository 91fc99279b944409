import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: balances printed left of their label, under the neighbouring Credits label', () => {
  // "Debits | Credits | Balance": the debit right-aligned under Debits, the balance (with "Cr")
  // left-aligned under Credits, nothing under Balance.
  const r = (y: number, date: string, desc: string, debit: string, bal: string) =>
    row(y, [40, date], [100, desc], [330, debit, 'right'], [340, bal], [340 + bal.length * 4.4 + 4, 'Cr']);
  const text = pdfText(
    page(1, [
      row(40, [40, 'statement_july_2024']),
      row(70, [40, 'Date'], [100, 'Description'], [300, 'Debits'], [340, 'Credits'], [420, 'Balance']),
      r(90, '01 Jul 2024', 'Grocer', '-66.04', '933.96'),
      r(105, '03 Jul 2024', 'Fuel', '-175.25', '758.71'),
      r(120, '04 Jul 2024', 'Pharmacy', '-5.50', '753.21'),
      r(135, '06 Jul 2024', 'Cafe', '-48.75', '704.46'),
      r(150, '09 Jul 2024', 'Books', '-120.55', '583.91'),
    ]),
  );

  it('when extracted then the figures under Credits are read as the balance, and they chain', () => {
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.type, t.amount, t.balance]),
      [
        ['debit', 66.04, 933.96],
        ['debit', 175.25, 758.71],
        ['debit', 5.5, 753.21],
        ['debit', 48.75, 704.46],
        ['debit', 120.55, 583.91],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
