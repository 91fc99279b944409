import assert from 'node:assert/strict';
import { countImageObjects } from '../../../src/pdf/image-objects';

const bytes = (s: string) => new TextEncoder().encode(s);
const image = (n: number, dict: string) =>
  `${n} 0 obj\n<</Type/XObject/Subtype/Image${dict}/BitsPerComponent 8/Length 3>>stream\nabc\nendstream\nendobj\n`;

describe('pdf/image-objects (images large enough to be a scanned page)', () => {
  it('given a page-sized scan, a 1-bit text mask and two app icons when counted then the scan and the mask count, the icons do not', () => {
    const file = [
      image(6, '/Width 1276/Height 1652/ColorSpace/DeviceRGB/Filter/DCTDecode'),
      image(8, '/ImageMask true/Width 2552/DecodeParms<</K -1/Columns 2552/Rows 3304>>/Height 3304'),
      image(19, '/Width 64/Height 64'),
      image(20, '/Height 60 /Width 60'),
    ].join('');
    assert.equal(countImageObjects(bytes(`%PDF-1.7\n${file}`)), 2);
  });

  it('given an image whose size is an indirect value when counted then it counts (its size cannot be told from the bytes)', () => {
    assert.equal(countImageObjects(bytes(`%PDF-1.7\n${image(4, '/Width 12 0 R/Height 13 0 R')}`)), 1);
  });
});
