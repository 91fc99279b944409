import assert from 'node:assert/strict';
import { findDatesInText, monthNumber, resolveDates, scanDate, scanDateOnly, scanTime } from '../../../src/extraction/dates';

const iso = (cells: string[], hints = {}) => resolveDates(cells.map(scanDate), hints).dates;
const JAN_2025 = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };

describe('extraction/dates: formats as statements print them', () => {
  it('given each full-date format when resolved then each gives the ISO date', () => {
    const table: Array<[string, string]> = [
      ['05/01/2025', '2025-01-05'],
      ['05-01-25', '2025-01-05'],
      ['2025-01-05', '2025-01-05'],
      ['05.01.2025', '2025-01-05'],
      ['05 Jan 2025', '2025-01-05'],
      ['05-JAN-25', '2025-01-05'],
      ['05JAN2025', '2025-01-05'],
      ['Jan 5, 2025', '2025-01-05'],
      ['January 05 2025', '2025-01-05'],
      ['5th January 2025', '2025-01-05'],
      ['5th of January, 2025', '2025-01-05'],
      ['1er janvier 2025', '2025-01-01'],
      ['Sun, 05 Jan 2025', '2025-01-05'],
      ['Dimanche 5 janvier 2025', '2025-01-05'],
      ['20250105', '2025-01-05'],
      ['Sunday, January 5, 2025', '2025-01-05'],
      ['Domingo, 5 de Janeiro de 2025', '2025-01-05'],
      ['Jumapili 5 Januari 2025', '2025-01-05'],
      ['05/Jan/2025', '2025-01-05'],
      ['Jan-05-2025', '2025-01-05'],
      ['05 January, 2025', '2025-01-05'],
    ];
    for (const [text, want] of table) assert.deepEqual(iso([text, '13/01/2025']), [want, '2025-01-13'], text);
  });

  it('given dates without a year when the period is known then they resolve', () => {
    const table: Array<[string, string]> = [
      ['05 Jan', '2025-01-05'],
      ['05/01', '2025-01-05'],
      ['Jan 05', '2025-01-05'],
      ['05-JAN', '2025-01-05'],
      ['5 janv.', '2025-01-05'],
      // German statements close a year-less date with the month's dot: "05.01.".
      ['05.01.', '2025-01-05'],
    ];
    for (const [text, want] of table) assert.deepEqual(iso([text, '13/01'], JAN_2025), [want, '2025-01-13'], text);
  });

  it('given a date and a time in one token or two when scanned then the time is kept on a 24-hour clock', () => {
    const table: Array<[string, string]> = [
      ['2024-01-05 12:30:45', '12:30:45'],
      ['2024-01-05T12:30:45', '12:30:45'],
      ['2024-01-05T12:30:45.123Z', '12:30:45'],
      ['05/01/2024 12:30 PM', '12:30:00'],
      ['05/01/2024 12:30 AM', '00:30:00'],
      ['05/01/2024 01:15 p.m.', '13:15:00'],
      ['05 Jan 2024 09:05', '09:05:00'],
      ['05 Jan 12:30', '12:30:00'],
      ['Jan 5, 2024 8:00 PM', '20:00:00'],
      ['05.01.2024 14h05', '14:05:00'],
      ['05/01/2024\n12:30:45', '12:30:45'],
    ];
    for (const [text, want] of table) assert.equal(scanDate(text)?.time, want, text);
    assert.equal(scanDate('05 Jan 12:30')?.year, null, 'a time after a year-less date is not a two-digit year');
  });

  it('given a time printed on the line below its date when scanned alone then it is read', () => {
    assert.deepEqual(['12:30:45', '12:30 PM', '9:05 am', '14h05', 'Completed', '25:00'].map(scanTime), [
      '12:30:45',
      '12:30:00',
      '09:05:00',
      '14:05:00',
      null,
      null,
    ]);
  });

  it('given a line that is only a date (a day heading over its rows) when checked then it is a date, and a row starting with a date is not', () => {
    const only = ['Monday, 05 January 2024', '05 Jan', '05/01/2024 12:30', 'Jumatatu 5 Januari 2024', 'Lundi 5 janvier 2024', '2024-01-05:'];
    for (const t of only) assert.notEqual(scanDateOnly(t), null, t);
    for (const t of ['05/01/2024 Salary 1,000.00', '05 Jan ATM withdrawal', 'Total 05/01/2024']) assert.equal(scanDateOnly(t), null, t);
    assert.notEqual(scanDate('05/01/2024 Salary 1,000.00'), null);
  });

  it('given month names in English, French, Portuguese and Swahili when looked up then each gives its month', () => {
    const table: Array<[string, number]> = [
      ['Jan', 1],
      ['janv.', 1],
      ['Janvier', 1],
      ['janeiro', 1],
      ['Januari', 1],
      ['févr.', 2],
      ['fevr', 2],
      ['FÉVRIER', 2],
      ['fev', 2],
      ['Fevereiro', 2],
      ['Februari', 2],
      ['mars', 3],
      ['Março', 3],
      ['marco', 3],
      ['Machi', 3],
      ['avr.', 4],
      ['abr', 4],
      ['Abril', 4],
      ['Aprili', 4],
      ['mai', 5],
      ['Maio', 5],
      ['Mei', 5],
      ['juin', 6],
      ['Junho', 6],
      ['Juni', 6],
      ['juil.', 7],
      ['Juillet', 7],
      ['Julho', 7],
      ['Julai', 7],
      ['août', 8],
      ['aout', 8],
      ['AOÛT', 8],
      ['ago', 8],
      ['Agosto', 8],
      ['Agosti', 8],
      ['sept.', 9],
      ['Septembre', 9],
      ['set', 9],
      ['Setembro', 9],
      ['Septemba', 9],
      ['oct.', 10],
      ['out', 10],
      ['Outubro', 10],
      ['Oktoba', 10],
      ['nov.', 11],
      ['Novembro', 11],
      ['Novemba', 11],
      ['déc.', 12],
      ['DEC', 12],
      ['Décembre', 12],
      ['dez', 12],
      ['Dezembro', 12],
      ['Desemba', 12],
      ['Monday', 0],
      ['Total', 0],
    ];
    for (const [word, want] of table) assert.equal(monthNumber(word) ?? 0, want, word);
  });

  it('given French, Portuguese and Swahili dates when resolved then they read like English ones', () => {
    const table: Array<[string, string]> = [
      ['15 févr. 2025', '2025-02-15'],
      ['15 FÉVR 2025', '2025-02-15'],
      ['3 août 2024', '2024-08-03'],
      ['3-déc-24', '2024-12-03'],
      ['12 março 2024', '2024-03-12'],
      ['12 de março de 2024', '2024-03-12'],
      ['15 Set 2024', '2024-09-15'],
      ['15-OUT-2024', '2024-10-15'],
      ['15 Dez 2024', '2024-12-15'],
      ['15 Julai 2024', '2024-07-15'],
      ['Desemba 15, 2024', '2024-12-15'],
    ];
    for (const [text, want] of table) assert.deepEqual(iso([text]), [want], text);
  });

  it('given impossible or non-date cells when scanned then they are not dates', () => {
    for (const text of ['31/02/2024', '13/13/2024', '32 Jan 2024', '15 Foo 2024', 'Completed', '1,234.56', '05/01/1850']) {
      const p = scanDate(text);
      assert.ok(p === null || iso([text])[0] === null, text);
    }
  });

  it('given prose with dates when searched then each date and its place is found, words that look like months are skipped', () => {
    const found = findDatesInText('Period 01 Dec 2024 to 31/01/2025, printed on Jan 5, 2025 at 10:00');
    assert.deepEqual(
      found.map((d) => d.text),
      ['01 Dec 2024', '31/01/2025', 'Jan 5, 2025'],
    );
    assert.deepEqual(findDatesInText('Account 0123456789 Balance 1,200.50 12 items').length, 0);
  });
});
