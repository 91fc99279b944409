import assert from 'node:assert/strict';
import { directionMarker, parseMoney } from '../../../src/extraction/amounts';

describe('extraction/amounts: parseMoney', () => {
  const cases: Array<[string, number, 'dr' | 'cr' | null]> = [
    ['1,234.56', 123456, null],
    ['1.234,56', 123456, null],
    ['1 234,56', 123456, null],
    ["1'234.56", 123456, null],
    ['1,234,567.89', 123456789, null],
    ['-1,234.56', -123456, null],
    ['(1,234.56)', -123456, null],
    ['1,234.56-', -123456, null],
    ['1,234.56 DR', -123456, 'dr'],
    ['1,234.56dr', -123456, 'dr'],
    ['1,234.56 Cr', 123456, 'cr'],
    ['KES 1,234.56', 123456, null],
    ['₦1,234.56', 123456, null],
    ['$1,234.56', 123456, null],
    ['KSh 5.00', 500, null],
    ['USD1,000.00', 100000, null],
    ['0.00', 0, null],
    ['1,000', 100000, null],
    ['12,50', 1250, null],
    // Indian lakh/crore grouping.
    ['1,23,45,678.90', 1234567890, null],
    ['10,00,000.00', 100000000, null],
    ['-1,00,000.00', -10000000, null],
    ['1,23,456', 12345600, null],
    // Space, no-break, narrow no-break and apostrophe (straight or typographic) thousands.
    ['1\u00a0234\u00a0567,89', 123456789, null],
    ['1\u202f234,56', 123456, null],
    ['1\u2019234.56', 123456, null],
    // Balances with Afrikaans Dt/Kt and German S/H (Soll/Haben) markers; a trailing plus.
    ['12,345.67 Kt', 1234567, 'cr'],
    ['12,345.67 Dt', -1234567, 'dr'],
    ['12 345,67Dt', -1234567, 'dr'],
    ['1.234,56 S', -123456, 'dr'],
    ['1.234,56 H', 123456, 'cr'],
    ['1.234,56+', 123456, null],
    // The sign set a space after the figure, as the trailing minus is ("240,471.74 +" beside "4,728.85 -").
    ['240,471.74 +', 24047174, null],
    ['4,728.85 -', -472885, null],
    // Overdrawn figures in every printed form.
    ['-12,345.67 DR', -1234567, 'dr'],
    ['(12,345.67) Dr', -1234567, 'dr'],
    ['12,345.67-', -1234567, null],
    // The marker in brackets right after the figure.
    ['397.73(Cr)', 39773, 'cr'],
    ['10,078.68 (Cr)', 1007868, 'cr'],
    ['1,200.00 [DR]', -120000, 'dr'],
  ];
  for (const [text, minor, marker] of cases) {
    it(`given "${text}" when parsed then it is ${minor} minor units (${marker ?? 'no marker'})`, () => {
      assert.deepEqual(parseMoney(text), { minor, marker });
    });
  }

  it('given fillers when parsed then they are blank', () => {
    for (const f of ['', ' ', '-', '—', 'nil', 'N/A']) assert.equal(parseMoney(f), 'blank', f);
  });

  it('given words when parsed then they are not money', () => {
    for (const w of ['Completed', 'DR', 'abc 12', '12/01/2024']) assert.equal(parseMoney(w), null, w);
  });
});

describe('extraction/amounts: directionMarker', () => {
  it('given markers as printed when read then debit and credit come from the language data', () => {
    const cases: Array<[string, 'dr' | 'cr' | null]> = [
      ['DR', 'dr'],
      ['Cr.', 'cr'],
      ['Dt', 'dr'],
      ['KT', 'cr'],
      ['S', 'dr'],
      ['H', 'cr'],
      ['OD', 'dr'],
      ['Balance', null],
      ['', null],
    ];
    for (const [mark, want] of cases) assert.equal(directionMarker(mark), want, mark);
  });

  it('given an overdrawn balance printed "355.20 OD" when parsed then it is below zero', () => {
    const m = parseMoney('355.20 OD');
    assert.ok(m && m !== 'blank');
    assert.equal(m.marker, 'dr');
  });
});
