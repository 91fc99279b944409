import assert from 'node:assert/strict';
import { findDatesInText, findPeriod, resolveDates, scanDate } from '../../../src/extraction/dates';

const iso = (cells: string[], hints = {}) => resolveDates(cells.map(scanDate), hints).dates;

describe('extraction/dates', () => {
  it('given every supported format when resolved then each gives the ISO date', () => {
    const formats = [
      '15/01/2024',
      '15-Jan-2024',
      '15 Jan 2024',
      '2024-01-15 13:45:10',
      '2024/01/15',
      '15.01.2024',
      '15/01/24',
      '15-JAN-24',
      'Jan 15, 2024',
      '15th January 2024',
      '20240115',
    ];
    for (const f of formats) assert.deepEqual(iso([f]), ['2024-01-15'], f);
  });

  it('given a time after the date when scanned then the time is kept (12-hour clocks converted)', () => {
    assert.equal(scanDate('2023-01-05 12:30:11')?.time, '12:30:11');
    assert.equal(scanDate('05/01/2023 10:00 PM')?.time, '22:00:00');
  });

  it('given a day above 12 anywhere in the statement when resolving then every row is day-first', () => {
    assert.deepEqual(iso(['02/01/2024', '05/01/2024', '13/01/2024']), ['2024-01-02', '2024-01-05', '2024-01-13']);
  });

  it('given a second number above 12 when resolving then every row is month-first', () => {
    assert.deepEqual(iso(['01/02/2024', '01/05/2024', '01/13/2024']), ['2024-01-02', '2024-01-05', '2024-01-13']);
  });

  it('given no number above 12 when resolving then the order that keeps dates monotonic wins', () => {
    // Month-first reads 3 Jan, 4 Jan, 5 Feb, 1 Mar (monotonic); day-first would jump around.
    assert.deepEqual(iso(['01/03/2024', '01/04/2024', '02/05/2024', '03/01/2024']), ['2024-01-03', '2024-01-04', '2024-02-05', '2024-03-01']);
  });

  it('given yearless dates across a year end when the period is known then years follow the period', () => {
    assert.deepEqual(iso(['28 Dec', '30 Dec', '02 Jan'], { periodStart: '2023-12-01', periodEnd: '2024-01-31' }), [
      '2023-12-28',
      '2023-12-30',
      '2024-01-02',
    ]);
  });

  it('given impossible dates when resolved then they are null', () => {
    assert.deepEqual(iso(['31/02/2024']), [null]);
    assert.equal(scanDate('Completed'), null);
  });

  it('given a statement period in prose when searched then start and end are found', () => {
    assert.deepEqual(findPeriod('Statement Period: 01 Dec 2023 - 31 Jan 2024'), { start: '2023-12-01', end: '2024-01-31' });
    assert.deepEqual(findPeriod('From 2023-12-01 to 2024-01-31'), { start: '2023-12-01', end: '2024-01-31' });
  });

  it('given two yearless ranges side by side when searched then the day of the second range is not read as a year', () => {
    // A banking site's tabs: "26 Nov 27" is no date of 2027.
    assert.equal(findPeriod('Transaction History  29 Aug - 26 Nov     27 Nov - 24 Feb   For 27 Nov - 24 Feb:'), null);
    assert.deepEqual(
      findDatesInText('05 Jan 24 Salary').map((d) => d.parts.year),
      [2024],
    );
    assert.deepEqual(
      findDatesInText('Nov 26 27 Nov').map((d) => d.text),
      ['Nov 26', '27 Nov'],
    );
  });
});
