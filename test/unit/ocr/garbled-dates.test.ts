import assert from 'node:assert/strict';
import { garbledFrom, repairGarbledDates } from '../../../src/ocr/garbled-dates';

describe('ocr/garbled-dates (a date OCR garbled into look-alikes is the clear date of the row beside it)', () => {
  it('given a date whose separators and digits OCR read as look-alike letters then it is garbled from that date', () => {
    assert.equal(garbledFrom('1foef25', '1/06/25'), true);
    assert.equal(garbledFrom('6foe/25', '6/06/25'), true);
    assert.equal(garbledFrom('O3/O6/2025', '03/06/2025'), true);
  });

  it('given a clear digit that differs, another length, or the date itself then it is not', () => {
    assert.equal(garbledFrom('4foef25', '3/06/25'), false);
    assert.equal(garbledFrom('1ofoe/25', '11/06/25'), false);
    assert.equal(garbledFrom('1foef2025', '1/06/25'), false);
    assert.equal(garbledFrom('1/06/25', '1/06/25'), false);
    assert.equal(garbledFrom('AMAZON', '1/06/25'), false);
  });

  const at = (str: string, y: number, x = 73) => ({ str, x, y, height: 8 });

  it('given garbled dates between clear ones, across a page break, then each takes the one neighbour it fits', () => {
    const pages = [
      [at('1/06/25 | DEBIT', 10), at('1foef25 | DEBIT', 20), at('3/06/25 | DEBIT', 30), at('Salary May25', 35, 117)],
      [at('3foef25 | DEBIT', 10), at('4foef25 | DEBIT', 20), at('5/06/25 | DEBIT', 30)],
    ];
    assert.deepEqual(
      repairGarbledDates(pages).map((p) => p.map((i) => i.str)),
      [
        ['1/06/25 | DEBIT', '1/06/25 | DEBIT', '3/06/25 | DEBIT', 'Salary May25'],
        ['3/06/25 | DEBIT', '4foef25 | DEBIT', '5/06/25 | DEBIT'],
      ],
    );
  });

  it('given fewer than three clear dates in the document then nothing is changed', () => {
    const pages = [[at('1/06/25 | DEBIT', 10), at('1foef25 | DEBIT', 20), at('1/06/25 | DEBIT', 30)].slice(0, 2)];
    assert.deepEqual(
      repairGarbledDates(pages)[0]!.map((i) => i.str),
      ['1/06/25 | DEBIT', '1foef25 | DEBIT'],
    );
  });
});
