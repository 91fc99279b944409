import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findHeaders } from '../../../src/extraction/header-hints';
import { pageLines } from '../../../src/extraction/layout';
import { genericProfile } from '../../../src/extraction/profiles';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: Malay column labels (Tarikh | Huraian | Wang Keluar | Wang Masuk | Baki)', () => {
  it('given the header line when matched then it names the date, narration, money out, money in and balance', () => {
    const lines = pageLines(page(1, [row(90, [40, 'Tarikh'], [110, 'Huraian'], [330, 'Wang Keluar'], [410, 'Wang Masuk'], [515, 'Baki (RM)'])]));
    assert.deepEqual(
      findHeaders([lines], genericProfile)[0]?.columns.map((c) => c.role),
      ['date', 'description', 'debit', 'credit', 'balance'],
    );
  });

  it('given a Malaysian statement labelled in Malay when extracted then money out, money in and balances are read', () => {
    const r = (y: number, d: string, desc: string, out: string, inn: string, bal: string) =>
      row(y, [40, d], [110, desc], [380, out, 'right'], [460, inn, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'PENYATA AKAUN']),
          row(90, [40, 'Tarikh'], [110, 'Huraian'], [330, 'Wang Keluar'], [410, 'Wang Masuk'], [515, 'Baki']),
          r(105, '31/05/25', 'B/F ...', '.00', '.00', '191,147.82'),
          r(117, '1/06/25', 'DUITNOW DEBIT Salary May25', '3,386.25', '.00', '187,761.57'),
          r(129, '6/06/25', 'DUITNOW CREDIT IV-00053', '.00', '7,560.00', '195,321.57'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2025-06-01', 3386.25, 'debit', 187761.57],
        ['2025-06-06', 7560, 'credit', 195321.57],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given an English header line over its Malay translation when matched then each pair is one column', () => {
    const lines = pageLines(
      page(1, [
        row(90, [50, 'Date'], [145, 'Description'], [385, 'Debit'], [460, 'Credit'], [530, 'Balance']),
        row(100, [48, 'Tarikh'], [150, 'Diskripsi'], [385, 'Debit'], [460, 'Kredit'], [542, 'Baki']),
      ]),
    );
    const h = findHeaders([lines], genericProfile)[0];
    assert.deepEqual(
      h?.columns.map((c) => [c.role, c.label]),
      [
        ['date', 'Date Tarikh'],
        ['description', 'Description Diskripsi'],
        ['debit', 'Debit Debit'],
        ['credit', 'Credit Kredit'],
        ['balance', 'Balance Baki'],
      ],
    );
  });
});
