import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A mobile-money statement printing the fee and the e-levy charged on a transfer in two columns of their own
 * ("AMOUNT | FEES | E-LEVY | BAL BEFORE | BAL AFTER"): the balance moves by all three. Its summary totals the
 * debits without those charges ("Total debits (excl. charges)").
 */
describe('extraction: a fee and a levy charged on one movement, in two columns', () => {
  const r = (y: number, when: string, type: string, amount: string, fee: string, levy: string, before: string, after: string) =>
    row(y, [30, when], [150, type], [300, amount, 'right'], [350, fee, 'right'], [400, levy, 'right'], [470, before, 'right'], [540, after, 'right']);
  const text = (debitTotal: string) =>
    pdfText(
      page(1, [
        row(40, [30, 'SOME MOMO WALLET'], [300, 'Statement period: 01-Mar-2024 to 31-Mar-2024']),
        row(
          80,
          [30, 'TRANSACTION DATE'],
          [150, 'TRANS. TYPE'],
          [300, 'AMOUNT', 'right'],
          [350, 'FEES', 'right'],
          [400, 'E-LEVY', 'right'],
          [470, 'BAL BEFORE', 'right'],
          [540, 'BAL AFTER', 'right'],
        ),
        r(95, '2024-03-01 11:51:21', 'CASH_IN', '300.00', '0.00', '0.00', '1245.60', '1545.60'),
        r(107, '2024-03-03 11:55:45', 'TRANSFER', '303.00', '0.00', '2.03', '1545.60', '1240.57'),
        r(119, '2024-03-03 16:35:32', 'CASH_OUT', '200.00', '2.00', '0.00', '1240.57', '1038.57'),
        r(131, '2024-03-04 10:22:26', 'TRANSFER', '186.00', '1.00', '0.86', '1038.57', '850.71'),
        row(160, [30, 'Total credits'], [300, '300.00', 'right']),
        row(172, [30, `Total debits (excl. charges)`], [300, debitTotal, 'right']),
      ]),
    );

  it('given such rows when extracted then each debit moves by its amount, fee and levy together and the balances chain', () => {
    const s = extractStatement(text('689.00'));
    assert.deepEqual(
      s.transactions.map((t) => [t.type, t.amount, t.balance]),
      [
        ['credit', 300, 1545.6],
        ['debit', 305.03, 1240.57],
        ['debit', 202, 1038.57],
        ['debit', 187.86, 850.71],
      ],
    );
    assert.equal(s.reconciliation.balance_breaks.length, 0);
  });

  it('given a debit total printed without the charges when reconciled then it agrees with the rows less their fees; another figure does not', () => {
    const s = extractStatement(text('689.00'));
    const debits = s.reconciliation.totals.find((t) => /debits/i.test(t.label))!;
    assert.deepEqual([debits.printed, debits.computed, debits.matches], [689, 689, true]);
    assert.match(debits.label, /fees apart/);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    const wrong = extractStatement(text('690.00'));
    assert.equal(wrong.reconciliation.totals.find((t) => /debits/i.test(t.label))!.matches, false);
    assert.equal(wrong.reconciliation.verdict, 'unreconciled');
  });
});
