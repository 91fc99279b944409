import assert from 'node:assert/strict';
import { removeRules, ruleShapeAt } from '../../../src/ocr/rule-lines';

/** An ink mask (1 ink) of `width` × `height` with `ink(x, y)` set. */
function mask(width: number, height: number, ink: (x: number, y: number) => boolean): Uint8Array {
  const m = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (ink(x, y)) m[y * width + x] = 1;
  return m;
}

const count = (m: Uint8Array, where: (x: number, y: number) => boolean, width: number) =>
  m.reduce((n, v, i) => n + (v && where(i % width, Math.floor(i / width)) ? 1 : 0), 0);

describe('ocr/rule-lines removeRules (table rules cleared, text kept)', () => {
  const shape = ruleShapeAt(200); // 80 px long, at most 6 px thick, 85% ink along it
  const width = 400;
  const height = 120;

  it('given ruleShapeAt(200) then a rule is 0.4 in long, 0.03 in thick and 85% ink along it', () => {
    assert.deepEqual(shape, { length: 80, thickness: 6, density: 0.85 });
  });

  it('given a 2 px horizontal rule broken by JPEG noise (gaps of 1-3 px) then every pixel of it is cleared', () => {
    const rule = (x: number, y: number) => y >= 50 && y < 52 && x >= 20 && x < 380 && x % 37 !== 0 && x % 53 > 1;
    const m = mask(width, height, rule);
    const before = count(m, rule, width);
    assert.equal(removeRules(m, width, height, shape), before);
    assert.equal(
      count(m, () => true, width),
      0,
    );
  });

  it('given a vertical rule then it is cleared too', () => {
    const rule = (x: number, y: number) => x >= 200 && x < 203 && y >= 5 && y < 115;
    const m = mask(width, height, rule);
    removeRules(m, width, height, shape);
    assert.equal(
      count(m, () => true, width),
      0,
    );
  });

  it('given glyphs (stems 20 px tall, bars 14 px long) standing on a rule then the glyphs are kept whole and the whole rule is cleared, under them too', () => {
    // A row of "glyphs": a stem of 3 × 20 px and a foot bar of 14 × 3 px every 24 px, standing on a 2 px rule.
    const glyph = (x: number, y: number) => x >= 40 && x < 360 && ((x % 24 < 3 && y >= 30 && y < 50) || (x % 24 < 14 && y >= 47 && y < 50));
    const rule = (x: number, y: number) => x >= 20 && x < 380 && (y === 50 || y === 51);
    const m = mask(width, height, (x, y) => glyph(x, y) || rule(x, y));
    removeRules(m, width, height, shape);
    assert.equal(
      count(m, (x, y) => glyph(x, y), width),
      count(mask(width, height, glyph), () => true, width),
      'every glyph pixel kept',
    );
    assert.equal(
      count(m, (x, y) => rule(x, y) && !glyph(x, y), width),
      0,
      'no piece of the rule left to be read with the glyphs',
    );
  });

  it('given text alone (short strokes, a dash, a filled box thicker than a rule, stems) then nothing is cleared', () => {
    const text = (x: number, y: number) =>
      (x >= 10 && x < 24 && y >= 10 && y < 13) || // a bar
      (x >= 30 && x < 70 && y >= 20 && y < 22) || // a long dash, 40 px
      (x >= 100 && x < 300 && y >= 60 && y < 70) || // a filled box, 10 px tall
      (y >= 104 && y < 112 && x % 9 < 5) || // a row of letters: stems 5 px wide, 4 px apart (56% ink)
      (x % 12 < 3 && y >= 80 && y < 100); // stems
    const m = mask(width, height, text);
    assert.equal(removeRules(m, width, height, shape), 0);
  });
});
