import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { repairMisreadDates } from '../../../src/ocr/date-repair';
import type { RowPlace } from '../../../src/ocr/row-bands';
import { page, pdfText, row } from '../../helpers/pdf-text';

/** A statement of March 2026 whose rows print `dates` (one row each, 20 points apart from y = 115). */
function statementOf(dates: string[]) {
  let balance = 1000;
  const lines = [
    row(40, [40, 'EXAMPLE BANK']),
    row(55, [40, 'Statement period: 01/03/2026 to 31/03/2026']),
    row(100, [40, 'Date'], [110, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']),
    ...dates.map((d, i) => {
      balance -= 10;
      return row(115 + i * 20, [40, d], [110, `SHOP ${i}`], [330, '10.00', 'right'], [540, `${balance}.00`, 'right']);
    }),
  ];
  const text = pdfText(page(1, lines));
  const statement = extractStatement(text);
  const places: RowPlace[] = dates.map((_, i) => ({ page: 1, y: 115 + i * 20, height: 8 }));
  return { text, statement, places };
}

const dateCells = (text: ReturnType<typeof pdfText>) =>
  text.pages[0]!.items.filter((it) => it.x === 40 && /^\d{2}\/\d{2}\/\d{4}$/.test(it.str)).map((it) => it.str);

describe('ocr/date-repair (a date one look-alike digit away from the only date that fits)', () => {
  it('given a year and a month OCR misread (2028 for 2026, 09 for 03) then each is read as the one date in the period between its neighbours', () => {
    const { text, statement, places } = statementOf(['10/03/2026', '11/03/2028', '11/03/2028', '12/03/2026', '19/09/2026', '20/03/2026']);
    const fix = repairMisreadDates(statement, text, places, [1]);
    assert.ok(fix);
    assert.deepEqual(dateCells(fix.text).slice(1), ['11/03/2026', '11/03/2026', '12/03/2026', '19/03/2026', '20/03/2026']);
    assert.deepEqual(
      fix.repairs.map((r) => [r.read, r.taken, r.iso]),
      [
        ['11/03/2028', '11/03/2026', '2026-03-11'],
        ['11/03/2028', '11/03/2026', '2026-03-11'],
        ['19/09/2026', '19/03/2026', '2026-03-19'],
      ],
    );
    const again = extractStatement(fix.text);
    assert.deepEqual(again.reconciliation.dates?.outside_period, []);
  });

  it('given a misread date that two readings fit (00/03 between the 8th and the 9th) then it is left as read', () => {
    const { text, statement, places } = statementOf(['08/03/2026', '00/03/2026', '09/03/2026']);
    assert.equal(statement.details[1]?.impossible_date, '00/03/2026');
    assert.equal(repairMisreadDates(statement, text, places, [1]), null);
  });

  it('given a date a look-alike digit names impossibly (41/03 between the 10th and the 12th) then it is read as the 11th', () => {
    const { text, statement, places } = statementOf(['10/03/2026', '41/03/2026', '12/03/2026']);
    const fix = repairMisreadDates(statement, text, places, [1]);
    assert.deepEqual(dateCells(fix!.text), ['10/03/2026', '11/03/2026', '12/03/2026']);
  });

  it('given a date whose separator OCR lost (1103/2026 between the 10th and the 12th, no day above 12 in it) then the row is kept and flagged, and read as the 11th', () => {
    const { text, statement, places } = statementOf(['10/03/2026', '1103/2026', '12/03/2026', '13/03/2026']);
    assert.equal(statement.transactions.length, 4);
    assert.equal(statement.details[1]?.impossible_date, '1103/2026');
    const fix = repairMisreadDates(statement, text, places, [1]);
    assert.deepEqual(
      fix!.repairs.map((r) => [r.read, r.taken, r.iso]),
      [['1103/2026', '11/03/2026', '2026-03-11']],
    );
  });

  it('given the same misread date on a page that was not read by OCR then nothing is repaired', () => {
    const { text, statement, places } = statementOf(['10/03/2026', '11/03/2028', '12/03/2026']);
    assert.equal(repairMisreadDates(statement, text, places, [2]), null);
  });
  it('given a year-less German date whose month OCR read 12 for 11 ("05.12.", moved to the end of November\'s rows by it) then it is read between the rows printed around it', () => {
    const lines = [
      row(40, [40, 'SPARKASSE BEISPIEL']),
      row(55, [40, 'Kontoauszug 01.11.2023 - 30.11.2023']),
      row(100, [40, 'Buchung'], [110, 'Verwendungszweck'], [430, 'Betrag', 'right']),
      row(115, [40, '04.11.'], [110, 'Lastschrift A'], [430, '10,00 S', 'right']),
      row(135, [40, '05.12.'], [110, 'Kartenzahlung B'], [430, '20,00 S', 'right']),
      row(155, [40, '06.11.'], [110, 'Lastschrift C'], [430, '30,00 S', 'right']),
      row(175, [40, '29.11.'], [110, 'Lastschrift D'], [430, '40,00 S', 'right']),
    ];
    const text = pdfText(page(1, lines));
    const statement = extractStatement(text);
    assert.deepEqual(
      statement.transactions.map((t) => t.date),
      ['2023-11-04', '2023-11-06', '2023-11-29', '2023-12-05'],
    );
    const y = { '2023-11-04': 115, '2023-12-05': 135, '2023-11-06': 155, '2023-11-29': 175 } as Record<string, number>;
    const places: RowPlace[] = statement.transactions.map((t) => ({ page: 1, y: y[t.date]!, height: 8 }));
    const fix = repairMisreadDates(statement, text, places, [1]);
    assert.ok(fix);
    assert.deepEqual(
      fix.repairs.map((r) => [r.read, r.taken, r.iso]),
      [['05.12.', '05.11.', '2023-11-05']],
    );
  });
});
