import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

const HEADER = row(100, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']);
type R = [date: string, text: string, debit: string, credit: string, balance: string];
const read = (rows: R[]) =>
  extractStatement(
    pdfText(
      page(1, [
        HEADER,
        ...rows.map(([d, text, debit, credit, bal], i) =>
          row(
            115 + 12 * i,
            [40, d],
            [110, text],
            ...(debit ? [[360, debit, 'right'] as Cell] : []),
            ...(credit ? [[430, credit, 'right'] as Cell] : []),
            [520, bal, 'right'],
          ),
        ),
      ]),
    ),
  );
const ROWS: R[] = [
  ['01/03/2024', 'Opening deposit', '', '1,000.00', '1,000.00'],
  ['02/03/2024', 'Rent', '400.00', '', '600.00'],
  ['03/03/2024', 'Salary', '', '2,000.00', '2,600.00'],
];

describe('extraction: lines that name a balance, decided by the arithmetic', () => {
  it('given a dated summary line naming the opening balance after the last row, which breaks the chain, then it is a balance line, not a row', () => {
    const s = read([...ROWS, ['03/03/2024', 'STATEMENT SUMMARY :- Opening Balance 0.00', '400.00', '3,000.00', '2,600.00']]);
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Opening deposit', 'Rent', 'Salary'],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.match(s.reconciliation.warnings.join('\n'), /read as a balance line, not a transaction/);
  });

  it('given a row that names a balance and chains ("Opening deposit"), then it stays a transaction', () => {
    const s = read(ROWS);
    assert.equal(s.transactions[0]!.description, 'Opening deposit');
    assert.equal(s.transactions.length, 3);
  });

  it('given a balance-named row that breaks where the next row does not follow either, then it stays, and the break is listed', () => {
    const rows: R[] = [
      ROWS[0]!,
      ['02/03/2024', 'Balance transfer to card', '400.00', '', '500.00'],
      ['03/03/2024', 'Salary', '', '2,000.00', '2,500.00'],
    ];
    const s = read(rows);
    assert.equal(s.transactions.length, 3);
    assert.deepEqual(
      s.reconciliation.balance_breaks.map((b) => b.index),
      [1],
    );
  });
});

describe('extraction: a brought-forward line printed as a row', () => {
  it('given the first row is only a brought-forward label with its balance as its amount, then it is the opening balance, not a credit', () => {
    const s = read([['01/03/2024', 'Brought Forward :', '', '1,000.00', '1,000.00'], ROWS[1]!, ROWS[2]!]);
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Rent', 'Salary'],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.match(s.reconciliation.warnings.join('\n'), /read as a balance line, not a transaction/);
  });

  it('given a brought-forward label that starts in the date column, then the row keeps the whole label and is read as a balance line', () => {
    const s = read([ROWS[0]!, ROWS[1]!, ['Brought', 'Forward :', '', '600.00', '600.00'], ROWS[2]!]);
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Opening deposit', 'Rent', 'Salary'],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
