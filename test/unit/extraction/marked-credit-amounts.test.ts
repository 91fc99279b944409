import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/** Date | Description | Amount | Balance, an FNB-style account: credits marked "Cr", debits bare, balances with "Cr". */
function statement(rows: [string, string, string, string][], header = 'Date') {
  return extractStatement(
    pdfText(
      page(1, [
        row(40, [36, 'First National Bank']),
        row(55, [36, 'Statement Period : 15 December 2024 to 14 January 2025']),
        row(90, [36, header], [100, 'Description'], [400, 'Amount', 'right'], [480, 'Balance', 'right']),
        row(105, [100, 'Opening Balance'], [480, '1 078.14Cr', 'right']),
        ...rows.map(([d, desc, amt, bal], i) => row(120 + 12 * i, [36, d], [100, desc], [400, amt, 'right'], [480, bal, 'right'])),
      ]),
    ),
  );
}

describe('extraction: an amount column that marks its credits and prints its debits bare', () => {
  it('given a balance misread on one row when extracted then the bare amounts around it stay debits and only that row breaks', () => {
    const s = statement([
      ['17 Dec', 'eBucks Rewards Payout', '76.33Cr', '1 154.47Cr'],
      ['17 Dec', 'Send Money App Dr Thandi', '612.72', '54147.00Cr'],
      ['17 Dec', '#Monthly Account Fee', '199.00', '342.75Cr'],
      ['18 Dec', 'FNB App Transfer From Savings', '1 021.26Cr', '1 364.01Cr'],
      ['18 Dec', 'POS Purchase Checkers Hyper', '223.72', '1 140.29Cr'],
    ]);
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type]),
      [
        [76.33, 'credit'],
        [612.72, 'debit'],
        [199, 'debit'],
        [1021.26, 'credit'],
        [223.72, 'debit'],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.deepEqual(
      s.reconciliation.balance_breaks.map((b) => b.index),
      [1, 2],
    );
  });
});
