import assert from 'node:assert/strict';
import { printsSideMarkers, restoreSideMarkers, printsLetterMarkers, restoreLetterMarkers } from '../../../src/ocr/side-markers';

describe('ocr/side-markers (a Cr or Dr after a figure whose r OCR misread)', () => {
  it('given figures followed by Ci, C1, C!, C., Cy and Di then each reads as Cr or Dr', () => {
    assert.equal(restoreSideMarkers('687.95 Ci'), '687.95 Cr');
    assert.equal(restoreSideMarkers('2,227.95C1'), '2,227.95Cr');
    assert.equal(restoreSideMarkers('386.00C!'), '386.00Cr');
    assert.equal(restoreSideMarkers('2,443.95 C.'), '2,443.95 Cr');
    assert.equal(restoreSideMarkers('1,507.85 Cy'), '1,507.85 Cr');
    assert.equal(restoreSideMarkers('181.15 Di'), '181.15 Dr');
  });

  it('given a C or D that follows no figure, or clear markers, then nothing changes', () => {
    for (const t of ['Send Money Or Send', 'Block C1 Unit 4', 'Ci 20.00', '20.00 Cr', '20.00Dr', '20.00 CIT', '2020 C1'])
      assert.equal(restoreSideMarkers(t), t);
  });

  it('given a page with two clear markers then it prints side markers; with one, or none, it does not', () => {
    assert.equal(printsSideMarkers(['629.00Cr', '707.95', 'Ci', '800.00', 'Cr']), true);
    assert.equal(printsSideMarkers(['629.00Cr', '707.95', 'Ci']), false);
    assert.equal(printsSideMarkers(['Cr', 'Dr', 'Balance', '20.00']), false);
  });
});

describe('ocr/side-markers letters (German S/H after a figure)', () => {
  it('given a page printing clear S and H markers then an S misread as § or $ after a figure is S again; elsewhere, or without clear ones, nothing changes', () => {
    assert.ok(printsLetterMarkers(['980,00', 'S', '612,40', 'H']));
    assert.ok(!printsLetterMarkers(['980,00', 'S', 'Summe', 'H']));
    assert.equal(restoreLetterMarkers('41,23 §'), '41,23 S');
    assert.equal(restoreLetterMarkers('S$', '137,21'), 'S', 'a marker item of its own, the figure ending the item before it');
    assert.equal(restoreLetterMarkers('2.846,31H'), '2.846,31 H', 'a marker glued to its figure');
    assert.equal(restoreLetterMarkers('1.120,00$'), '1.120,00 S');
    assert.equal(restoreLetterMarkers('83,00:S'), '83,00 S', 'behind a speck');
    assert.equal(restoreLetterMarkers('29,995', '', true), '29,99 S', 'an S read as a 5 after the cents of a decimal comma');
    assert.equal(restoreLetterMarkers('70,3558', '', true), '70,35 S', 'an S read as "58" after the cents of a decimal comma');
    assert.equal(restoreLetterMarkers('70,35581', '', true), '70,35581', 'three digits more are no marker');
    assert.equal(restoreLetterMarkers('3,238', '', true), '3,23 S');
    assert.equal(restoreLetterMarkers('29,995'), '29,995', 'where the decimal mark is not a comma, "29,995" may be a figure');
    assert.equal(restoreLetterMarkers('29,994', '', true), '29,994', 'no S looks like a 4');
    assert.equal(restoreLetterMarkers('$ 25'), '$ 25', 'a dollar sign before a figure stays');
  });
});
