import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

describe('extraction: dates as real statements print them', () => {
  it('given month-first year-less dates that never pass 12 under a printed period when extracted then rows fall in the period, not months later', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK, N.A.']),
      row(55, [40, 'Statement period: January 1, 2025 through January 31, 2025']),
      row(100, [40, 'Date'], [110, 'Description'], [330, 'Withdrawals', 'right'], [430, 'Deposits', 'right'], [540, 'Balance', 'right']),
      row(115, [40, '01/02'], [110, 'COFFEE SHOP'], [330, '4.50', 'right'], [540, '995.50', 'right']),
      row(130, [40, '01/05'], [110, 'PAYROLL'], [430, '1,200.00', 'right'], [540, '2,195.50', 'right']),
      row(145, [40, '01/09'], [110, 'RENT'], [330, '900.00', 'right'], [540, '1,295.50', 'right']),
      row(160, [40, '01/12'], [110, 'INTEREST'], [430, '0.12', 'right'], [540, '1,295.62', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2025-01-02', '2025-01-05', '2025-01-09', '2025-01-12'],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given year-less day-first dates across a year end when extracted then December takes the earlier year', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(55, [40, 'Statement period: 15 Dec 2024 to 14 Jan 2025']),
      row(100, [40, 'Date'], [110, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']),
      row(115, [40, '20/12'], [110, 'SHOP'], [330, '100.00', 'right'], [540, '900.00', 'right']),
      row(130, [40, '02/01'], [110, 'SALARY'], [430, '1,000.00', 'right'], [540, '1,900.00', 'right']),
      row(145, [40, '13/01'], [110, 'RENT'], [330, '500.00', 'right'], [540, '1,400.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-12-20', '2025-01-02', '2025-01-13'],
    );
  });

  it('given a row whose printed date cannot exist when extracted then the row is kept, dated as the row above, and flagged', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(100, [40, 'Date'], [110, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']),
      row(115, [40, '27/02/2025'], [110, 'SHOP'], [330, '100.00', 'right'], [540, '900.00', 'right']),
      row(130, [40, '31/02/2025'], [110, 'TRANSFER'], [430, '50.00', 'right'], [540, '950.00', 'right']),
      row(145, [40, '03/03/2025'], [110, 'RENT'], [330, '500.00', 'right'], [540, '450.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2025-02-27', 'SHOP', 100, 'debit', 900],
      ['2025-02-27', 'TRANSFER', 50, 'credit', 950],
      ['2025-03-03', 'RENT', 500, 'debit', 450],
    ]);
    assert.deepEqual(
      s.details.map((d) => d.impossible_date),
      [undefined, '31/02/2025', undefined],
    );
    assert.match(s.reconciliation.warnings.join(' '), /"31\/02\/2025", which does not exist/);
  });

  it('given a row whose date cell has a date shape but a day or month out of range then it is kept, dated as the row above, and flagged', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(100, [40, 'Date'], [110, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']),
      row(115, [40, '10/03/2026'], [110, 'SHOP'], [330, '100.00', 'right'], [540, '900.00', 'right']),
      row(130, [40, '41/03/2026'], [110, 'TRANSFER'], [430, '50.00', 'right'], [540, '950.00', 'right']),
      row(145, [40, '12/03/2026'], [110, 'RENT'], [330, '500.00', 'right'], [540, '450.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2026-03-10', 'SHOP', 100, 'debit', 900],
      ['2026-03-10', 'TRANSFER', 50, 'credit', 950],
      ['2026-03-12', 'RENT', 500, 'debit', 450],
    ]);
    assert.deepEqual(
      s.details.map((d) => d.impossible_date),
      [undefined, '41/03/2026', undefined],
    );
  });

  it('given year-less dates and one first row whose day is out of range ("91/01", OCR\'s 9 for a 0) then that row is kept and flagged, not lost into the opening line', () => {
    const lines = [
      row(40, [40, 'Período: 01/01/2026 a 31/01/2026']),
      row(100, [40, 'Data'], [110, 'Histórico'], [430, 'Valor', 'right'], [540, 'Saldo', 'right']),
      row(115, [40, '31/12'], [110, 'SALDO ANTERIOR'], [540, '1.873,42', 'right']),
      row(130, [40, '91/01'], [110, 'SAQUE 24H'], [430, '-50,00', 'right'], [540, '1.823,42', 'right']),
      row(145, [40, '02/01'], [110, 'SAQUE 24H'], [430, '-300,00', 'right'], [540, '1.523,42', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      brief(s).map((r) => r.slice(2)),
      [
        [50, 'debit', 1823.42],
        [300, 'debit', 1523.42],
      ],
    );
    assert.deepEqual(
      s.details.map((d) => d.impossible_date),
      ['91/01', undefined],
    );
  });

  it('given transaction and value date columns when extracted then the transaction date is the date and the value date is kept in the details', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(
        100,
        [40, 'Txn Date'],
        [100, 'Value Date'],
        [160, 'Description'],
        [330, 'Debit', 'right'],
        [430, 'Credit', 'right'],
        [540, 'Balance', 'right'],
      ),
      row(115, [40, '28/02/2025'], [100, '03/03/2025'], [160, 'CHEQUE DEPOSIT'], [430, '500.00', 'right'], [540, '1,500.00', 'right']),
      row(130, [40, '04/03/2025'], [100, '04/03/2025'], [160, 'ATM'], [330, '200.00', 'right'], [540, '1,300.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2025-02-28', '2025-03-04'],
    );
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2025-03-03', '2025-03-04'],
    );
  });

  it('given a posting date column left of the transaction date column when extracted then the transaction date is still the date and the posting date is kept', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      row(
        100,
        [40, 'Posting Date'],
        [100, 'Transaction Date'],
        [160, 'Description'],
        [330, 'Debit', 'right'],
        [430, 'Credit', 'right'],
        [540, 'Balance', 'right'],
      ),
      row(115, [40, '03/03/2025'], [100, '28/02/2025'], [160, 'CARD PURCHASE'], [330, '50.00', 'right'], [540, '950.00', 'right']),
      row(130, [40, '05/03/2025'], [100, '04/03/2025'], [160, 'SALARY'], [430, '1,000.00', 'right'], [540, '1,950.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2025-02-28', '2025-03-04'],
    );
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2025-03-03', '2025-03-05'],
    );
  });
});
