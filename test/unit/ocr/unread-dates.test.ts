import assert from 'node:assert/strict';
import type { ExtractedStatement, StatementTransaction } from '../../../src/domain/statement';
import type { ConfidentItem } from '../../../src/ocr/row-confidence';
import type { RowPlace } from '../../../src/ocr/row-bands';
import { unreadDates } from '../../../src/ocr/unread-dates';

const row = (amount: number): StatementTransaction => ({ date: '2024-01-09', description: 'x', amount, type: 'debit', balance: 100 });
const item = (str: string, x: number, y: number): ConfidentItem => ({ str, x, y, height: 9, confidence: 80 });

/** One line per row at y = 100 + 15·i: the date cell (or what OCR read there), the narration, the amount. */
function scan(first: string[]) {
  const items = first.flatMap((f, i) => {
    const y = 100 + 15 * i;
    return f.includes(' ') && !/^\d\d\/\d\d /.test(f)
      ? [item(f, 54, y), item('12.00', 380, y)]
      : [item(f, 54, y), item('POS PURCHASE', 120, y), item('12.00', 380, y)];
  });
  const statement = {
    transactions: first.map(() => row(12)),
    details: first.map(() => ({ time: null, reference: null, page: 1 })),
  } as unknown as ExtractedStatement;
  const places: RowPlace[] = first.map((_, i) => ({ page: 1, y: 100 + 15 * i, height: 9 }));
  return { statement, places, pages: new Map([[1, { items, seps: null }]]) };
}

describe('ocr/unread-dates (rows whose printed date OCR could not read)', () => {
  it('given rows printing their dates, some read as "Oi", "OWS" or run into the narration as "2u07 POS" then those rows are the unread ones', () => {
    const { statement, places, pages } = scan(['01/02', '01/03', 'Oi', '01/04', '01/05', 'OWS', '01/08', '2u07 POS PURCHASE', '01/09']);
    assert.deepEqual(unreadDates(statement, places, pages, [1]), [2, 5, 7]);
  });

  it("given a page not read by OCR, or a statement printing a date on a day's first row only, then no date is unread", () => {
    const all = scan(['01/02', '01/03', 'Oi', '01/04', '01/05', 'OWS', '01/08']);
    assert.deepEqual(unreadDates(all.statement, all.places, all.pages, [2]), []);
    // Dates once a day: the other rows start with their narration, where the dated rows' narrations start.
    const daily = scan(['01/02', '01/03', 'Oi', '01/04', '01/05', 'OWS', '01/08']);
    const items = daily.pages.get(1)!.items.map((it) => (it.x === 54 && !/\d/.test(it.str) ? { ...it, x: 120, str: 'CARD PAYMENT' } : it));
    assert.deepEqual(unreadDates(daily.statement, daily.places, new Map([[1, { items, seps: null }]]), [1]), []);
  });

  it('given fewer than half the rows starting with a clear date then nothing is claimed unread', () => {
    const { statement, places, pages } = scan(['01/02', 'Oi', 'OWS', 'Old', 'O14', '01/03', '01/04', '01/05', '01/06', 'Od', 'OWN', 'Oo']);
    assert.deepEqual(unreadDates(statement, places, pages, [1]), []);
  });
});
