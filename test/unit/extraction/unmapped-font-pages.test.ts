import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { textlessPages } from '../../../src/extraction/scanned-pages';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import type { PdfPage, PdfText, PdfTextItem } from '../../../src/pdf/types';
import { unmappedFontPdf } from '../../helpers/unmapped-font-pdf';
import { unmappedStatementText } from '../../helpers/unmapped-statement';

/** Text as a font without a character map gives it: each distinct character a glyph number from 1. */
function glyphNumbers(text: string, codes: Map<string, number>): string {
  return [...text].map((ch) => String.fromCharCode(codes.get(ch) ?? codes.set(ch, codes.size + 1).get(ch)!)).join('');
}
const it8 = (str: string, x: number, y: number, fontName: string): PdfTextItem => ({ str, x, y, width: str.length * 4.4, height: 8, fontName });
const doc = (pages: PdfPage[]): PdfText => ({
  pages,
  imageObjects: 0,
  info: { pages: pages.length, producer: null, creator: null, created_at: null, modified_at: null, encrypted: false },
});

describe('extraction: pages printed in fonts without a character map (glyph numbers in the text layer)', () => {
  const codes = new Map<string, number>();
  const header = [it8('Date', 40, 90, 'F1'), it8('Description', 110, 90, 'F1'), it8('Debit', 300, 90, 'F1'), it8('Balance', 470, 90, 'F1')];
  const rows = ['01/03/2025 Salary 2,500.00 3,500.00', '05/03/2025 Rent 1,200.00 2,300.00', '09/03/2025 Grocer 45.50 2,254.50'].flatMap((line, i) =>
    line.split(' ').map((w, k) => it8(glyphNumbers(w, codes), 40 + k * 110, 105 + i * 12, 'F2')),
  );

  it('given a page whose table rows are glyph numbers under a readable header when its pages are judged then it is unmapped; a typed page with a glyph-number logo is not', () => {
    const logo = [
      it8(glyphNumbers('LOGO', codes), 40, 40, 'F3'),
      ...'Date Description Debit Balance 01/03/2025 Salary 2,500.00 3,500.00 05/03/2025 Rent'
        .split(' ')
        .map((w, k) => it8(w, 40 + k * 30, 100, 'F1')),
    ];
    const text = doc([
      { number: 1, width: 595, height: 842, rotation: 0, items: [...header, ...rows] },
      { number: 2, width: 595, height: 842, rotation: 0, items: logo },
    ]);
    assert.deepEqual(
      textlessPages(text).map((p) => [p.number, p.unmapped]),
      [[1, true]],
    );
  });

  it('given a table whose header reads on page 1 and whose rows on page 2 are glyph numbers when extracted without OCR then the refusal names page 2 and its fonts, not "no transactions"', () => {
    const title = 'Example Bank Account Statement for March 2025 Account 12345678'.split(' ').map((w, k) => it8(w, 40 + k * 45, 40, 'F1'));
    const text = doc([
      { number: 1, width: 595, height: 842, rotation: 0, items: [...title, ...header] },
      { number: 2, width: 595, height: 842, rotation: 0, items: rows },
    ]);
    assert.throws(
      () => extractStatement(text),
      (e: Error & { code?: string }) =>
        e.code === 'scanned_document' &&
        /^The document's text cannot be read: page 2 prints it in fonts without a character map .*; the other pages hold no transaction table/.test(
          e.message,
        ),
    );
  });

  it('given a generated PDF drawn in a Type3 font whose glyphs name no character when its text layer is read then every page is unmapped and the engine alone refuses it as such', async () => {
    const pdf = unmappedFontPdf([unmappedStatementText().placed]);
    const text = await readPdfText(new Uint8Array(pdf));
    assert.ok(!/\d{2}\/\d{2}\/\d{4}/.test(text.pages[0]!.items.map((i) => i.str).join(' ')), 'no date can be read from the text layer');
    assert.deepEqual(
      textlessPages(text).map((p) => [p.number, p.unmapped]),
      [[1, true]],
    );
    assert.throws(
      () => extractStatement(text),
      (e: Error & { code?: string }) => e.code === 'scanned_document' && /OCR=off/.test(e.message) && /fonts without a character map/.test(e.message),
    );
  });
});
