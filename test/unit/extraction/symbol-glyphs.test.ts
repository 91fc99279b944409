import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { withoutSymbolGlyphs } from '../../../src/extraction/symbol-glyphs';
import type { PdfTextItem } from '../../../src/pdf/types';
import { CHAR_W, item, page, pdfText, row } from '../../helpers/pdf-text';

/** A glyph of a dingbat font printed right before the figure that ends at `right`. */
function glyphBefore(right: number, y: number, figure: string, glyph: string, font = 'dingbats'): PdfTextItem[] {
  const fig = item(right - figure.length * CHAR_W, y, figure);
  return [{ ...item(fig.x - 5, y, glyph), width: 5, fontName: font }, fig];
}

describe('extraction: a symbol glyph before each figure or date is no part of the row', () => {
  // Ground truth: three card rows, a payment and two purchases; opening 500.00 owed, closing 620.00 owed.
  const header = [
    row(40, [40, 'Statement Date 31/03/2025']),
    row(60, [40, 'Previous Balance'], [200, 'Closing Balance']),
    [...glyphBefore(110, 72, '500.00', 'n'), ...glyphBefore(270, 72, '620.00', 'n')],
    row(100, [40, 'Date'], [110, 'Transaction Details'], [300, 'Reward Points'], [450, 'Amount']),
  ];
  const lines = [
    ['04/03/2025', 'PAYMENT RECEIVED', '0', '80.00 CR'],
    ['10/03/2025', 'GROCERY STORE', '12', '150.00'],
    ['21/03/2025', 'FUEL STATION', '5', '50.00'],
  ].map(([date, desc, points, amount], i) => {
    const y = 120 + 14 * i;
    return [...row(y, [40, date!], [110, desc!], [320, points!, 'right']), ...glyphBefore(490, y, amount!, 'n')];
  });

  it('when each amount follows a dingbat glyph (read as the letter "n") then the rows are read', () => {
    const s = extractStatement(pdfText(page(1, [...header, ...lines])));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.type, t.amount]),
      [
        ['2025-03-04', 'credit', 80],
        ['2025-03-10', 'debit', 150],
        ['2025-03-21', 'debit', 50],
      ],
    );
  });

  it('when the glyph is a Unicode symbol glued to the figure then it is stripped and the figure keeps its right edge', () => {
    const glued = item(400, 120, '\u25a0150.00');
    const [out] = withoutSymbolGlyphs(pdfText(page(1, [[glued]]))).pages[0]!.items;
    assert.equal(out!.str, '150.00');
    assert.ok(Math.abs(out!.x + out!.width - (glued.x + glued.width)) < 1e-9);
  });

  it('when a lone letter of the body font precedes a figure then it stays (a word, not a symbol)', () => {
    const body = [...row(120, [40, 'Ref'], [80, 'A'], [86, '1234']), ...row(134, [40, 'Reference number follows'])];
    const out = withoutSymbolGlyphs(pdfText(page(1, [body]))).pages[0]!.items.map((i) => i.str);
    assert.deepEqual(out, ['Ref', 'A', '1234', 'Reference number follows']);
  });

  it('when a symbol-font glyph is a bullet before words then it stays', () => {
    const bullet = { ...item(40, 120, 'l'), width: 5, fontName: 'dingbats' };
    const out = withoutSymbolGlyphs(pdfText(page(1, [[bullet, item(50, 120, 'Pay before the due date')]]))).pages[0]!.items;
    assert.equal(out.length, 2);
  });

  it('when a lone direction letter of its own font precedes a figure then it is never taken for a symbol', () => {
    // "D" printed in its own font before a figure is a debit marker (language/money-markers.json), not a dingbat.
    const d = { ...item(400, 120, 'D'), width: 5, fontName: 'marks' };
    const out = withoutSymbolGlyphs(pdfText(page(1, [[d, item(405, 120, '12.00')]]))).pages[0]!.items;
    assert.deepEqual(
      out.map((i) => i.str),
      ['D', '12.00'],
    );
  });
});

describe('extraction: a row number printed before the date in the date cell', () => {
  // Ground truth: opening 100.00; rows -20.00 → 80.00, +50.00 → 130.00, -30.00 → 100.00.
  const text = pdfText(
    page(1, [
      row(60, [40, 'Transaction Date'], [140, 'Description'], [330, 'Debit'], [400, 'Credit'], [480, 'Balance']),
      row(80, [40, '0: 02-jan-2022'], [140, 'Utility bills'], [360, '20.00', 'right'], [510, '80.00', 'right']),
      row(94, [40, '1: 03-jan-2022'], [140, 'Transfer in'], [430, '50.00', 'right'], [510, '130.00', 'right']),
      row(108, [40, '2: 05-jan-2022'], [140, 'Card fee'], [360, '30.00', 'right'], [510, '100.00', 'right']),
    ]),
  );

  it('when each date cell starts with "N:" then the dates are read', () => {
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.type, t.amount, t.balance]),
      [
        ['2022-01-02', 'debit', 20, 80],
        ['2022-01-03', 'credit', 50, 130],
        ['2022-01-05', 'debit', 30, 100],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction: a table whose printed balances never chain is answered, not refused', () => {
  // Ground truth: the rows as printed (-20.00, +10.00, -20.00), every balance printed as 60.45: two of the links break.
  const text = pdfText(
    page(1, [
      row(60, [40, 'Transaction Date'], [140, 'Description'], [330, 'Debit'], [400, 'Credit'], [480, 'Balance']),
      row(80, [40, '0: 02-jan-2022'], [140, 'Utility bills'], [360, '20.00', 'right'], [510, '60.45', 'right']),
      row(94, [40, '1: 02-jan-2022'], [140, 'Transfer in'], [430, '10.00', 'right'], [510, '60.45', 'right']),
      row(108, [40, '2: 02-jan-2022'], [140, 'Card fee'], [360, '20.00', 'right'], [510, '60.45', 'right']),
    ]),
  );

  it('when extracted then every row is returned with verdict unreconciled and the breaks listed', () => {
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.type, t.amount, t.balance]),
      [
        ['debit', 20, 60.45],
        ['credit', 10, 60.45],
        ['debit', 20, 60.45],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.ok(s.reconciliation.balance_breaks.length >= 2);
  });
});
