import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { stackedDateLines } from '../../../src/extraction/stacked-dates';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type]);

interface Day {
  day: number;
  month: string;
  year: number;
  weekday: string;
  rows: Array<[desc: string, wrap: string, amount: string]>;
}

/**
 * An account export that prints each day as a stack in the margin: a large day number beside the
 * month and year, the weekday under them, the day's first row level with the stack; no header row,
 * no running balance. `threeLines`: the year printed under the weekday instead of beside the month.
 */
function stackedPage(n: number, days: Day[], threeLines = false): ReturnType<typeof page> {
  const lines: PdfTextItem[][] =
    n === 1 ? [row(40, [300, 'EXAMPLE BANK AG']), row(90, [57, 'Kontobewegungen']), row(105, [57, 'Zeitraum: 01.01.2025 - 31.03.2025'])] : [];
  let y = 150;
  for (const d of days) {
    lines.push([
      item(91, y, threeLines ? d.month : `${d.month} ${d.year}`),
      item(57, y + 6, String(d.day).padStart(2, '0'), 14),
      item(91, y + 6 + 5, d.weekday),
    ]);
    if (threeLines) lines.push([item(100, y + 22, String(d.year))]);
    d.rows.forEach(([desc, wrap, amount], k) => {
      const ry = y + k * 36;
      lines.push(row(ry, [198, desc], [530, amount, 'right']), row(ry + 11, [198, wrap]));
    });
    y += d.rows.length * 36 + 30;
  }
  lines.push(row(800, [164, 'Angezeigt am 20.03.2025'], [530, `Seite ${n}`]));
  return page(n, lines);
}

describe('extraction/stacked-dates: day headings printed as a stack in the margin', () => {
  const days: Day[][] = [
    [
      {
        day: 2,
        month: 'März',
        year: 2025,
        weekday: 'Sonntag',
        rows: [
          ['Stadtwerke Beispiel', 'E-BILL; Auftrag', '-441.00'],
          ['Versicherung Muster', 'Lastschrift', '-278.60'],
        ],
      },
      { day: 27, month: 'Februar', year: 2025, weekday: 'Donnerstag', rows: [['Arbeitgeber AG', 'Gutschrift', "10'956.42"]] },
      { day: 26, month: 'Februar', year: 2025, weekday: 'Mittwoch', rows: [['Kontoführung', 'Preisabschluss', '-15.00']] },
    ],
    [
      {
        day: 31,
        month: 'Januar',
        year: 2025,
        weekday: 'Freitag',
        rows: [
          ['Apotheke Beispiel', 'Zahlung Debitkarte', '-49.50'],
          ['Einzahlung', 'Filiale', "1'800.00"],
        ],
      },
      { day: 3, month: 'Januar', year: 2025, weekday: 'Freitag', rows: [['Telefon GmbH', 'E-BILL; Auftrag', '-81.00']] },
    ],
  ];
  const want = [
    ['2025-01-03', 'Telefon GmbH E-BILL; Auftrag', 81, 'debit'],
    ['2025-01-31', 'Einzahlung Filiale', 1800, 'credit'],
    ['2025-01-31', 'Apotheke Beispiel Zahlung Debitkarte', 49.5, 'debit'],
    ['2025-02-26', 'Kontoführung Preisabschluss', 15, 'debit'],
    ['2025-02-27', 'Arbeitgeber AG Gutschrift', 10956.42, 'credit'],
    ['2025-03-02', 'Versicherung Muster Lastschrift', 278.6, 'debit'],
    ['2025-03-02', 'Stadtwerke Beispiel E-BILL; Auftrag', 441, 'debit'],
  ];
  for (const threeLines of [false, true]) {
    it(`given newest-first days stacked as day number, month${threeLines ? ', weekday and year on three lines' : ' and year beside the weekday'} when extracted then every row takes its day's date`, () => {
      const s = extractStatement(pdfText(stackedPage(1, days[0]!, threeLines), stackedPage(2, days[1]!, threeLines)));
      assert.deepEqual(brief(s), want);
      assert.equal(s.reconciliation.verdict, 'unverified');
    });
  }

  it('given English and French stacks when gathered then each becomes one heading line above its rows', () => {
    for (const [month, weekday, iso] of [
      ['January 2025', 'Monday', '6 January 2025'],
      ['janvier 2025', 'lundi', '6 janvier 2025'],
    ] as const) {
      const lines = pageLines(
        page(1, [[item(91, 100, month), item(57, 106, '06', 14), item(91, 111, weekday), item(198, 100, 'Shop'), item(500, 100, '-12.00')]]),
      );
      const out = stackedDateLines(lines)!;
      assert.equal(out[0]!.text, iso);
      assert.ok(out[0]!.y < 100);
      assert.deepEqual(
        out.slice(1).map((l) => l.text),
        ['Shop -12.00'],
      );
    }
  });

  it('given ordinary rows that open with a number or a date on one line when gathered then nothing changes', () => {
    const lines = pageLines(
      page(1, [
        row(100, [57, '12 Jan 2025'], [198, 'Shop'], [500, '-12.00']),
        row(110, [57, '12'], [198, 'Months interest'], [500, '3.00']),
        row(120, [57, '2024'], [198, 'Carried'], [500, '1.00']),
      ]),
    );
    assert.equal(stackedDateLines(lines), null);
  });
});
