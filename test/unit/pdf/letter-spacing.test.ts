import assert from 'node:assert/strict';
import { jsPDF } from 'jspdf';
import { withoutLetterSpacing } from '../../../src/pdf/letter-spacing';
import { readPdfText } from '../../../src/pdf/read-pdf-text';

describe('pdf/letter-spacing: text printed with character spacing', () => {
  it('given runs of single glyphs each followed by a space when read then the spaces go and short or ordinary runs stay', () => {
    assert.equal(withoutLetterSpacing('1 2 , 2 6 , 9 6 3 . 8 2'), '12,26,963.82');
    assert.equal(withoutLetterSpacing('0 1 / 0 7 / 2 4'), '01/07/24');
    assert.equal(withoutLetterSpacing('C l o s i n g B a l a n c e'), 'ClosingBalance');
    assert.equal(withoutLetterSpacing('D R'), 'D R');
    assert.equal(withoutLetterSpacing('PAYMENT TO A B C LTD'), 'PAYMENT TO A B C LTD');
    assert.equal(withoutLetterSpacing('1,234.56 CR'), '1,234.56 CR');
  });

  it('given a PDF whose producer spaces every glyph (Tc) when its text is read then figures and dates come back whole', async () => {
    const doc = new jsPDF({ unit: 'pt', format: [400, 200], compress: false });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(7);
    doc.text('01/07/24', 20, 50, { charSpace: 0.8 });
    doc.text('12,26,963.82', 20, 80, { charSpace: 0.8 });
    const text = await readPdfText(new Uint8Array(doc.output('arraybuffer')));
    const strs = text.pages[0]!.items.map((i) => i.str.trim()).filter(Boolean);
    assert.ok(strs.includes('01/07/24'), strs.join(' | '));
    assert.ok(strs.includes('12,26,963.82'), strs.join(' | '));
  });
});
