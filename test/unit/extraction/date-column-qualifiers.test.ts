import assert from 'node:assert/strict';
import { assignCells, columnBoundaries } from '../../../src/extraction/column-bounds';
import type { Column } from '../../../src/extraction/columns';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { withDateQualifiers } from '../../../src/extraction/header-labels';
import type { Line, Word } from '../../../src/extraction/layout';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

const col = (role: Column['role'], label: string, x0: number, x1: number): Column => ({ role, label, x0, x1 });
const word = (text: string, x0: number, x1: number): Word => ({ text, x0, x1, size: 8 }) as Word;
const line = (...words: Word[]): Line => ({ words, text: words.map((w) => w.text).join(' '), y: 100, page: 1, size: 8 }) as unknown as Line;

const money = (debit: string, credit: string): Cell[] => [
  ...(debit ? [[455, debit, 'right'] as Cell] : []),
  ...(credit ? [[525, credit, 'right'] as Cell] : []),
];

describe('extraction: which date a date column holds, read the same way on every page', () => {
  describe('a boundary between two labels that every value crosses', () => {
    const columns = [col('value_date', 'Value Date', 94, 112), col('other', 'Instrmnt Number', 137, 166)];
    const dates = [1, 2, 3].map(() => line(word('26-04-2024', 100.8, 136.8)));
    // A footer's time under the right part of the strip leaves its left part the least crossed.
    const footer = line(word('17:29:01', 120, 140));
    it('given left-aligned values starting under the left label when learnt then the boundary keeps them under it', () => {
      const [b] = columnBoundaries(columns, [...dates, footer]);
      const cells = assignCells(dates[0]!, [b!], 2);
      assert.deepEqual(
        cells.map((c) => c.map((w) => w.text)),
        [['26-04-2024'], []],
      );
    });
    it('given right-aligned figures ending under the right label when learnt then the boundary keeps them under it', () => {
      const money = [col('debit', 'Debit', 300, 330), col('credit', 'Credit', 360, 390)];
      const figures = [1, 2, 3].map(() => line(word('12,345,678.00', 329.5, 388)));
      const note = line(word('reference-note', 330, 359));
      const [b] = columnBoundaries(money, [...figures, note]);
      assert.deepEqual(
        assignCells(figures[0]!, [b!], 2).map((c) => c.map((w) => w.text)),
        [[], ['12,345,678.00']],
      );
    });
    it('given a single wide word (narration, not a column of values) when learnt then the boundary stays where the strip is', () => {
      const text = [col('date', 'Date', 34, 51), col('amount', 'Amount', 232, 266)];
      const before = columnBoundaries(text, [line(word('narration-run-long', 40, 251))]);
      assert.ok(before[0]! < 251);
    });
  });

  describe('a qualifier stacked over a date label', () => {
    it('given "GL." printed over "Date" when grouped then it joins the date label, not a column of its own', () => {
      const out = withDateQualifiers([col('other', 'GL.', 65, 76), col('date', 'Date', 65, 79)]);
      assert.deepEqual(out, [col('date', 'GL. Date', 65, 79)]);
    });
    it('given a stacked group without a date label when grouped then nothing changes', () => {
      const group = [col('other', 'Transaction', 407, 446), col('debit', 'Debit Amount', 403, 446)];
      assert.deepEqual(withDateQualifiers(group), group);
    });
  });

  describe('"GL. Date | Value Date" on pages that print the header and pages that do not', () => {
    // Value dates start right of their label and run to where the next label starts; a footer word
    // under the strip between the labels pulls the learnt boundary left of the dates' centre.
    const header = (y: number) => [
      row(y, [40, 'GL.'], [108, 'Value'], [196, 'Instrmnt'], [240, 'Particulars'], [400, 'Transaction'], [470, 'Transaction'], [560, 'Balance']),
      row(y + 9, [40, 'Date'], [108, 'Date'], [196, 'Number'], [400, 'Debit Amount'], [470, 'Credit Amount']),
    ];
    const r = (y: number, gl: string, value: string, desc: string, debit: string, credit: string, bal: string) =>
      row(y, [36, gl], [112, value], [240, desc], ...money(debit, credit), [600, bal, 'right']);
    const footer = (y: number) => row(y, [40, 'Printed'], [140, '17:29:01'], [300, 'Customer Account Ledger Report']);
    const text = pdfText(
      page(1, [
        row(40, [40, 'BANK OF EXAMPLE']),
        row(52, [40, 'Customer Account Ledger Report from 01-03-2024 to 31-05-2024']),
        row(64, [40, 'Opening Balance :'], [160, '338.05Cr']),
        ...header(90),
        r(115, '04-03-2024', '03-03-2024', 'UPI/4063/paytm', '50.00', '', '288.05Cr'),
        r(125, '05-03-2024', '05-03-2024', 'UPI/4431/grocer', '60.00', '', '228.05Cr'),
        r(135, '14-03-2024', '14-03-2024', 'Credit through PFMS', '', '2,212.00', '2,440.05Cr'),
        footer(400),
      ]),
      page(2, [
        r(40, '01-05-2024', '30-04-2024', 'Int.Pd:01-02-2024 to 30-04-2024', '', '2.00', '2,442.05Cr'),
        r(50, '02-05-2024', '02-05-2024', 'UPI/4123/shop', '400.00', '', '2,042.05Cr'),
        row(70, [40, 'Page Total Credit :'], [200, '2.00']),
        ...header(200),
        r(225, '06-05-2024', '05-05-2024', 'UPI/4126/gpay', '16.00', '', '2,026.05Cr'),
        r(235, '07-05-2024', '07-05-2024', 'UPI/4494/hdfc', '', '200.00', '2,226.05Cr'),
        footer(400),
      ]),
    );

    it('when extracted then every row takes the value date (never after the ledger date) and keeps the ledger date beside it', () => {
      const s = extractStatement(text);
      assert.deepEqual(
        s.transactions.map((t) => t.date),
        ['2024-03-03', '2024-03-05', '2024-03-14', '2024-04-30', '2024-05-02', '2024-05-05', '2024-05-07'],
      );
      assert.deepEqual(
        s.details!.map((d) => d.value_date),
        ['2024-03-04', '2024-03-05', '2024-03-14', '2024-05-01', '2024-05-02', '2024-05-06', '2024-05-07'],
      );
      assert.equal(s.reconciliation.verdict, 'reconciled');
    });
  });
});
