import assert from 'node:assert/strict';
import { deskewLines, skewAngle } from '../../../src/ocr/deskew';
import {
  joinSplitCents,
  normaliseItemText,
  normaliseMoneyToken,
  pageDecimalMark,
  pageSeparators,
  printsWholeSpacedFigures,
  repairWholeSpacedFigure,
  separateGluedMarker,
} from '../../../src/ocr/money-separators';
import { OCR_FONT, ocrLinesToItems } from '../../../src/ocr/words-to-items';
import type { OcrLine } from '../../../src/ocr/types';

const word = (text: string, x0: number, x1: number, y0 = 100, y1 = 120, confidence = 90) => ({ text, confidence, x0, x1, y0, y1 });

describe('ocr/words-to-items (OCR words → positioned text)', () => {
  const line: OcrLine = {
    words: [
      word('01-Aug-2023', 100, 250),
      word('SMS', 300, 350),
      word('ALERT', 360, 440, 100, 120, 55),
      word('10.00', 1200, 1270),
      word('539,948.92', 1500, 1650),
    ],
    baseline: { x0: 100, y0: 118, x1: 1650, y1: 118 },
    rowHeight: null,
  };

  it('given a line at 200 dpi when converted then close words join into one item, columns stay apart, and pixels become points on the baseline', () => {
    const scale = 200 / 72;
    const items = ocrLinesToItems([line], scale);
    assert.deepEqual(
      items.map((i) => i.str),
      ['01-Aug-2023', 'SMS ALERT', '10.00', '539,948.92'],
    );
    const sms = items[1]!;
    assert.ok(Math.abs(sms.x - 300 / scale) < 1e-9);
    assert.ok(Math.abs(sms.y - 118 / scale) < 1e-9);
    assert.ok(Math.abs(sms.width - 140 / scale) < 1e-9);
    assert.equal(sms.fontName, OCR_FONT);
    assert.equal(sms.confidence, 55, 'an item is as sure as its least sure word');
  });

  it('given lines that descend to the right by 0.5 degrees when deskewed then a row’s right-hand words come back to the baseline of its date', () => {
    const a = (0.5 * Math.PI) / 180;
    const drop = (x: number) => Math.tan(a) * x;
    const skewed: OcrLine = {
      words: [word('01-Aug-2023', 100, 250, 100 + drop(100), 120 + drop(100)), word('539,948.92', 1500, 1650, 100 + drop(1500), 120 + drop(1500))],
      baseline: { x0: 100, y0: 118 + drop(100), x1: 1650, y1: 118 + drop(1650) },
      rowHeight: null,
    };
    const angle = skewAngle([skewed]);
    assert.ok(Math.abs(angle - a) < 1e-6);
    const [level] = deskewLines([skewed], angle, 800, 1100);
    const [date, balance] = level!.words;
    assert.ok(Math.abs(date!.y1 - balance!.y1) < 0.5, `${date!.y1} vs ${balance!.y1}`);
    assert.ok(drop(1400) > 10, 'the skew alone would have put them 12 px apart');
  });
});

describe('ocr/money-separators (thousands and decimal marks OCR confused)', () => {
  it('given a page writing 1,234.56 when one amount was read 47.225.01 then it is rewritten 47,225.01', () => {
    const seps = pageSeparators(['444,233.91', '492,733.91', '47.225.01', '539,958.92', 'SMS']);
    assert.deepEqual(seps, { group: ',', decimal: '.' });
    assert.equal(normaliseMoneyToken('47.225.01', seps!), '47,225.01');
    assert.equal(normaliseMoneyToken('1.109.809,51', seps!), '1,109,809.51');
    assert.equal(normaliseMoneyToken('10.00', seps!), '10.00', 'a plain amount is left alone');
    assert.equal(normaliseMoneyToken('01-Aug-2023', seps!), '01-Aug-2023');
    assert.equal(normaliseMoneyToken('5.33821', seps!), '5,338.21', 'a comma read as a point and the point lost');
  });

  it('given lakh grouping (3,61,062.35) misread "3.61,062.35", "2.27:603.87" or "2,28,990,33" then it is rewritten in the page separators', () => {
    const seps = pageSeparators(['6,336.79', '2,851.00', '28,000.00', '3,29,576.56'])!;
    assert.equal(normaliseMoneyToken('3.61,062.35', seps), '3,61,062.35');
    assert.equal(normaliseMoneyToken('2.27:603.87', seps), '2,27,603.87');
    assert.equal(normaliseMoneyToken('2,28,990,33', seps), '2,28,990.33');
    assert.equal(normaliseMoneyToken('-1,194:00', seps), '-1,194.00', 'a colon read for the decimal point');
    assert.equal(normaliseMoneyToken('2,86,019.78', seps), '2,86,019.78', 'a clear lakh figure is left as printed');
    assert.equal(normaliseMoneyToken('12:37:05', seps), '12:37:05', 'a time is no figure');
  });

  it('given a Cr/Dr marker glued to a figure ("2,69,796.96.Cr", "1,234.56Dr") then the two are set apart; a word or a code is not', () => {
    assert.equal(separateGluedMarker('2,69,796.96.Cr'), '2,69,796.96 Cr');
    assert.equal(separateGluedMarker('1,234.56Dr'), '1,234.56 Dr');
    for (const t of ['Cr', 'ABC12.00Cr', '12.5Cr', '12.00Crs']) assert.equal(separateGluedMarker(t), t, t);
    const seps = pageSeparators(['6,336.79', '2,851.00'])!;
    assert.equal(normaliseItemText('2.69,796.96.Cr', seps), '2,69,796.96 Cr');
  });

  it('given a page of short amounts only ("86,00", "5,02") then their mark is the decimal one; too few or mixed say nothing', () => {
    assert.equal(pageDecimalMark(['86,00', 'S', '100,00', '5,02', '01.03.'], null), ',');
    assert.equal(pageDecimalMark(['12.50', '3.00', '7.25'], null), '.');
    assert.equal(pageDecimalMark(['86,00', '5,02'], null), null);
    assert.equal(pageDecimalMark(['86,00', '5,02', '7,25', '1.50'], null), null);
    assert.equal(pageDecimalMark([], { group: '.', decimal: ',' }), ',');
  });

  it('given a page of whole figures grouped by spaces (XOF: "1 736 500") then a zero read as a letter or a lost leading space is restored; other text is not', () => {
    assert.equal(printsWholeSpacedFigures(['1 873 500', '43 300', '1 830 200', '93 700', 'PAIEMENT CARTE']), true);
    assert.equal(printsWholeSpacedFigures(['1 873,50', '43,30', '1 830 200', '93 700', '5 000']), true);
    assert.equal(printsWholeSpacedFigures(['1 873.50', '43.30', '12.00', '93 700', '5 000', '6 100']), false);
    assert.equal(repairWholeSpacedFigure('100 C00'), '100 000');
    assert.equal(repairWholeSpacedFigure('1561 500'), '1 561 500');
    assert.equal(repairWholeSpacedFigure('1250 000'), '1 250 000');
    assert.equal(repairWholeSpacedFigure('1 736 500'), '1 736 500');
    for (const t of ['2024', 'CODE 100', '03/03/2024', '12345 678', '774425922']) assert.equal(repairWholeSpacedFigure(t), t, t);
  });

  it('given a page writing 1.234,56 (French/Portuguese style) when an amount was read 1,234,56 then it follows the page', () => {
    const seps = pageSeparators(['12.500,00', '1.234,56', '9.999,99'])!;
    assert.equal(normaliseMoneyToken('1,234,56', seps), '1.234,56');
  });

  it('given an item "35,839 72" (the decimal point read as a space) then the point is restored; a date or a short reference is not touched', () => {
    const seps = { group: ',', decimal: '.' } as const;
    assert.equal(normaliseItemText('35,839 72', seps), '35,839.72');
    assert.equal(normaliseItemText('05 Aug', seps), '05 Aug');
    assert.equal(normaliseItemText('AG 12 34', seps), 'AG 12 34');
  });

  it('given a currency sign glued to an amount and misread as N, H, #, § or ¥ then the glyph is dropped; signs, dates and words stay', () => {
    const seps = { group: ',', decimal: '.' } as const;
    for (const t of ['N1,168,267.89', 'H1,168,267.89', '#1,168,267.89', '§1,168,267.89', '¥1,168,267.89'])
      assert.equal(normaliseItemText(t, seps), '1,168,267.89', t);
    assert.equal(normaliseItemText('-N1,800.00', seps), '-1,800.00');
    for (const t of ['+1,800.00', '(1,800.00)', 'AB1,800.00', '01/02/2024', 'NGN', 'N500']) assert.equal(normaliseItemText(t, seps), t, t);
  });

  it('given a 1 read as a stroke in an amount ("69,526.4)", "1]2,500.00") then it is a 1 again; brackets of a negative and words stay', () => {
    const seps = { group: ',', decimal: '.' } as const;
    assert.equal(normaliseItemText('69,526.4)', seps), '69,526.41');
    assert.equal(normaliseItemText('1]2,500.00', seps), '112,500.00');
    assert.equal(normaliseItemText('l0.00', seps), '10.00');
    for (const t of ['(1,800.00)', 'ATM', 'Il', 'PAID)']) assert.equal(normaliseItemText(t, seps), t, t);
  });

  it('given a figure OCR split inside a thousands group ("3,932,73 1.65") then it is one amount again; two whole amounts side by side stay two', () => {
    const seps = { group: ',', decimal: '.' } as const;
    assert.equal(normaliseItemText('3,932,73 1.65', seps), '3,932,731.65');
    assert.equal(normaliseItemText('3,932,7 31.65', seps), '3,932,731.65');
    assert.equal(normaliseItemText('1,234.56 7.89', seps), '1,234.56 7.89');
    assert.equal(normaliseItemText('AG 12 34', seps), 'AG 12 34');
    assert.equal(normaliseItemText('1.234.56 7,89', { group: '.', decimal: ',' }), '1.234.567,89');
  });

  it('given a 5 read as "§" or "$" in a figure ("-§,970.00", "$,830.00", "-§3.00"), a minus read as "~" or a speck after the cents then the figure reads as printed; a "§" before a grouped amount stays the currency sign', () => {
    const seps = { group: ',', decimal: '.' } as const;
    assert.equal(normaliseItemText('-§,970.00', seps), '-5,970.00');
    assert.equal(normaliseItemText('-§.00', seps), '-5.00');
    assert.equal(normaliseItemText('1§2.40', seps), '152.40');
    assert.equal(normaliseItemText('~80.00', seps), '-80.00');
    assert.equal(normaliseItemText('$,830.00', seps), '5,830.00');
    assert.equal(normaliseItemText('-§3.00', seps), '-53.00');
    assert.equal(normaliseItemText('6,690.00.', seps), '6,690.00');
    assert.equal(normaliseItemText('12,500.00:', seps), '12,500.00');
    assert.equal(normaliseItemText('120.10°', seps), '120.10');
    assert.equal(normaliseItemText('§1,168,267.89', seps), '1,168,267.89');
    for (const t of ['$70.00', '~ABC', 'Section §.', '§', 'No.', '12.', 'A.B.']) assert.equal(normaliseItemText(t, seps), t, t);
  });

  it('given a speck read as a second separator ("3,908,.528.41") then the amount reads as printed', () => {
    const seps = { group: ',', decimal: '.' } as const;
    assert.equal(normaliseItemText('3,908,.528.41', seps), '3,908,528.41');
    assert.equal(normaliseItemText('12,.50', seps), '12.50');
    assert.equal(normaliseItemText('a,.b', seps), 'a,.b');
  });
});

describe('ocr/words-to-items (a figure and the next column on a tight table)', () => {
  const lineOf = (words: ReturnType<typeof word>[]): OcrLine => ({ words, baseline: { x0: 0, y0: 118, x1: 2000, y1: 118 }, rowHeight: null });

  it('given a balance set a column gap before the branch printed after it when converted then they are two items', () => {
    // Word boxes 20 px tall: the line is about 28.6 px high; a gap of 18 px is under the phrase gap but wider than a space.
    const items = ocrLinesToItems([lineOf([word('2,917,195.02', 1000, 1180), word('E-CHANNELS', 1198, 1330)])], 200 / 72);
    assert.deepEqual(
      items.map((i) => i.str),
      ['2,917,195.02', 'E-CHANNELS'],
    );
  });

  it('given a marker or a currency code after a figure, or words set a space apart, when converted then they stay one item', () => {
    const items = ocrLinesToItems(
      [
        lineOf([word('500.00', 100, 180), word('CR', 198, 230)]),
        lineOf([word('100.00', 100, 180), word('KES', 198, 250)]),
        lineOf([word('12.50', 100, 170), word('fee', 176, 210)]),
      ],
      200 / 72,
    );
    assert.deepEqual(
      items.map((i) => i.str),
      ['500.00 CR', '100.00 KES', '12.50 fee'],
    );
  });
});

describe('ocr/money-separators joinSplitCents (cents set apart from their mark)', () => {
  it('given "7 867. 82Cr", "000. 00" or "3.056, 82" then the figure is one again, on a page of any separators', () => {
    assert.equal(joinSplitCents('7 867. 82Cr'), '7 867.82Cr');
    assert.equal(joinSplitCents('000. 00'), '000.00');
    assert.equal(joinSplitCents('3.056, 82'), '3.056,82');
  });

  it('given words, a clear figure or three digits after a mark then nothing changes', () => {
    for (const t of ['No. 12 items', '1 528.77', 'Sect. 123', 'Page 2, 14 lines']) assert.equal(joinSplitCents(t), t);
  });
});

describe('ocr/money-separators pageSeparators (thousands grouped by a space)', () => {
  it('given figures grouped by a space, which OCR gives as two words each, then the page’s separators are a space and a point', () => {
    assert.deepEqual(pageSeparators(['9', '120.75Cr', '11', '620.75Cr', '69.00', '10', '973.85Cr']), { group: ' ', decimal: '.' });
  });

  it('given a count beside an amount once, against comma-grouped figures, then the commas win', () => {
    assert.deepEqual(pageSeparators(['2', '100.00', '1,250.00', '12,500.00']), { group: ',', decimal: '.' });
  });
});
