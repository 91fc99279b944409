import assert from 'node:assert/strict';
import type { ExtractedStatement } from '../../../src/domain/statement';
import { breakBands, inBands, mergeBands, type RowPlace } from '../../../src/ocr/row-bands';

function statement(pages: number[], breaks: number[]): ExtractedStatement {
  return {
    transactions: pages.map(() => ({ date: '2024-03-01', description: 'x', amount: 1, type: 'debit', balance: 1 })),
    details: pages.map((page) => ({ time: null, reference: null, page })),
    reconciliation: {
      balance_source: 'printed',
      balance_breaks: breaks.map((index) => ({ index, date: '2024-03-01', expected: 0, printed: 0, amount: 0 })),
    },
  } as unknown as ExtractedStatement;
}

const at = (page: number, y: number): RowPlace => ({ page, y, height: 10 });
const heights = new Map([
  [1, 800],
  [2, 800],
]);

describe('ocr/row-bands (the lines read again where the running balance breaks)', () => {
  it('given a break at row 2 when both rows around it were found then the band runs from row 1’s line to row 2’s, and no further', () => {
    const s = statement([1, 1, 1, 1], [2]);
    const bands = breakBands(s, [at(1, 100), at(1, 120), at(1, 140), at(1, 160)], [1], heights);
    assert.deepEqual([...bands.keys()], [1]);
    const [band] = bands.get(1)!;
    assert.ok(inBands({ y: 120 }, [band!]) && inBands({ y: 140 }, [band!]));
    assert.ok(!inBands({ y: 100 }, [band!]) && !inBands({ y: 160 }, [band!]));
  });

  it('given a break at a row OCR’s figures could not be found back then the band reaches to the nearest rows found on the page', () => {
    const s = statement([1, 1, 1, 1], [2]);
    const bands = breakBands(s, [at(1, 100), undefined, undefined, at(1, 160)], [1], heights);
    const [band] = bands.get(1)!;
    assert.ok(inBands({ y: 110 }, [band!]) && inBands({ y: 150 }, [band!]), 'what lies between the rows found is read again');
    assert.ok(!inBands({ y: 100 }, [band!]) && !inBands({ y: 160 }, [band!]), 'the rows found on either side are not');
  });

  it('given a break at the first row of page 2 then only page 2 is read again there, from its top, and a typed page never', () => {
    const s = statement([1, 1, 2, 2], [2]);
    const bands = breakBands(s, [at(1, 100), at(1, 120), undefined, at(2, 60)], [2], heights);
    assert.deepEqual([...bands.keys()], [2]);
    assert.ok(inBands({ y: 5 }, bands.get(2)!) && !inBands({ y: 60 }, bands.get(2)!));
    assert.equal(breakBands(s, [at(1, 100), at(1, 120), undefined, at(2, 60)], [1], heights).get(2), undefined);
  });

  it('given no break but a row whose date is out of order with its neighbours (a misread digit) then that row’s line alone is read again', () => {
    const s = statement([1, 1, 1, 1, 1], []);
    ['2024-03-01', '2024-03-02', '2024-03-08', '2024-03-03', '2024-03-04'].forEach((date, i) => (s.transactions[i]!.date = date));
    const places = [at(1, 100), at(1, 120), at(1, 140), at(1, 160), at(1, 180)];
    const list = breakBands(s, places, [1], heights).get(1)!;
    assert.equal(list.length, 1);
    assert.ok(inBands({ y: 140 }, list), 'the misdated row');
    assert.ok(!inBands({ y: 120 }, list) && !inBands({ y: 160 }, list), 'its neighbours, whose dates are in order, are not');
    assert.equal(breakBands(s, places, [], heights).size, 0, 'a typed page never');
  });

  it('given two breaks on neighbouring rows when the bands are made then they are one band', () => {
    const s = statement([1, 1, 1, 1, 1], [2, 3]);
    const bands = breakBands(s, [at(1, 100), at(1, 120), at(1, 140), at(1, 160), at(1, 180)], [1], heights);
    assert.equal(bands.get(1)!.length, 1);
    assert.equal(
      mergeBands([
        { top: 0, bottom: 10, lineHeight: 5 },
        { top: 20, bottom: 30, lineHeight: 5 },
      ]).length,
      2,
    );
  });

  it('given a statement printed newest first (rows climb the page) when a row is not found then the band still spans the rows found on either side', () => {
    const s = statement([1, 1, 1, 1], [2]);
    const found = breakBands(s, [at(1, 160), at(1, 140), at(1, 120), at(1, 100)], [1], heights).get(1)!;
    assert.ok(inBands({ y: 140 }, found) && inBands({ y: 120 }, found) && !inBands({ y: 160 }, found) && !inBands({ y: 100 }, found));
    const lost = breakBands(s, [at(1, 160), undefined, undefined, at(1, 100)], [1], heights).get(1)!;
    assert.ok(inBands({ y: 110 }, lost) && inBands({ y: 150 }, lost) && !inBands({ y: 100 }, lost) && !inBands({ y: 160 }, lost));
  });

  it('given a row whose balance OCR lost (no break: the balance after it chains) then its line is read again, unless many rows print none', () => {
    const rows = Array.from({ length: 11 }, (_, i) => i);
    const s = statement(
      rows.map(() => 1),
      [],
    );
    s.transactions[1]!.balance = null;
    const places = rows.map((i) => at(1, 100 + 20 * i));
    const bands = breakBands(s, places, [1], heights).get(1)!;
    assert.ok(inBands({ y: 120 }, bands) && !inBands({ y: 100 }, bands) && !inBands({ y: 140 }, bands));
    s.transactions[2]!.balance = null;
    assert.equal(breakBands(s, places, [1], heights).size, 0, 'a balance printed on some rows only: nothing was lost');
  });
});
