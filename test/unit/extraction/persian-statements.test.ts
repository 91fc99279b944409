import assert from 'node:assert/strict';
import { normaliseLabel } from '../../../src/extraction/columns';
import { findPrintedCurrency } from '../../../src/extraction/currency';
import { IBAN_CURRENCY } from '../../../src/extraction/currency-symbols';
import { scanDate } from '../../../src/extraction/date-scan';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { rightToLeftTotals } from '../../../src/extraction/rtl-totals';
import { solarHijriToGregorian } from '../../../src/extraction/solar-hijri';
import { item, page, pdfText, row } from '../../helpers/pdf-text';
import type { PdfTextItem } from '../../../src/pdf/types';

/** Persian digits for ASCII ones, as Iranian statements print them. */
const fa = (s: string) => s.replace(/\d/g, (d) => String.fromCodePoint(0x6f0 + Number(d)));
/** Letters as their contextual glyph shapes (Arabic presentation forms), as some producers leave them in the text layer. */
const glyphs = (s: string) =>
  s.replace(
    /[تاریخمندهبرشوزحسف]/g,
    (c) => ({ ت: 'ﺗ', ا: 'ﺎ', ر: 'ﺭ', ی: 'ﯾ', خ: 'ﺦ', م: 'ﻣ', ن: 'ﻧ', د: 'ﺪ', ه: 'ﻩ', ب: 'ﺑ', ش: 'ﺷ', و: 'ﻭ', ز: 'ﺰ', ح: 'ﺣ', س: 'ﺳ', ف: 'ﻓ' })[c]!,
  );

describe('extraction: Persian statements (Solar Hijri dates, right-to-left tables)', () => {
  it('given Solar Hijri dates when converted then they are the Gregorian days they name, impossible days none', () => {
    assert.deepEqual(solarHijriToGregorian(1405, 3, 5), [2026, 5, 26]);
    // Nowruz, and the last day of a leap year (1403) and of a common one (1404).
    assert.deepEqual(solarHijriToGregorian(1405, 1, 1), [2026, 3, 21]);
    assert.deepEqual(solarHijriToGregorian(1403, 12, 30), [2025, 3, 20]);
    assert.deepEqual(solarHijriToGregorian(1404, 12, 29), [2026, 3, 20]);
    assert.equal(solarHijriToGregorian(1404, 12, 30), null);
    assert.equal(solarHijriToGregorian(1405, 7, 31), null);
  });

  it('given a year-first date in a Solar Hijri year when scanned then it reads as its Gregorian day; a Gregorian one is unchanged', () => {
    assert.deepEqual(scanDate('1405/03/05'), { a: 26, b: 5, year: 2026, fixed: true, time: null });
    assert.deepEqual(scanDate('1399/06/31 14:05'), { a: 21, b: 9, year: 2020, fixed: true, time: '14:05:00' });
    assert.equal(scanDate('1404/12/30'), null);
    assert.deepEqual(scanDate('2026/05/26'), { a: 26, b: 5, year: 2026, fixed: true, time: null });
    assert.equal(scanDate('1447/05/12'), null, 'a lunar Hijri year of today is not read as a Solar Hijri one decades ahead');
  });

  it('given labels in presentation forms or with Persian letters when normalised then they equal their Arabic spelling', () => {
    assert.equal(normaliseLabel('ﺗﺎﺭﯾﺦ'), normaliseLabel('تاريخ'));
    assert.equal(normaliseLabel('ﻣﺎﻧﺪﻩ'), 'مانده');
    assert.equal(normaliseLabel('کارمزد'), 'كارمزد');
    assert.equal(normaliseLabel('Balance'), 'balance');
  });

  it('given a right-to-left Persian table, newest first, labels as glyph shapes with unmirrored brackets, when extracted then every row reads in Gregorian dates and reconciles', () => {
    // Columns from the right: row number, date, description, credit (واریز), debit (برداشت), balance (مانده).
    const header = row(
      100,
      [60, glyphs('مانده') + ')ریال('],
      [150, glyphs('برداشت') + ')ریال('],
      [240, glyphs('واریز') + ')ریال('],
      [330, glyphs('شرح')],
      [470, glyphs('تاریخ')],
      [540, 'ردیف'],
    );
    const line = (y: number, n: number, date: string, desc: string, credit: string, debit: string, balance: string): PdfTextItem[] => [
      // The date is printed a little above the figures' baseline, as the report engine's cells place it.
      item(470, y - 2.5, fa(date)),
      ...row(y, [120, fa(balance), 'right'], [210, fa(debit), 'right'], [290, fa(credit), 'right'], [330, desc], [560, fa(String(n)), 'right']),
    ];
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [330, 'صورتحساب سپرده']),
          // The statement's totals, each figure to the left of its label (read after it).
          row(60, [20, ')ریال('], [120, fa('24,601,075'), 'right'], [150, 'جمع کل واریز:']),
          row(75, [20, ')ریال('], [120, fa('49,324,001'), 'right'], [150, 'جمع کل برداشت:']),
          header,
          line(120, 1, '1405/03/05', 'خرید کالا', '0', '23,717,881', '314,715,926'),
          line(140, 2, '1405/03/04', 'انتقال وجه', '24,600,000', '0', '338,433,807'),
          line(160, 3, '1405/03/04', 'سود', '1,075', '0', '313,833,807'),
          line(180, 4, '1404/12/29', 'خرید اینترنتی', '0', '24,606,120', '313,832,732'),
          line(200, 5, '1404/12/28', 'انتقال', '0', '1,000,000', '338,438,852'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.type, t.amount, t.balance]),
      [
        ['2026-03-19', 'debit', 1_000_000, 338_438_852],
        ['2026-03-20', 'debit', 24_606_120, 313_832_732],
        ['2026-05-25', 'credit', 1075, 313_833_807],
        ['2026-05-25', 'credit', 24_600_000, 338_433_807],
        ['2026-05-26', 'debit', 23_717_881, 314_715_926],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.currency_code, 'IRR', 'the unit of the balance label: rials');
    assert.deepEqual(
      s.reconciliation.totals.map((t) => [t.label, t.printed, t.matches]),
      [
        ['جمع کل برداشت', 49_324_001, true],
        ['جمع کل واریز', 24_601_075, true],
      ],
    );
  });

  it('given a right-to-left total laid out word by word (label words in visual order) when read then its figure is the one to its left; a left-to-right line gives none', () => {
    const words = (cells: Array<[string, number]>) => cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 5, y: 100, size: 8 }));
    const line = (cells: Array<[string, number]>) => {
      const w = words(cells);
      return { page: 0, y: 100, size: 8, words: w, text: w.map((x) => x.text).join(' ') };
    };
    assert.deepEqual(
      rightToLeftTotals(
        line([
          ['900.00', 10],
          ['12,500.00', 60],
          ['برداشت', 140],
          ['کل', 180],
          ['جمع', 200],
          ['شماره', 400],
        ]),
      ),
      [{ label: 'جمع کل برداشت', kind: 'debits', value: 1_250_000 }],
    );
    assert.deepEqual(
      rightToLeftTotals(
        line([
          ['Total', 10],
          ['debits', 40],
          ['12,500.00', 90],
        ]),
      ),
      [],
    );
  });

  it('given the rial printed in Persian, as glyph shapes or as an IBAN when the currency is looked for then it is IRR; the Arabic riyal is not', () => {
    assert.equal(findPrintedCurrency('ﻣﺎﻧﺪﻩ)ﺭﯾﺎﻝ(')?.code, 'IRR');
    assert.equal(findPrintedCurrency('مبلغ به ریال')?.code, 'IRR');
    assert.notEqual(findPrintedCurrency('المبلغ بالريال')?.code, 'IRR');
    assert.equal(IBAN_CURRENCY.IR, 'IRR');
  });
});
