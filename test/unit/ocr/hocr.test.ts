import assert from 'node:assert/strict';
import { parseHocr } from '../../../src/ocr/hocr';

const HOCR = `<div class='ocr_page' id='page_1' title='image "-"; bbox 0 0 1654 2339; ppageno 0; scan_res 200 200'>
   <div class='ocr_carea' id='block_1_1' title="bbox 112 1023 1544 1051">
    <p class='ocr_par' id='par_1_1' lang='eng' title="bbox 112 1023 1544 1051">
     <span class='ocr_line' id='line_1_1' title="bbox 112 1023 1544 1051; baseline 0.006 -3; x_size 20.66; x_descenders 4; x_ascenders 5">
      <span class='ocrx_word' id='word_1_1' title='bbox 112 1023 238 1045; x_wconf 69'>04-Aug-2023</span>
      <span class='ocrx_word' id='word_1_2' title='bbox 423 1025 467 1042; x_wconf 27'>M&amp;S</span>
      <span class='ocrx_word' id='word_1_3' title='bbox 1451 1032 1544 1051; x_wconf 95'><strong>43,493.83</strong></span>
     </span>
     <span class='ocr_header' id='line_1_2' title="bbox 119 1060 400 1080; baseline 0 -4; x_size 18">
      <span class='ocrx_word' id='word_1_4' title='bbox 119 1060 400 1076; x_wconf 91'>Balance</span>
     </span>
    </p>
   </div>
</div>`;

describe('ocr/hocr (native Tesseract output in the shape tesseract.js returns)', () => {
  it('given hOCR lines when parsed then words keep their boxes, confidences and unescaped text, and each line its baseline', () => {
    const page = parseHocr(HOCR, 1654, 2339);
    assert.equal(page.width, 1654);
    assert.equal(page.lines.length, 2);
    const [row, header] = page.lines;
    assert.deepEqual(
      row!.words.map((w) => [w.text, w.confidence, w.x0, w.y0, w.x1, w.y1]),
      [
        ['04-Aug-2023', 69, 112, 1023, 238, 1045],
        ['M&S', 27, 423, 1025, 467, 1042],
        ['43,493.83', 95, 1451, 1032, 1544, 1051],
      ],
    );
    // hOCR's baseline is slope and offset from the bottom-left corner of the line's box.
    assert.equal(row!.baseline.x0, 112);
    assert.equal(row!.baseline.y0, 1048);
    assert.ok(Math.abs(row!.baseline.y1 - (1048 + 0.006 * (1544 - 112))) < 1e-9);
    assert.equal(row!.rowHeight, null, 'as tesseract.js: heights come from the word boxes');
    assert.deepEqual(
      header!.words.map((w) => w.text),
      ['Balance'],
    );
    assert.equal(header!.baseline.y0, 1076);
  });

  it('given a page with no text then no lines', () => {
    assert.deepEqual(parseHocr(`<div class='ocr_page' title='bbox 0 0 10 10'></div>`, 10, 10).lines, []);
  });
});
