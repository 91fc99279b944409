import assert from 'node:assert/strict';
import { pageLines } from '../../../src/extraction/layout';
import { rightToLeftTotals } from '../../../src/extraction/rtl-totals';
import { page, row } from '../../helpers/pdf-text';

const totalsOf = (...cells: [number, string][]) => rightToLeftTotals(pageLines(page(1, [row(100, ...cells)]))[0]!);

describe('extraction/rtl-totals: totals labelled in Arabic or Persian', () => {
  it('given a Persian total with its figure to the left (read after the label) when read then that figure is the total', () => {
    assert.deepEqual(totalsOf([40, '1,350,130,466'], [200, 'جمع کل واریز:']), [{ label: 'جمع کل واریز', kind: 'credits', value: 135013046600 }]);
  });

  it('given a bilingual summary laid out left to right (English label, Arabic label, figure) when read then each Arabic label takes the figure after it, not the one before the English words', () => {
    const totals = totalsOf(
      [30, 'Total Debits'],
      [90, 'إجمالي المدين'],
      [160, '106,842.34 Dr'],
      [250, 'Total Credits'],
      [320, 'إجمالي الدائن'],
      [390, '82,699.90 Cr'],
    );
    assert.deepEqual(
      totals.map((t) => [t.kind, t.value]),
      [
        ['debits', 10684234],
        ['credits', 8269990],
      ],
    );
  });
});
