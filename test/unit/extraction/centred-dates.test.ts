import assert from 'node:assert/strict';
import { centredGroupDates } from '../../../src/extraction/centred-dates';
import type { RawRow } from '../../../src/extraction/rows';

type Printed = 'own' | 'line-above' | 'none';
const row = (date: string | undefined, debit = '1.00'): RawRow => ({
  page: 0,
  y: 0,
  text: { ...(date ? { date } : {}), description: 'x', debit },
  section: null,
});

/** Rows of one table: [date printed on the row or on a date line right above it, or nothing]. */
function table(spec: Array<[string | undefined, Printed]>): { rows: RawRow[]; printed: Printed[] } {
  return { rows: spec.map(([d]) => row(d)), printed: spec.map(([, p]) => p) };
}

describe('extraction: dates centred in a cell spanning their group', () => {
  it('given groups of three and two rows with the date beside and between their middle rows when read then every row takes its own group date', () => {
    // Feb 03: a / [Feb 03] b / c;  Feb 04: d / (date line) e
    const { rows, printed } = table([
      [undefined, 'none'],
      ['Feb 03', 'own'],
      ['Feb 03', 'none'],
      ['Feb 03', 'none'],
      ['Feb 04', 'line-above'],
      [undefined, 'none'],
      ['Feb 05', 'own'],
      ['Feb 05', 'none'],
    ]);
    const out = centredGroupDates(rows, printed).map((r) => r.text.date);
    assert.deepEqual(out, ['Feb 03', 'Feb 03', 'Feb 03', 'Feb 04', 'Feb 04', 'Feb 05', 'Feb 05', 'Feb 05']);
  });

  it('given a table whose first row prints its date (dates at the top of each group) when read then the rows are unchanged', () => {
    const { rows, printed } = table([
      ['Feb 03', 'own'],
      ['Feb 03', 'none'],
      ['Feb 04', 'own'],
      ['Feb 04', 'none'],
      ['Feb 04', 'none'],
    ]);
    assert.equal(centredGroupDates(rows, printed), rows);
  });

  it('given undated rows left over after the last group when read then the rows are unchanged (not a centred layout)', () => {
    const { rows, printed } = table([
      [undefined, 'none'],
      ['Feb 03', 'own'],
      ['Feb 03', 'none'],
      [undefined, 'none'],
      ['Feb 04', 'own'],
      ['Feb 04', 'none'],
      ['Feb 04', 'none'],
      ['Feb 04', 'none'],
    ]);
    assert.equal(centredGroupDates(rows, printed), rows);
  });

  it('given a brought-forward line with no movement above the first group when read then it is no part of any group', () => {
    const spec: Array<[string | undefined, Printed]> = [
      [undefined, 'none'],
      [undefined, 'none'],
      ['Feb 03', 'own'],
      ['Feb 03', 'none'],
      [undefined, 'none'],
      ['Feb 04', 'own'],
      ['Feb 04', 'none'],
    ];
    const { rows, printed } = table(spec);
    rows[0] = { ...rows[0]!, text: { description: 'Balance forward', balance: '10.00' } };
    const out = centredGroupDates(rows, printed).map((r) => r.text.date);
    assert.deepEqual(out, [undefined, 'Feb 03', 'Feb 03', 'Feb 03', 'Feb 04', 'Feb 04', 'Feb 04']);
  });
});
