import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { Entry } from '../../../src/extraction/entries';
import { settleOneSidedMarkers } from '../../../src/extraction/one-sided-markers';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A cheque account that marks credit balances "Cr" and prints an overdrawn balance bare, with an
 * "Accrued Bank Charges" column beside Amount and Balance (the charge shown on the row that caused it,
 * debited later): the bare balances are overdrawn, and the Amount column is the movement.
 */
describe('extraction: balances marked only when in credit, and a charges column beside the amount', () => {
  const r = (y: number, date: string, desc: string, amount: string, balance: string, charge = '') =>
    row(
      y,
      [40, date],
      [90, desc],
      [400, amount, 'right'],
      [480, balance, 'right'],
      ...(charge ? ([[560, charge, 'right']] as [number, string, 'right'][]) : []),
    );
  const lines = [
    row(40, [40, 'KAROO BANK  Cheque account 62512345678']),
    row(55, [40, 'Statement Period : 20 July 2015 to 20 August 2015']),
    row(90, [530, 'Accrued']),
    row(100, [40, 'Date'], [90, 'Description'], [370, 'Amount'], [450, 'Balance'], [535, 'Bank']),
    row(110, [530, 'Charges']),
    row(125, [90, 'Opening Balance'], [480, '453.72 Dr', 'right']),
    r(140, '21 Jul', 'App Transfer From Savings', '1,439.00 Cr', '985.28 Cr'),
    r(152, '23 Jul', 'POS Purchase Douglasdale', '54.90', '930.38 Cr'),
    r(164, '24 Jul', 'ATM Cash Withdrawal', '400.00', '530.38 Cr', '15.65'),
    r(176, '25 Jul', 'POS Purchase Pet Store', '18.50', '511.88 Cr'),
    r(188, '01 Aug', 'Debit Order Gym', '600.00', '88.12'),
    r(200, '03 Aug', '#Unpaid Item Fee', '50.00', '138.12', '(50.00)'),
    r(212, '20 Aug', '#Monthly Account Fee', '199.00', '337.12'),
    r(224, '20 Aug', '#ATM Cash Withdrawal Fee', '15.65', '352.77', '(15.65)'),
    row(240, [90, 'Closing Balance'], [480, '352.77 Dr', 'right']),
  ];

  it('given such a statement when extracted then the bare balances are overdrawn, the Amount column moves the balance and it reconciles', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2015-07-21', 1439, 'credit', 985.28],
        ['2015-07-23', 54.9, 'debit', 930.38],
        ['2015-07-24', 400, 'debit', 530.38],
        ['2015-07-25', 18.5, 'debit', 511.88],
        ['2015-08-01', 600, 'debit', -88.12],
        ['2015-08-03', 50, 'debit', -138.12],
        ['2015-08-20', 199, 'debit', -337.12],
        ['2015-08-20', 15.65, 'debit', -352.77],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.closing_balance.printed, -352.77);
  });

  const entry = (signed: number, balance: number, marker: 'cr' | 'dr' | null): Entry => ({
    kind: 'txn',
    date: null,
    valueDate: null,
    iso: null,
    description: '',
    reference: null,
    signed,
    signKnown: true,
    balance,
    balanceMarker: marker,
    debit: null,
    credit: null,
    amount: { minor: Math.abs(signed), marker: null },
    figure: null,
    status: null,
    corrected: false,
    impossibleDate: null,
    page: 1,
  });

  it('keeps bare balances as printed when they chain that way, or when the column also prints DR', () => {
    const chainAsPrinted = [entry(10000, 50000, 'cr'), entry(-1000, 49000, null), entry(-1000, 48000, null)];
    assert.equal(settleOneSidedMarkers(chainAsPrinted), false);
    assert.equal(chainAsPrinted[1]!.balance, 49000);
    const withDr = [entry(10000, 5000, 'cr'), entry(-6000, -1000, 'dr'), entry(-1000, 2000, null)];
    assert.equal(settleOneSidedMarkers(withDr), false);
    const turned = [entry(10000, 5000, 'cr'), entry(-6000, 1000, null), entry(-1000, 2000, null)];
    assert.equal(settleOneSidedMarkers(turned), true);
    assert.deepEqual(
      turned.map((e) => e.balance),
      [5000, -1000, -2000],
    );
  });
});
