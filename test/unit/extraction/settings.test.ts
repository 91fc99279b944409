import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { documentDecimal } from '../../../src/extraction/number-format';
import { DEFAULT_SETTINGS, readingSettings, type ReadingSettings } from '../../../src/extraction/settings';
import { withoutSubtotals } from '../../../src/extraction/subtotal-rows';
import type { Entry } from '../../../src/extraction/entries';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

const ROOT = join(__dirname, '../../..');
const keys = (s: ReadingSettings) =>
  Object.entries(s).flatMap(([section, values]) => Object.entries(values as Record<string, number>).map(([key, value]) => ({ section, key, value })));

/**
 * A statement whose figures print 2 points below their narration (a report engine's padded cell boxes):
 * at type size 8 they join their row within the default baseline tolerance (0.4 × 8 = 3.2 points).
 */
function paddedCells() {
  const lines = [
    row(40, [40, 'ACME BANK PLC']),
    row(60, [40, 'Statement period 01/03/2024 to 31/03/2024']),
    row(80, [40, 'Opening balance'], [400, '1,000.00', 'right']),
    row(100, [40, 'Date'], [110, 'Description'], [300, 'Debit', 'right'], [350, 'Credit', 'right'], [420, 'Balance', 'right']),
  ];
  const rows: [string, string, string, string, string][] = [
    ['02/03/2024', 'SUPERMARKET', '100.00', '', '900.00'],
    ['05/03/2024', 'SALARY MARCH', '', '2,500.00', '3,400.00'],
    ['09/03/2024', 'ELECTRICITY', '400.00', '', '3,000.00'],
    ['14/03/2024', 'FUEL STATION', '50.00', '', '2,950.00'],
  ];
  rows.forEach(([d, text, debit, credit, balance], i) => {
    const y = 115 + 14 * i;
    const figures: [number, string][] = [
      [300, debit],
      [350, credit],
      [420, balance],
    ];
    lines.push([item(40, y, d), item(110, y, text), ...figures.filter(([, t]) => t).map(([x, t]) => item(x - t.length * 4.4, y + 2, t))]);
  });
  return pdfText(page(1, lines));
}

const read = (settings?: Parameters<typeof extractStatement>[1]) => {
  try {
    return extractStatement(paddedCells(), settings).transactions.map((t) => [t.date, t.amount, t.type, t.balance]);
  } catch (e) {
    return (e as Error).message;
  }
};

describe('extraction/settings: the one documented settings object', () => {
  it('given every key of the settings when the README and settings.ts are read then each key has a doc comment and a README row with its default', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const source = readFileSync(join(ROOT, 'src/extraction/settings.ts'), 'utf8').split('\n');
    const all = keys(DEFAULT_SETTINGS);
    assert.ok(all.length >= 40, `${all.length} keys`);
    for (const { section, key, value } of all) {
      const at = source.findIndex((l) => l.trim() === `${key}: number;`);
      assert.ok(at > 0 && source[at - 1]!.trim().endsWith('*/'), `settings.ts: ${section}.${key} has no doc comment`);
      const line = readme.split('\n').find((l) => l.startsWith(`| \`${section}.${key}\` |`));
      assert.ok(line, `README: no row for ${section}.${key}`);
      const cells = line.split('|').map((c) => c.trim());
      assert.equal(Number(cells[2]!.replace(/[,_ ]/g, '')), value, `README: default of ${section}.${key}`);
      assert.ok(cells[3] && cells[4], `README: unit and meaning of ${section}.${key}`);
    }
  });

  it('given a partial override when the settings are made then only the given keys change', () => {
    const s = readingSettings({ lines: { baselineTolerance: 0.1 }, rows: { strayMinDated: 9 } });
    assert.equal(s.lines.baselineTolerance, 0.1);
    assert.equal(s.lines.figureOffset, DEFAULT_SETTINGS.lines.figureOffset);
    assert.equal(s.rows.strayMinDated, 9);
    assert.deepEqual(s.columns, DEFAULT_SETTINGS.columns);
    assert.deepEqual(keys(readingSettings()), keys(DEFAULT_SETTINGS));
  });

  it('given figures printed 2 points below their narration when read with the default line tolerances then they join their rows; with a looser one passed to extractStatement the rows run together', () => {
    assert.deepEqual(read(), [
      ['2024-03-02', 100, 'debit', 900],
      ['2024-03-05', 2500, 'credit', 3400],
      ['2024-03-09', 400, 'debit', 3000],
      ['2024-03-14', 50, 'debit', 2950],
    ]);
    // Baselines 14 points apart share a line under a tolerance of 2 × 8 points: the rows run together.
    assert.notDeepEqual(read({ settings: { lines: { baselineTolerance: 2 } } }), read());
  });

  it('given figures that show their decimal mark three to one when the share that must agree is lowered then the document format is decided', () => {
    const figures = ['1.234,56', '12,50', '3 000,25', '1,000.00'];
    assert.equal(documentDecimal(figures), null);
    assert.equal(documentDecimal(figures, { ...DEFAULT_SETTINGS.amounts, decimalShare: 0.75 }), ',');
    assert.equal(documentDecimal(figures.slice(0, 2), { ...DEFAULT_SETTINGS.amounts, decimalMinFigures: 2 }), ',');
  });

  it('given an undated line adding up the two rows above it when the fewest rows of a subtotal is lowered to two then it is a subtotal', () => {
    const entry = (signed: number, iso: string | null): Entry =>
      ({ kind: 'txn', status: null, signed, balance: null, iso, impossibleDate: null }) as Entry;
    const rows = [entry(-1000, '2024-03-01'), entry(-2500, '2024-03-02'), entry(-3500, null)];
    assert.equal(withoutSubtotals(rows).subtotals.length, 0);
    assert.deepEqual(withoutSubtotals(rows, 2).subtotals, [rows[2]]);
  });
});
