import assert from 'node:assert/strict';
import { pageLines, repeatedLineKeys } from '../../../src/extraction/layout';
import { CHAR_W, item, page } from '../../helpers/pdf-text';

describe('extraction/layout', () => {
  it('given cells of one row printed a point or two apart vertically when clustered then they form one line', () => {
    const lines = pageLines(page(1, [[item(40, 100, '01/01/2024'), item(120, 101.5, 'Airtime'), item(300, 99, '10.00')]]));
    assert.equal(lines.length, 1);
    assert.equal(lines[0]!.text, '01/01/2024 Airtime 10.00');
  });

  it('given two rows a line apart when clustered then they stay two lines in reading order', () => {
    const lines = pageLines(page(1, [[item(40, 111, 'second'), item(40, 100, 'first')]]));
    assert.deepEqual(
      lines.map((l) => l.text),
      ['first', 'second'],
    );
  });

  it('given a line drawn one glyph per item, last glyph first, when clustered then its words are rebuilt from the gaps', () => {
    const glyphs = (x: number, text: string) => [...text].map((ch, i) => item(x + i * CHAR_W, 50, ch)).reverse();
    const [line] = pageLines(
      page(1, [[...glyphs(300, '2,907.01'), ...glyphs(40, 'Dec'), ...glyphs(40 + 4 * CHAR_W, '04'), ...glyphs(100, 'LOBLAWS')]]),
    );
    assert.deepEqual(
      line!.words.map((w) => w.text),
      ['Dec', '04', 'LOBLAWS', '2,907.01'],
    );
    assert.equal(line!.text, 'Dec 04 LOBLAWS 2,907.01');
  });

  it('given an item with several words when split then each word gets its own position', () => {
    const [line] = pageLines(page(1, [[item(100, 50, 'Paid In')]]));
    assert.deepEqual(
      line!.words.map((w) => [w.text, Math.round(w.x0)]),
      [
        ['Paid', 100],
        ['In', 122],
      ],
    );
  });

  it('given glyph-by-glyph items when joined then touching glyphs make one word', () => {
    const glyphs = 'Total'.split('').map((c, i) => ({ ...item(40 + i * 4.4, 60, c) }));
    assert.equal(pageLines(page(1, [glyphs]))[0]!.text, 'Total');
  });

  it('given text drawn twice for a bold effect when clustered then it appears once', () => {
    assert.equal(pageLines(page(1, [[item(40, 60, 'Balance'), item(40.3, 60, 'Balance')]]))[0]!.text, 'Balance');
  });

  it('given a footer with a changing page number on every page when scanned then it is a repeated line', () => {
    const pages = [1, 2, 3].map((n) => pageLines(page(n, [[item(250, 800, `Page ${n} of 3`)], [item(40, 100 + n * 30, `row ${n}`)]])));
    const keys = repeatedLineKeys(pages);
    assert.equal(keys.size, 1);
    assert.match([...keys][0]!, /page # of #/);
  });
});
