import assert from 'node:assert/strict';
import { readPbmHeader, stackStrips, stripAt } from '../../../src/ocr/pbm-strips';

/** A 10×`rows` P4 image whose row r carries r in its second byte (a tag to find the rows back by). */
function image(rows: number): Uint8Array {
  const header = new TextEncoder().encode(`P4\n10 ${rows}\n`);
  const out = new Uint8Array(header.length + 2 * rows);
  out.set(header);
  for (let r = 0; r < rows; r++) out[header.length + 2 * r + 1] = r;
  return out;
}

describe('ocr/pbm-strips (some lines of a page image, stacked into one image)', () => {
  it('given two strips and a gap when stacked then the image holds their rows in order with blank rows between, and each row maps back to its page row', () => {
    const page = image(40);
    const strips = [
      { from: 5, to: 8 },
      { from: 30, to: 32 },
    ];
    const stack = stackStrips(page, strips, 4);
    const { width, height, data } = readPbmHeader(stack.image);
    assert.equal(width, 10);
    assert.equal(height, 3 + 4 + 2);
    assert.deepEqual(stack.at, [0, 7]);
    const rowTag = (r: number) => stack.image[data + 2 * r + 1];
    assert.deepEqual([0, 1, 2, 7, 8].map(rowTag), [5, 6, 7, 30, 31]);
    assert.deepEqual([3, 4, 5, 6].map(rowTag), [0, 0, 0, 0], 'the gap is blank');
    assert.deepEqual(stripAt(stack, strips, 1), { strip: 0, shift: 5 });
    assert.deepEqual(stripAt(stack, strips, 8), { strip: 1, shift: 23 });
    assert.equal(stripAt(stack, strips, 4), null);
  });

  it('given a strip reaching past the image when stacked then it is clamped to the image', () => {
    const stack = stackStrips(
      image(20),
      [
        { from: -5, to: 3 },
        { from: 18, to: 25 },
      ],
      2,
    );
    assert.equal(readPbmHeader(stack.image).height, 3 + 2 + 2);
  });
});
