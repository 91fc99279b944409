import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findHeaderSets } from '../../../src/extraction/header-hints';
import { pageLines } from '../../../src/extraction/layout';
import { genericProfile } from '../../../src/extraction/profiles';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

/** A word where OCR boxed it: at `x`, `width` points wide. */
const at = (x: number, y: number, str: string, width: number): PdfTextItem => ({ ...item(x, y, str), width });

describe('extraction: a date label qualified by a word no synonym knows', () => {
  it('given an unknown word set tight before "Date" when the header is read then the date column begins at that word and the word heads no column', () => {
    const header = page(1, [
      [at(32, 90, 'frrans. Date', 41), at(89, 90, 'Reference', 32), at(149, 90, 'Value. Date', 37)],
      row(90, [254, 'Debits', 'right'], [370, 'Balance', 'right']),
    ]);
    const columns = findHeaderSets([pageLines(header)], genericProfile)[0]![0]!.columns;
    assert.deepEqual(
      columns.map((c) => [c.role, c.label, Math.round(c.x0)]),
      [
        ['date', 'frrans. Date', 32],
        ['reference', 'Reference', 89],
        ['value_date', 'Value. Date', 149],
        ['debit', 'Debits', 228],
        ['balance', 'Balance', 339],
      ],
    );
  });

  it('given "frrans. Date" (OCR garbled "Trans.") beside a value date when extracted then the column under both words is the transaction date', () => {
    // Positions as OCR boxed the words of a 200 dpi scan: the dates run from under "frrans." to past "Date".
    const r = (y: number, d: string, ref: string, v: string, debit: string, credit: string, bal: string) => [
      at(34, y, d, 41),
      at(89, y, ref, 48),
      at(149, y, v, 40),
      ...row(y, [254, debit, 'right'], [309, credit, 'right'], [370, bal, 'right']),
    ];
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [35, 'Guaranty Trust Bank Ltd']),
          row(55, [35, 'Period: 01-Mar-2025 To 31-Mar-2025']),
          [at(32, 90, 'frrans.', 24), at(60, 90, 'Date', 13), at(89, 90, 'Reference', 32), at(149, 90, 'Value.', 20), at(173, 90, 'Date', 13)],
          row(90, [254, 'Debits', 'right'], [309, 'Credits', 'right'], [370, 'Balance', 'right']),
          [at(34, 104, '01-Mar-2025', 41), at(149, 104, '01-Mar-2025', 40)],
          row(104, [370, '312,450.75', 'right'], [375, 'Opening Balance']),
          r(118, '01-Mar-2025', 'NIP2264996686', '01-Mar-2025', '', '485,000.00', '797,450.75'),
          r(132, '02-Mar-2025', '5589017147', '03-Mar-2025', '3.75', '', '797,447.00'),
          r(146, '05-Mar-2025', '7203628128', '04-Mar-2025', '24,781.68', '', '772,665.32'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t, i) => [t.date, s.details[i]!.value_date, t.amount, t.balance]),
      [
        ['2025-03-01', '2025-03-01', 485000, 797450.75],
        ['2025-03-02', '2025-03-03', 3.75, 797447],
        ['2025-03-05', '2025-03-04', 24781.68, 772665.32],
      ],
    );
  });
});
