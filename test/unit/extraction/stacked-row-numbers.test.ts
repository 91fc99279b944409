import assert from 'node:assert/strict';
import { scanDate } from '../../../src/extraction/date-scan';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

/** A right-aligned money cell when the row prints one. */
const opt = (x: number, v: string | null): Cell[] => (v ? [[x, v, 'right']] : []);

/**
 * A date stacked over its year ("17 Aug" over "2023") with the row's number printed beside the year
 * ("10   2023"): when the number falls into the date cell, the four-digit year still names the year; a
 * two-digit number followed by a four-digit year is never read as the year.
 */
describe('extraction: row numbers beside a stacked date', () => {
  it('given "17 Aug 10 2023" when scanned then the year is 2023, never 2010', () => {
    const p = scanDate('17 Aug 10 2023');
    assert.ok(p);
    assert.notEqual(p.year, 2010);
    assert.equal(scanDate('17 Aug 10')?.year, 2010);
  });
  it('given a numbered wallet report whose row numbers meet the stacked dates when extracted then every row keeps the printed year', () => {
    const r = (y: number, n: string, d: string, who: string, debit: string | null, credit: string | null, bal: string) => [
      row(y, [60, d]),
      row(y + 10, [34, n], [62, '2023'], [130, who], ...opt(330, debit), ...opt(400, credit), [500, bal, 'right']),
      row(y + 20, [60, '13:59:09']),
    ];
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'EXAMPLE WALLET PVT LTD']),
          row(45, [40, 'Transaction report period 01 Aug 2023 - 23 Aug 2023']),
          row(
            80,
            [34, '#'],
            [60, 'Date & Time'],
            [130, 'Counterparty'],
            [330, 'Debit', 'right'],
            [400, 'Credit', 'right'],
            [500, 'Balance', 'right'],
          ),
          ...r(100, '9', '23 Aug', 'Taha Ali', '5', null, '36032.76'),
          ...r(140, '10', '21 Aug', 'Zohair Oveis', null, '10', '36037.76'),
          ...r(180, '11', '17 Aug', 'Title One', null, '100', '36027.76'),
          ...r(220, '12', '17 Aug', 'Biller', '5', null, '35927.76'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2023-08-17', '2023-08-17', '2023-08-21', '2023-08-23'],
    );
  });
});
