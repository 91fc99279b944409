import assert from 'node:assert/strict';
import { scanDate } from '../../../src/extraction/date-scan';
import { monthNumber } from '../../../src/extraction/month-names';

describe('extraction/month-names: month names from the language data', () => {
  const byLanguage: Record<string, string[]> = {
    English: ['January', 'Feb', 'March', 'Apr', 'May', 'June', 'Jul', 'August', 'Sept', 'Oct', 'November', 'Dec'],
    French: ['janvier', 'févr.', 'mars', 'avr', 'mai', 'juin', 'juil.', 'août', 'septembre', 'octobre', 'nov', 'déc.'],
    German: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Okt', 'November', 'Dez'],
    Dutch: ['januari', 'februari', 'mrt', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'okt', 'november', 'december'],
    Afrikaans: ['Januarie', 'Februarie', 'Maart', 'April', 'Mei', 'Junie', 'Julie', 'Augustus', 'September', 'Oktober', 'November', 'Desember'],
    Portuguese: ['janeiro', 'fev', 'março', 'abr', 'maio', 'junho', 'julho', 'ago', 'set', 'out', 'novembro', 'dez'],
    Spanish: ['enero', 'feb', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'dic'],
    Swahili: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
  };
  for (const [language, words] of Object.entries(byLanguage))
    it(`given the twelve ${language} month words when looked up then they are months 1 to 12`, () => {
      assert.deepEqual(
        words.map((w) => monthNumber(w)),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      );
    });

  it('given words that are no month when looked up then none is found', () => {
    for (const w of ['Datum', 'Saldo', 'Betrag', 'fee', 'mon']) assert.equal(monthNumber(w), null, w);
  });
});

describe('extraction/date-scan: spelt dates in eight languages', () => {
  const cases: Array<[string, [number, number, number | null]]> = [
    ['03. März 2025', [3, 3, 2025]],
    ['3. Dez. 2024', [3, 12, 2024]],
    ['14 mrt 2025', [14, 3, 2025]],
    ['1 Desember 2024', [1, 12, 2024]],
    ['3 de enero de 2025', [3, 1, 2025]],
    ['15-dic-2024', [15, 12, 2024]],
    ['7 okt', [7, 10, null]],
    ['2 Machi 2025', [2, 3, 2025]],
    ['5 de fevereiro de 2025', [5, 2, 2025]],
  ];
  for (const [text, [day, month, year]] of cases)
    it(`given "${text}" when scanned then it is day ${day} of month ${month}`, () => {
      const p = scanDate(text);
      assert.ok(p, text);
      assert.deepEqual([p.a, p.b, p.year, p.fixed], [day, month, year, true]);
    });
});

describe('extraction/date-scan: separators set apart by spaces', () => {
  it('given "23 / 06 / 2025" when scanned then it reads as 23/06/2025; without a year the spaced form is no date', () => {
    const p = scanDate('23 / 06 / 2025 ZUDIO A UNIT OF TRENT');
    assert.ok(p);
    assert.deepEqual([p.a, p.b, p.year], [23, 6, 2025]);
    assert.equal(scanDate('1 / 2 cup'), null);
  });
});
