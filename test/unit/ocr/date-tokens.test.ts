import assert from 'node:assert/strict';
import type { ExtractedStatement } from '../../../src/domain/statement';
import { outOfOrderDates } from '../../../src/ocr/date-order';
import { repairDateToken, repairLeadingMonth, restoreDateSeparator, separateDates, splitDateTime } from '../../../src/ocr/date-tokens';

describe('ocr/date-tokens (month names and days OCR misread)', () => {
  it('given a month word with one misread character then the one month it can be is restored', () => {
    assert.equal(repairDateToken('18-8ep-2023'), '18-Sep-2023');
    assert.equal(repairDateToken('18-Oc1-2023'), '18-Oct-2023');
    assert.equal(repairDateToken('05/0ct/2023'), '05/Oct/2023');
    assert.equal(repairDateToken('LI/ENE/2024'), '11/ENE/2024', 'an 11 read as "LI"');
  });

  it('given a day with letters that look like digits then they become the digits', () => {
    assert.equal(repairDateToken('l8-Sep-2023'), '18-Sep-2023');
    assert.equal(repairDateToken('O1-Aug-2023'), '01-Aug-2023');
  });

  it('given well-read dates, numeric dates, references and unrepairable words then nothing changes', () => {
    for (const t of ['12-Oct-2023', '01-Aug-2023', '2023-08-01', '01/08/2023', 'AG98740', '12-XYZW-2023', '£2-Oct-2023'])
      assert.equal(repairDateToken(t), t);
  });
});

describe('ocr/date-order (dates the balance cannot check)', () => {
  const doc = (dates: string[], page = 1) =>
    ({
      transactions: dates.map((date) => ({ date, description: 'x', amount: 1, type: 'debit', balance: null })),
      details: dates.map(() => ({ time: null, reference: null, page })),
    }) as unknown as ExtractedStatement;

  it('given a date OCR misread out of the order of its neighbours then its row is named; ordered dates name none', () => {
    assert.deepEqual(outOfOrderDates(doc(['2023-10-10', '2023-11-01', '2023-10-12', '2023-10-13']), [1]), [1]);
    assert.deepEqual(outOfOrderDates(doc(['2023-10-10', '2023-10-10', '2023-10-12']), [1]), []);
  });

  it('given a date in order but outside the printed period while its neighbours are inside then its row is named', () => {
    const s = doc(['2023-10-10', '2023-10-12', '2023-10-18', '2028-10-19']);
    s.printed_period = { start_date: '2023-10-01', end_date: '2023-10-31' };
    assert.deepEqual(outOfOrderDates(s, [1]), [3], 'a misread year at the end stays in order: the period tells');
    const m = doc(['2023-10-10', '2023-10-12', '2023-11-13', '2023-11-14', '2023-11-15']);
    m.printed_period = { start_date: '2023-10-01', end_date: '2023-10-31' };
    assert.deepEqual(outOfOrderDates(m, [1]), [], 'only rows whose neighbours are inside: a run outside is not one misread');
    s.printed_period = null;
    assert.deepEqual(outOfOrderDates(s, [1]), [], 'no printed period: nothing to compare with');
  });

  it('given a row whose date OCR read as one that names no day (41/03 for 11/03) then its row is named, though dated in order', () => {
    const s = doc(['2026-03-10', '2026-03-10', '2026-03-12']);
    (s.details[1] as { impossible_date?: string }).impossible_date = '41/03/2026';
    assert.deepEqual(outOfOrderDates(s, [1]), [1]);
  });

  it('given the same dates on a typed page then they are not the OCR’s to doubt', () => {
    assert.deepEqual(outOfOrderDates(doc(['2023-10-10', '2023-11-01', '2023-10-12'], 2), [1]), []);
  });
});

describe('ocr/date-tokens splitDateTime (a date run into its time)', () => {
  it('given "2026-02-2117:18:04" or "21/02/202617:18" then the space is put back; a date or time alone stays', () => {
    assert.equal(splitDateTime('2026-02-2117:18:04'), '2026-02-21 17:18:04');
    assert.equal(splitDateTime('21/02/202617:18'), '21/02/2026 17:18');
    assert.equal(splitDateTime('2026-02-21'), '2026-02-21');
    assert.equal(splitDateTime('17:18:04'), '17:18:04');
  });
});

describe('ocr/date-tokens repairDateToken (a month word run into a day OCR misread)', () => {
  it('given "jani3" or "Feb0l" then the day\'s look-alike letters are digits; "Jan09" and words stay', () => {
    assert.equal(repairDateToken('jani3'), 'jan13');
    assert.equal(repairDateToken('Feb0l'), 'Feb01');
    assert.equal(repairDateToken('Jan09'), 'Jan09');
    assert.equal(repairDateToken('Kiosk'), 'Kiosk');
    assert.equal(repairDateToken('Mai1'), 'Mai1');
    assert.equal(repairDateToken('‘Jan'), 'Jan', 'a speck before the month');
    assert.equal(repairDateToken("'12/03/2026"), '12/03/2026');
    assert.equal(repairDateToken("'quote"), "'quote");
  });
});

describe('ocr/date-tokens separateDates (two dates run together with specks)', () => {
  it('given "12/22.«12/22,~-:" or "12/29." then each date stands alone; money and words stay as read', () => {
    assert.equal(separateDates('12/22.«12/22,~-:'), '12/22 12/22');
    assert.equal(separateDates('12/29.'), '12/29');
    assert.equal(separateDates('12/29'), '12/29');
    assert.equal(separateDates('1,842.17'), '1,842.17');
    assert.equal(separateDates('«PAYMENT'), '«PAYMENT');
    assert.equal(separateDates('~1.50'), '~1.50', 'a minus read as ~ before money stays for the money repair');
    assert.equal(separateDates('-1.50'), '-1.50');
    assert.equal(separateDates('22.12.2025,'), '22.12.2025');
  });
});

describe('ocr/date-tokens restoreDateSeparator (one separator of a date misread)', () => {
  it('given "03;06/24", "03/06:24" or "15,05-2024" then the misread mark becomes the clear one', () => {
    assert.equal(restoreDateSeparator('03;06/24'), '03/06/24');
    assert.equal(restoreDateSeparator('03/06:24'), '03/06/24');
    assert.equal(restoreDateSeparator('15,05-2024'), '15-05-2024');
  });
  it('given a clear date, a time, a figure or two misread marks then it is left as read', () => {
    for (const t of ['03/06/24', '12:37:05', '1,234.56', '03;06;24', '3,29,576']) assert.equal(restoreDateSeparator(t), t, t);
  });
  it('given an item starting with a misread month word beside its day ("Dee 25", "25 Dee") then the month is repaired; a weekday or an ordinary word is not', () => {
    assert.deepEqual(repairLeadingMonth(['Dee', '25', 'POS', 'PETRO-CANADA']), ['Dec', '25', 'POS', 'PETRO-CANADA']);
    assert.deepEqual(repairLeadingMonth(['25', 'Dee', 'POS']), ['25', 'Dec', 'POS']);
    assert.deepEqual(repairLeadingMonth(['Sun', '12', 'POS']), ['Sun', '12', 'POS']);
    assert.deepEqual(repairLeadingMonth(['POS', '12', 'LOBLAWS']), ['POS', '12', 'LOBLAWS']);
    assert.deepEqual(repairLeadingMonth(['Dee', 'POS']), ['Dee', 'POS']);
  });
});

describe('ocr/date-tokens repairDateToken (a day run into its month word)', () => {
  it('given "80ct", "Boct2023", "LNov" or "|1Nov" then the day and the month stand apart, look-alikes read as they were printed', () => {
    assert.equal(repairDateToken('80ct'), '8 Oct');
    assert.equal(repairDateToken('Boct2023'), '8 oct 2023');
    assert.equal(repairDateToken('LNov'), '1 Nov');
    assert.equal(repairDateToken('|1Nov'), '1 Nov');
    assert.equal(repairDateToken('10Mar2024'), '10 Mar 2024');
  });

  it('given words, names, codes and figures then nothing changes', () => {
    for (const t of ['Boat', 'Omar', 'Sep', 'IMPS', 'SBIN0001234', 'B2Bpay', 'Lost', '1234', '12/03/2026', '32Nov'])
      assert.equal(repairDateToken(t), t);
  });
});
