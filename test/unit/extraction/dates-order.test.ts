import assert from 'node:assert/strict';
import { inferDayMonthOrder, readHeaderDates, resolveDates, scanDate } from '../../../src/extraction/dates';

const parts = (cells: string[]) => cells.map(scanDate);

describe('extraction/dates: day/month order from the whole document', () => {
  it('given one day above 12 anywhere in the statement when resolved then every row is day-first, including the early ones', () => {
    const r = resolveDates(parts(['02/01/2024', '05/01/2024', '07/01/2024', '13/01/2024']));
    assert.deepEqual(r.dates, ['2024-01-02', '2024-01-05', '2024-01-07', '2024-01-13']);
    assert.equal(r.orderEvidence, 'values');
  });

  it('given one second number above 12 when resolved then every row is month-first, even against a day-first profile', () => {
    const r = resolveDates(parts(['01/02/2024', '01/05/2024', '01/13/2024']), { order: 'DMY' });
    assert.deepEqual(r.dates, ['2024-01-02', '2024-01-05', '2024-01-13']);
    assert.equal(r.order, 'MDY');
  });

  it('given no number above 12 when resolved then the order under which the dates run in one direction wins', () => {
    const table: Array<[string[], 'DMY' | 'MDY']> = [
      [['01/03/2024', '01/04/2024', '02/05/2024', '03/01/2024'], 'MDY'],
      [['03/01/2024', '04/01/2024', '05/02/2024', '01/03/2024'], 'DMY'],
      // newest first reads just as well
      [['01/03/2024', '05/02/2024', '04/01/2024', '03/01/2024'], 'DMY'],
    ];
    for (const [cells, want] of table) {
      const r = inferDayMonthOrder(parts(cells), { profile: want === 'DMY' ? 'MDY' : 'DMY' });
      assert.deepEqual(r, { order: want, evidence: 'sequence' }, cells.join(' '));
    }
  });

  it('given rows that cannot tell when the value-date column can then its numbers decide the order of the rows too', () => {
    const r = resolveDates(parts(['01/02/2024', '03/02/2024']), { evidence: parts(['02/02/2024', '14/02/2024']), order: 'MDY' });
    assert.deepEqual([r.order, r.orderEvidence, r.dates], ['DMY', 'values', ['2024-02-01', '2024-02-03']]);
  });

  it('given rows that cannot tell when the period line can then the period decides, before the profile', () => {
    const cells = parts(['05/05/2024', '06/06/2024']);
    const r = resolveDates(cells, { header: readHeaderDates('Period: 01/05/2024 - 30/06/2024'), order: 'MDY' });
    assert.equal(r.order, 'DMY');
    assert.equal(r.orderEvidence, 'period');
    const us = resolveDates(cells, { header: readHeaderDates('Period: 05/01/2024 - 06/30/2024'), order: 'DMY' });
    assert.equal(us.order, 'MDY');
  });

  it('given nothing printed decides when resolved then the profile default is used and a warning says the order was assumed', () => {
    const r = resolveDates(parts(['01/02/2024', '01/02/2024']), { order: 'MDY' });
    assert.deepEqual([r.order, r.orderEvidence, r.dates[0]], ['MDY', 'profile', '2024-01-02']);
    assert.match(r.warnings.join(' '), /day\/month order could not be told/);
    assert.equal(resolveDates(parts(['01/01/2024'])).warnings.length, 0, 'a date that reads the same both ways needs no warning');
  });

  it('given dates with month names mixed with numeric ones when resolved then only the numeric ones are ordered', () => {
    const r = resolveDates(parts(['05 Jan 2024', '2024-01-06', '07/01/2024', '13/01/2024']));
    assert.deepEqual(r.dates, ['2024-01-05', '2024-01-06', '2024-01-07', '2024-01-13']);
  });

  it('given a 10,000-row statement when resolved then every date is read (speed is measured by bench:extract, not timed here)', () => {
    const cells: string[] = [];
    for (let i = 0; i < 10000; i++)
      cells.push(
        `${String((i % 28) + 1).padStart(2, '0')}/${String((Math.floor(i / 28) % 12) + 1).padStart(2, '0')}/2024 10:${String(i % 60).padStart(2, '0')}`,
      );
    const r = resolveDates(parts(cells), { header: readHeaderDates('Period: 01/01/2024 - 31/12/2024') });
    assert.equal(r.dates.filter((d) => d === null).length, 0);
    assert.equal(r.dates[27], '2024-01-28');
    assert.equal(r.dates[9999], `2024-${String((Math.floor(9999 / 28) % 12) + 1).padStart(2, '0')}-${String((9999 % 28) + 1).padStart(2, '0')}`);
  });
});
