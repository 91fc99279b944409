import assert from 'node:assert/strict';
import { spliceBands } from '../../../src/ocr/read-scanned-pages';

const item = (str: string, x: number, y: number) => ({ str, x, y, height: 9 });

describe('ocr/read-scanned-pages spliceBands (rows read again replace the first reading in their band)', () => {
  it('given a band whose second reading lost the date at the start of a line then the date of the first reading is kept; the cells read again replace the old ones', () => {
    const first = [
      item('09 Apr', 51, 80),
      item('Direct Credit', 98, 80),
      item('10 Apr', 51, 113),
      item('Transfer To Westside', 98, 113),
      item('$00.00', 379, 113),
      item('14 Apr', 51, 124),
    ];
    const again = [item('Transfer To Westside', 98, 113), item('500.00', 379, 113)];
    const out = spliceBands(first, again, [{ top: 108, bottom: 118, lineHeight: 11 }]);
    assert.deepEqual(
      out.map((i) => i.str),
      ['09 Apr', 'Direct Credit', '10 Apr', 'Transfer To Westside', '500.00', '14 Apr'],
    );
  });
});
