import assert from 'node:assert/strict';
import { inkSkew, levelInk, turnInk } from '../../../src/ocr/level-ink';

/** An ink mask of text-like lines (dashes of ink along each line) that descend to the right by `degrees`. */
function page(width: number, height: number, degrees: number, opts: { darkMargin?: boolean } = {}): Uint8Array {
  const ink = new Uint8Array(width * height);
  const t = Math.tan((degrees * Math.PI) / 180);
  for (let line = 80; line < height - 80; line += 40)
    for (let x = 40; x < width - 40; x++) {
      if (x % 14 > 9) continue; // gaps between letters
      const y0 = Math.round(line + (x - width / 2) * t);
      for (let dy = 0; dy < 10; dy++) if (y0 + dy >= 0 && y0 + dy < height) ink[(y0 + dy) * width + x] = 1;
    }
  // A dark band down the right edge (the fill round a page turned in the scanner): a mass of ink, no line.
  if (opts.darkMargin) for (let y = 0; y < height; y++) for (let x = width - 30; x < width; x++) ink[y * width + x] = 1;
  return ink;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

describe('ocr/level-ink (a scanned page turned level before it is recognised)', () => {
  it('given lines descending by 1.2 degrees when measured then the skew is found within a tenth of a degree', () => {
    assert.ok(Math.abs(degrees(inkSkew(page(1200, 900, 1.2), 1200, 900)) - 1.2) < 0.1);
  });

  it('given lines rising by 1.4 degrees and a dark margin when measured then the margin does not outweigh the lines', () => {
    assert.ok(Math.abs(degrees(inkSkew(page(1200, 900, -1.4, { darkMargin: true }), 1200, 900)) + 1.4) < 0.1);
  });

  it('given a level page, or one under the smallest skew worth turning, when levelled then it is left as scanned', () => {
    for (const d of [0, 0.1, 0.6]) {
      const ink = page(1200, 900, d);
      const out = levelInk(ink, 1200, 900);
      assert.equal(out.angle, 0);
      assert.equal(out.ink, ink);
    }
  });

  it('given a blank page when measured then no skew is claimed', () => {
    assert.equal(inkSkew(new Uint8Array(800 * 600), 800, 600), 0);
  });

  it('given a skewed page when levelled then its lines measure level afterwards, and the image keeps its size', () => {
    const ink = page(1200, 900, 1.3);
    const out = levelInk(ink, 1200, 900);
    assert.ok(Math.abs(degrees(out.angle) - 1.3) < 0.1);
    assert.equal(out.ink.length, ink.length);
    assert.ok(Math.abs(degrees(inkSkew(out.ink, 1200, 900))) < 0.2, 'no skew worth turning is left');
  });

  it('given a single ink pixel when turned then it moves about the centre as a rotation by -angle does', () => {
    const [w, h] = [201, 201];
    const ink = new Uint8Array(w * h);
    ink[100 * w + 190] = 1; // 90 px right of the centre (100.5, 100.5)
    const a = (2 * Math.PI) / 180;
    const out = turnInk(ink, w, h, a);
    const at = out.findIndex((v) => v === 1);
    const [x, y] = [at % w, Math.floor(at / w)];
    // Turning by -a lifts a point right of the centre by about 89.5 * sin(a) ≈ 3 px.
    assert.equal(x, 190);
    assert.ok(y >= 96 && y <= 98, `y ${y}`);
  });
});
