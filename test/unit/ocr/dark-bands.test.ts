import assert from 'node:assert/strict';
import { invertDarkBands } from '../../../src/ocr/dark-bands';

/**
 * A 400 × 200 grey page (paper 232): rows 40-69 a dark band (60) with white "letters" (blocks 6 px wide every
 * 20 px, rows 48-61), rows 100-107 a solid black bar, rows 140-159 dark text strokes (4 px every 12 px) on paper.
 * The ink mask is what thresholding gives: dark pixels are ink.
 */
function page() {
  const width = 400;
  const height = 200;
  const grey = new Uint8Array(width * height).fill(232);
  const letter = (x: number, y: number) => y >= 48 && y < 62 && x % 20 >= 7 && x % 20 < 13;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      if (y >= 40 && y < 70 && x >= 20 && x < 380) grey[at] = letter(x, y) ? 240 : 60;
      if (y >= 100 && y < 108 && x >= 20 && x < 380) grey[at] = 20;
      if (y >= 140 && y < 160 && x >= 20 && x < 380 && x % 12 < 4) grey[at] = 30;
    }
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = grey[i]! < 130 ? 1 : 0;
  return { width, height, grey, ink, letter };
}

describe('ocr/dark-bands (white letters on a dark header band become ink on paper)', () => {
  it('given a dark band with white letters, a solid bar and ordinary text then only the band is inverted', () => {
    const { width, height, grey, ink, letter } = page();
    assert.equal(invertDarkBands(ink, grey, 130, width, height, 51), 1);
    const at = (x: number, y: number) => ink[y * width + x];
    // The band: its letters are ink, the band between them paper.
    assert.equal(at(30, 55), letter(30, 55) ? 1 : 0);
    assert.equal(at(30, 55), 1);
    assert.equal(at(35, 55), 0);
    assert.equal(at(100, 42), 0);
    // The bar and the text strokes as they were.
    assert.equal(at(200, 103), 1);
    assert.equal(at(24, 150), 1);
    assert.equal(at(30, 150), 0);
  });
});
