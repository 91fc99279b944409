import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

describe('extraction/across-tables (a table printed two records across)', () => {
  it('given checks paid printed two across ("CHECK NO. | DATE PAID | AMOUNT" twice) under a checks heading when extracted then every check is a debit row of its own, read left to right', () => {
    const H = row(
      200,
      [87, 'CHECK NO.'],
      [157, 'DATE PAID'],
      [285, 'AMOUNT', 'right'],
      [327, 'CHECK NO.'],
      [397, 'DATE PAID'],
      [525, 'AMOUNT', 'right'],
    );
    const two = (y: number, a: [string, string, string], b?: [string, string, string]) => {
      const cells: Cell[] = [
        [87, a[0]],
        [157, a[1]],
        [285, a[2], 'right'],
      ];
      if (b) cells.push([327, b[0]], [397, b[1]], [525, b[2], 'right']);
      return row(y, ...cells);
    };
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [46, 'December 12, 2025 through January 13, 2026']),
          row(60, [60, 'Beginning Balance'], [560, '$4,128.77', 'right']),
          row(72, [60, 'Ending Balance'], [560, '$2,894.88', 'right']),
          row(100, [46, 'DEPOSITS AND ADDITIONS']),
          row(112, [46, 'DATE'], [91, 'DESCRIPTION'], [566, 'AMOUNT', 'right']),
          row(124, [46, '12/12'], [91, 'Payroll Dir Dep ACME'], [566, '500.00', 'right']),
          row(136, [91, 'Total Deposits and Additions'], [566, '$500.00', 'right']),
          row(188, [46, 'CHECKS PAID']),
          H,
          two(212, ['1041', '12/15', '616.25'], ['1042', '12/24', '291.66']),
          two(224, ['1044 *', '12/23', '149.07'], ['1045', '12/12', '151.95']),
          two(236, ['1046', '01/06', '524.96']),
          row(248, [87, 'Total Checks Paid'], [285, '$1,733.89', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.filter((t) => t.type === 'debit').map((t) => [t.date, t.amount]),
      [
        ['2025-12-12', 151.95],
        ['2025-12-15', 616.25],
        ['2025-12-23', 149.07],
        ['2025-12-24', 291.66],
        ['2026-01-06', 524.96],
      ],
    );
    assert.equal(s.reconciliation.closing_balance.matches, true);
    // A check prints no narration: its number names it.
    assert.deepEqual(
      s.transactions.filter((t) => t.type === 'debit').map((t) => t.description),
      ['1045', '1041', '1044 *', '1042', '1046'],
    );
  });
});
