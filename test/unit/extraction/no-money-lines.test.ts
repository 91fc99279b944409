import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { isFxDetail } from '../../../src/extraction/fx-detail';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

describe('extraction/fx-detail: lines that detail a foreign-currency row', () => {
  it('given rate and foreign-amount lines in several languages when read then they are detail lines; ordinary narration is not', () => {
    for (const t of [
      'USD 27.50 @ 1.1000',
      'Foreign amount EUR',
      'Exchange rate',
      'Taux de change 655,957',
      'Wechselkurs',
      '1 USD = 0.92 EUR',
      'Tipo de cambio',
    ])
      assert.equal(isFxDetail(t), true, t);
    for (const t of ['AMAZON.COM SEATTLE', 'Transfer to savings', 'Kursk Trading Ltd', 'ATM @ CBD']) assert.equal(isFxDetail(t), false, t);
  });
});

describe('extraction: lines that move no money', () => {
  it('given foreign-currency detail lines printing figures in the amount column under card rows when extracted then they are narration, not rows', () => {
    const lines = [
      row(40, [40, 'EXAMPLE CARD SERVICES']),
      row(55, [40, 'Credit card statement 01/03/2025 to 31/03/2025'], [300, 'Previous balance 100.00']),
      row(70, [300, 'New balance 212.30']),
      row(100, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
      row(115, [40, '02/03/2025'], [110, 'AMAZON.COM SEATTLE'], [430, '25.00', 'right']),
      row(125, [110, 'USD 27.50 @ 1.1000']),
      row(140, [40, '03/03/2025'], [110, 'HOTEL PARIS'], [430, '37.30', 'right']),
      row(150, [110, 'Foreign amount EUR'], [430, '34.50', 'right']),
      row(175, [40, '04/03/2025'], [110, 'SHOP'], [430, '50.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2025-03-02', 25, 'debit'],
        ['2025-03-03', 37.3, 'debit'],
        ['2025-03-04', 50, 'debit'],
      ],
    );
    assert.equal(s.reconciliation.closing_balance.matches, true);
  });

  it('given a pending row marked "(PENDING)", an informational line and page totals when extracted then only completed rows are transactions and the pending one is listed as excluded', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(100, [40, 'Date'], [110, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']),
      row(115, [40, '01/03/2025'], [110, 'Balance brought forward'], [540, '1,000.00', 'right']),
      row(130, [40, '02/03/2025'], [110, 'SHOP'], [330, '100.00', 'right'], [540, '900.00', 'right']),
      row(145, [40, '03/03/2025'], [110, 'CARD AUTH HOLD (PENDING)'], [330, '40.00', 'right']),
      row(160, [40, '04/03/2025'], [110, 'SALARY'], [430, '1,000.00', 'right'], [540, '1,900.00', 'right']),
      row(175, [40, '05/03/2025'], [110, 'Information: interest rate changed'], [540, '1,900.00', 'right']),
      row(190, [40, '06/03/2025'], [110, 'ATM'], [330, '200.00', 'right'], [540, '1,700.00', 'right']),
      row(205, [110, 'Page total'], [330, '300.00', 'right'], [430, '1,000.00', 'right']),
      row(220, [40, '31/03/2025'], [110, 'Balance carried forward'], [540, '1,700.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2025-03-02', 'SHOP', 100, 'debit', 900],
      ['2025-03-04', 'SALARY', 1000, 'credit', 1900],
      ['2025-03-06', 'ATM', 200, 'debit', 1700],
    ]);
    assert.deepEqual(
      s.reconciliation.excluded_rows.map((r) => [r.description, r.status]),
      [['CARD AUTH HOLD', 'PENDING']],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a statement summary grid printed right after the last row when extracted then its figures are no row', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(100, [40, 'Date'], [110, 'Narration'], [330, 'Withdrawal', 'right'], [430, 'Deposit', 'right'], [540, 'Closing Balance', 'right']),
      row(115, [40, '01/03/25'], [110, 'NEFT CR ACME'], [430, '5,000.00', 'right'], [540, '85,791.80', 'right']),
      row(130, [40, '02/03/25'], [110, 'UPI 4521'], [330, '1,000.00', 'right'], [540, '84,791.80', 'right']),
      row(145, [60, 'STATEMENT SUMMARY :-']),
      row(
        157,
        [60, 'Opening Balance'],
        [200, 'Dr Count'],
        [260, 'Cr Count'],
        [330, 'Debits', 'right'],
        [430, 'Credits', 'right'],
        [540, 'Closing Bal', 'right'],
      ),
      row(169, [60, '80,791.80'], [200, '1'], [260, '1'], [330, '1,000.00', 'right'], [430, '5,000.00', 'right'], [540, '84,791.80', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2025-03-01', 'NEFT CR ACME', 5000, 'credit', 85791.8],
      ['2025-03-02', 'UPI 4521', 1000, 'debit', 84791.8],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
