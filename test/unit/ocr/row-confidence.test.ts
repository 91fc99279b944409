import assert from 'node:assert/strict';
import type { ExtractedStatement, StatementTransaction } from '../../../src/domain/statement';
import { attachRowConfidence, unchainedRows, unverifiedCells, type ConfidentItem } from '../../../src/ocr/row-confidence';

const row = (amount: number, type: 'credit' | 'debit', balance: number | null): StatementTransaction => ({
  date: '2024-03-01',
  description: 'x',
  amount,
  type,
  balance,
});

function statement(rows: StatementTransaction[], breaks: number[] = [], page = 1, opening: number | null = 10): ExtractedStatement {
  return {
    transactions: rows,
    details: rows.map(() => ({ time: null, reference: null, page })),
    reconciliation: {
      balance_source: 'printed',
      opening_balance: { printed: opening, computed: null, matches: null },
      balance_breaks: breaks.map((index) => ({ index, date: '2024-03-01', expected: 0, printed: 0, amount: 0 })),
    },
  } as unknown as ExtractedStatement;
}

const item = (str: string, x: number, y: number, confidence: number): ConfidentItem => ({ str, x, y, height: 9, confidence });

describe('ocr/row-confidence (how sure OCR was of each row and cell)', () => {
  const seps = { group: ',', decimal: '.' } as const;
  const items = [
    item('01 Mar 2024', 40, 100, 91),
    item('ATM WITHDRAWAL', 120, 100, 60),
    item('1,000.00', 380, 100, 95),
    item('11,000.00', 480, 100, 88),
    item('01 Mar 2024', 40, 120, 70),
    item('CARD 1,000.00', 120, 120, 80),
    item('1,000.00', 380, 120, 52),
    item('10,000.00', 480, 120, 97),
  ];

  it('given two rows with the same amount when confidences are attached then each row takes the cells of its own line (found by its balance)', () => {
    const s = statement([row(1000, 'credit', 11000), row(1000, 'debit', 10000)]);
    attachRowConfidence(s, new Map([[1, { items, seps }]]));
    assert.deepEqual(s.details[0]!.ocr_confidence, { row: 88, date: 91, amount: 95, balance: 88 });
    assert.deepEqual(s.details[1]!.ocr_confidence, { row: 52, date: 70, amount: 52, balance: 97 });
  });

  it('given a balance the running balance corrected then its cell is found by what OCR read', () => {
    const s = statement([row(1000, 'credit', 11000), row(1000, 'debit', 10000)]);
    s.transactions[1]!.balance = 10000;
    const misread = items.map((it) => (it.str === '10,000.00' ? { ...it, str: '18,000.00', confidence: 40 } : it));
    s.details[1]!.ocr_corrected = { field: 'balance', original: '18000.00', corrected: '10000.00' };
    attachRowConfidence(s, new Map([[1, { items: misread, seps }]]));
    assert.equal(s.details[1]!.ocr_confidence?.balance, 40);
    assert.equal(s.details[1]!.ocr_confidence?.row, 40);
  });

  it('given rows from a typed page then no confidence is attached', () => {
    const s = statement([row(1000, 'credit', 11000)], [], 2);
    attachRowConfidence(s, new Map([[1, { items, seps }]]));
    assert.equal(s.details[0]!.ocr_confidence, undefined);
  });

  it('given a break at one row and a row without a balance then their amount and balance cells are counted unverified', () => {
    const s = statement([row(1, 'credit', 11), row(2, 'debit', 9), row(3, 'debit', null), row(4, 'debit', 5)], [1]);
    assert.equal(unverifiedCells(s, [1]), 3);
    assert.equal(unverifiedCells(s, [2]), 0);
  });

  it('given no opening balance read then the rows up to the first printed balance are unchained: their amounts are counted unverified', () => {
    const rows = () => [row(1, 'credit', null), row(2, 'debit', 9), row(4, 'debit', 5)];
    const s = statement(rows(), [], 1, null);
    assert.deepEqual(unchainedRows(s, [1]), [0, 1]);
    assert.equal(unverifiedCells(s, [1]), 2);
    assert.deepEqual(unchainedRows(statement(rows(), [], 1, 12), [1]), []);
  });
  it('given a page of whole rupiah in point groups ("7.254.300") then each row is found by its balance', () => {
    const rupiah = [item('05/07', 40, 100, 90), item('TRANSFER', 120, 100, 80), item('457.000', 380, 100, 85), item('6.797.300', 480, 100, 87)];
    const s = statement([row(457000, 'debit', 6797300)]);
    const places = attachRowConfidence(s, new Map([[1, { items: rupiah, seps: null }]]));
    assert.deepEqual(places[0], { page: 1, y: 100, height: 9 });
    assert.deepEqual(s.details[0]!.ocr_confidence, { row: 85, date: 90, amount: 85, balance: 87 });
  });
});
