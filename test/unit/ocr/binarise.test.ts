import assert from 'node:assert/strict';
import { binarise, toPbm } from '../../../src/ocr/rasterise';

/** A greyscale picture as RGBA: `grey(x, y)` per pixel. */
function picture(width: number, height: number, grey: (x: number, y: number) => number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      rgba[p] = rgba[p + 1] = rgba[p + 2] = grey(x, y);
      rgba[p + 3] = 255;
    }
  return rgba;
}

const isInk = (rgba: Uint8ClampedArray, width: number, x: number, y: number) => rgba[(y * width + x) * 4] === 0;

describe('ocr/rasterise binarise (ink from paper, locally)', () => {
  // Strokes 4 px wide every 20 px on rows 10-29 (ink 30) over: paper 232 (rows 0-39), a shaded band 174 (rows 40-79)
  // holding the same strokes, and paper darkening from 240 to 110 left to right (rows 80-159, uneven light).
  const width = 400;
  const height = 160;
  const stroke = (x: number, y: number) => x % 20 < 4 && y % 40 >= 10 && y % 40 < 30;
  const grey = (x: number, y: number) => {
    const paper = y < 40 ? 232 : y < 80 ? 174 : Math.round(240 - (130 * x) / width);
    return stroke(x, y) ? Math.min(30, paper - 80) : paper;
  };

  it('given a shaded band and uneven light then the paper is white everywhere and every stroke is ink', () => {
    const rgba = picture(width, height, grey);
    binarise(rgba, width, height, 51);
    let paperAsInk = 0;
    let inkAsPaper = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (stroke(x, y) && !isInk(rgba, width, x, y)) inkAsPaper++;
        if (!stroke(x, y) && isInk(rgba, width, x, y)) paperAsInk++;
      }
    assert.equal(inkAsPaper, 0, 'strokes kept');
    assert.equal(paperAsInk, 0, 'the band and the shadow are paper');
  });
});

describe('ocr/rasterise toPbm (the thresholded page as a 1-bit image for the recogniser)', () => {
  it('given ink at x = 0 and x = 9 on a 10-pixel row then a P4 header and bits 1000 0000 0100 0000 per row', () => {
    const rgba = new Uint8ClampedArray(10 * 2 * 4).fill(255);
    for (const x of [0, 9]) for (const y of [0, 1]) rgba[(y * 10 + x) * 4] = 0;
    const pbm = toPbm(rgba, 10, 2);
    const header = 'P4\n10 2\n';
    assert.equal(Buffer.from(pbm.subarray(0, header.length)).toString('latin1'), header);
    assert.deepEqual([...pbm.subarray(header.length)], [0x80, 0x40, 0x80, 0x40]);
  });
});
