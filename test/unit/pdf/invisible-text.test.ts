import assert from 'node:assert/strict';
import { jsPDF } from 'jspdf';
import { readPdfText } from '../../../src/pdf/read-pdf-text';

describe('pdf/read-pdf-text: text too small to be seen', () => {
  it('given an accessible statement that repeats column headings and "blank." at 0.05 pt beside the visible row, when read then only the visible text comes back', async () => {
    const doc = new jsPDF({ unit: 'pt', format: [400, 200], orientation: 'landscape', compress: false });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(0.05);
    doc.text('Date Description Type Money In (£) Balance (£)', 20, 48);
    doc.text('Money Out (£) blank.', 250, 52);
    doc.setFontSize(9);
    doc.text('03 Mar 23', 20, 50);
    doc.text('OZIEL MAXWELL', 80, 50);
    doc.text('13.00', 200, 50);
    doc.text('23.05', 300, 50);
    const text = await readPdfText(new Uint8Array(doc.output('arraybuffer')));
    const strs = text.pages[0]!.items.map((i) => i.str.trim()).filter(Boolean);
    assert.deepEqual(strs, ['03 Mar 23', 'OZIEL MAXWELL', '13.00', '23.05']);
  });
});
