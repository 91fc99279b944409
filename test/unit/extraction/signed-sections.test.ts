import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { headingSign } from '../../../src/extraction/section-status';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction/section-status: headings that give the rows their direction', () => {
  it('given section headings in eight languages when read then deposits are credits and withdrawals and fees debits', () => {
    const cases: Array<[string, 'credit' | 'debit' | null | undefined]> = [
      ['Deposits and other credits', 'credit'],
      ['DEPOSITS AND ADDITIONS', 'credit'],
      ['Withdrawals (continued)', 'debit'],
      ['Checks paid', 'debit'],
      ['Electronic withdrawals:', 'debit'],
      ['Fees', 'debit'],
      ['Dépôts', 'credit'],
      ['Retraits', 'debit'],
      ['Gutschriften', 'credit'],
      ['Lastschriften', 'debit'],
      ['Bijschrijvingen', 'credit'],
      ['Afschrijvingen', 'debit'],
      ['Inbetalings', 'credit'],
      ['Fooie', 'debit'],
      ['Depósitos', 'credit'],
      ['Levantamentos', 'debit'],
      ['Abonos', 'credit'],
      ['Cargos', 'debit'],
      ['Pesa iliyoingia', 'credit'],
      ['Makato', 'debit'],
      ['Daily balance summary', null],
      ['Daily Balance Information', null],
      ['Total deposits 600.00', undefined],
      ['Deposit from John', undefined],
      ['Fees waived for students this month on your account', undefined],
    ];
    for (const [text, want] of cases) assert.equal(headingSign(text), want, text);
  });
});

describe('extraction: deposits, withdrawals and fees printed in sections, no running balance', () => {
  const lines = [
    row(40, [40, 'EXAMPLE NATIONAL BANK']),
    row(55, [40, 'Statement period 03/01/2025 to 03/31/2025']),
    row(70, [40, 'Beginning balance 1,000.00'], [300, 'Ending balance 1,230.00']),
    row(100, [40, 'Deposits and other credits']),
    row(115, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(130, [40, '03/02/2025'], [110, 'PAYROLL ACME'], [430, '500.00', 'right']),
    row(145, [40, '03/10/2025'], [110, 'TRANSFER IN'], [430, '100.00', 'right']),
    row(160, [40, 'Total deposits and other credits'], [430, '600.00', 'right']),
    row(190, [40, 'Withdrawals and other debits']),
    row(205, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(220, [40, '03/03/2025'], [110, 'GROCER'], [430, '300.00', 'right']),
    row(235, [40, '03/11/2025'], [110, 'FUEL'], [430, '50.00', 'right']),
    row(250, [40, 'Fees']),
    row(265, [40, '03/31/2025'], [110, 'MONTHLY SERVICE FEE'], [430, '20.00', 'right']),
    row(280, [40, 'Total withdrawals and fees'], [430, '370.00', 'right']),
  ];

  it('given sections whose headings give the sign when extracted then every row is read with its direction, in date order, with balances from the opening that reach the closing', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]),
      [
        ['2025-03-02', 'PAYROLL ACME', 500, 'credit', 1500],
        ['2025-03-03', 'GROCER', 300, 'debit', 1200],
        ['2025-03-10', 'TRANSFER IN', 100, 'credit', 1300],
        ['2025-03-11', 'FUEL', 50, 'debit', 1250],
        ['2025-03-31', 'MONTHLY SERVICE FEE', 20, 'debit', 1230],
      ],
    );
    assert.equal(s.reconciliation.balance_source, 'computed');
    assert.equal(s.reconciliation.closing_balance.matches, true);
  });
});

describe('extraction: withdrawals and service fees totalled apart, then a daily balance grid', () => {
  const lines = [
    row(40, [40, 'EXAMPLE NATIONAL BANK']),
    row(55, [40, 'Statement period 03/01/2025 to 03/31/2025']),
    row(70, [40, 'Beginning balance 1,000.00'], [300, 'Ending balance 1,230.00']),
    row(100, [40, 'Deposits and other credits']),
    row(115, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(130, [40, '03/02/2025'], [110, 'PAYROLL ACME'], [430, '500.00', 'right']),
    row(145, [40, '03/10/2025'], [110, 'TRANSFER IN'], [430, '100.00', 'right']),
    row(160, [40, 'Total deposits and other credits'], [430, '600.00', 'right']),
    row(190, [40, 'Withdrawals and other debits']),
    row(205, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(220, [40, '03/03/2025'], [110, 'GROCER'], [430, '-300.00', 'right']),
    row(235, [40, '03/11/2025'], [110, 'FUEL'], [430, '-50.00', 'right']),
    row(250, [40, 'Total withdrawals and other debits'], [430, '-350.00', 'right']),
    row(280, [40, 'Service fees']),
    row(295, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(310, [40, '03/31/2025'], [110, 'MONTHLY SERVICE FEE'], [430, '-20.00', 'right']),
    row(325, [40, 'Total service fees'], [430, '-20.00', 'right']),
    row(355, [40, 'Daily ledger balances']),
    row(370, [40, 'Date'], [110, 'Balance ($)'], [250, 'Date'], [320, 'Balance ($)']),
    row(385, [40, '03/02'], [180, '1,500.00', 'right'], [250, '03/10'], [380, '1,300.00', 'right']),
    row(400, [40, '03/03'], [180, '1,200.00', 'right'], [250, '03/11'], [380, '1,250.00', 'right']),
  ];

  it('given a withdrawals total that leaves out the fees section when extracted then the two totals together are the debits, the grid is no row, and the statement reconciles', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2025-03-02', 500, 'credit'],
        ['2025-03-03', 300, 'debit'],
        ['2025-03-10', 100, 'credit'],
        ['2025-03-11', 50, 'debit'],
        ['2025-03-31', 20, 'debit'],
      ],
    );
    const debits = s.reconciliation.totals.find((t) => /withdrawals/i.test(t.label));
    assert.deepEqual([debits?.printed, debits?.matches], [370, true]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction: a checks section and a fees section each totalled apart from the withdrawals', () => {
  const lines = [
    row(40, [40, 'EXAMPLE NATIONAL BANK']),
    row(55, [40, 'Statement period 03/01/2025 to 03/31/2025']),
    row(70, [40, 'Beginning balance 1,000.00'], [300, 'Ending balance 1,155.00']),
    row(100, [40, 'Deposits and other credits']),
    row(115, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(130, [40, '03/02/2025'], [110, 'PAYROLL ACME'], [430, '500.00', 'right']),
    row(145, [40, 'Total deposits and other credits'], [430, '500.00', 'right']),
    row(175, [40, 'Withdrawals and other debits']),
    row(190, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(205, [40, '03/03/2025'], [110, 'GROCER'], [430, '-250.00', 'right']),
    row(220, [40, 'Total withdrawals and other debits'], [430, '-250.00', 'right']),
    row(250, [40, 'Checks']),
    row(265, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(280, [40, '03/12/2025'], [110, 'CHECK 1043'], [430, '-75.00', 'right']),
    row(295, [40, 'Total checks'], [430, '-75.00', 'right']),
    row(325, [40, 'Service fees']),
    row(340, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
    row(355, [40, '03/31/2025'], [110, 'MONTHLY SERVICE FEE'], [430, '-20.00', 'right']),
    row(370, [40, 'Total service fees'], [430, '-20.00', 'right']),
  ];

  it('given withdrawals, checks and fees totalled apart when extracted then the three totals together are the debits and the statement reconciles', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2025-03-02', 500, 'credit'],
        ['2025-03-03', 250, 'debit'],
        ['2025-03-12', 75, 'debit'],
        ['2025-03-31', 20, 'debit'],
      ],
    );
    const debits = s.reconciliation.totals.find((t) => /withdrawals/i.test(t.label));
    assert.deepEqual([debits?.label, debits?.printed, debits?.matches], ['Total withdrawals + Total checks + Total service fees', 345, true]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
