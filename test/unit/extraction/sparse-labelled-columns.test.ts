import assert from 'node:assert/strict';
import type { Column } from '../../../src/extraction/columns';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { Line, Word } from '../../../src/extraction/layout';
import { numericClusters, placeMoneyColumns } from '../../../src/extraction/numeric-columns';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A business account whose few credits stand alone in their column, among many debits each followed by
 * lines of narration (the SPEI details of a Mexican estado de cuenta), and a fiscal summary of zero
 * figures printed on the same pages: the credits are a column under their own label all the same.
 */
/** A word of letters unique to row `i` (page furniture is found by lines repeated with any digits). */
const tag = (i: number) => String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 75 + (i % 7));

const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function statement(opts: { rows: number; credits: number[]; narration: number; fiscal: 'first page' | 'every page' }) {
  const lines: PdfTextItem[][] = [
    row(40, [40, 'BANCO DEL BAJIO SUR']),
    row(55, [40, 'Periodo del 01/03/2024 al 31/03/2024']),
    row(70, [40, 'Saldo anterior'], [300, '50,000.00']),
    row(100, [20, 'Date'], [90, 'Reference'], [150, 'Description'], [415, 'Debit'], [481, 'Credit'], [532, 'Balance']),
  ];
  let y = 115;
  let balance = 5_000_000;
  const expected: Array<[number, 'debit' | 'credit', number]> = [];
  for (let i = 0; i < opts.rows; i++) {
    const credit = opts.credits.includes(i);
    const amount = credit ? 120_000 + i * 100 : 1_500 + i * 37;
    balance += credit ? amount : -amount;
    expected.push([amount / 100, credit ? 'credit' : 'debit', balance / 100]);
    const day = String(1 + Math.floor((i * 28) / opts.rows)).padStart(2, '0');
    lines.push(
      row(
        y,
        [20, `${day}/03/2024`],
        [90, String(2900000000 + i * 7919)],
        [150, credit ? `DEPOSITO SPEI ${tag(i)}` : `TRASPASO SPEI ${tag(i)}`],
        credit ? [510, money(amount), 'right'] : [443, money(amount), 'right'],
        [565, money(balance), 'right'],
      ),
    );
    y += 11;
    for (let n = 0; n < opts.narration; n++) {
      lines.push(row(y, [150, n === 0 ? `CLIENTE ${tag(i)} ${tag(i + 1)}` : `CLAVE DE RASTREO ${tag(i)} ${tag(i + n)}`]));
      y += 11;
    }
  }
  lines.push(row(y + 10, [40, 'Saldo final'], [300, money(balance)]));
  const pages = [];
  // Pages of 60 lines, the header printed on the first only.
  const header = lines.slice(3, 4)[0]!;
  const body = lines.slice(4);
  for (let p = 0; p * 60 < body.length; p++) {
    const chunk = body.slice(p * 60, p * 60 + 60).map((items, k) => items.map((it) => ({ ...it, y: 115 + k * 11 })));
    const fiscal =
      opts.fiscal === 'every page' || p === 0
        ? ['Suma de Ingresos', 'Suma de Egresos', 'Suma de Retenciones'].map((label, k) =>
            row(790 + 10 * k, [40, `${label} ${tag(p)}`], [314, '$0.00', 'right'], [357, '$0.00', 'right']),
          )
        : [];
    pages.push(page(p + 1, [...(p === 0 ? [...lines.slice(0, 3), header] : []), ...chunk, ...fiscal]));
  }
  return { text: pdfText(...pages), expected };
}

describe('extraction: a sparse money column under its own label', () => {
  it('given three credits among sixty debits with three lines of narration each and a fiscal summary on every page when extracted then every credit is read', () => {
    const { text, expected } = statement({ rows: 60, credits: [9, 31, 50], narration: 3, fiscal: 'every page' });
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      expected,
    );
    assert.equal(s.reconciliation.verdict, 'reconciled', JSON.stringify(s.reconciliation.warnings));
  });

  it('given a fiscal summary of zero figures on a page with two credits when extracted then the credits keep their column', () => {
    const { text, expected } = statement({ rows: 14, credits: [3, 8], narration: 1, fiscal: 'first page' });
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      expected,
    );
    assert.equal(s.reconciliation.verdict, 'reconciled', JSON.stringify(s.reconciliation.warnings));
  });

  it('given a few whole numbers (payment references) under a money label among many lines when clustered then they make no column', () => {
    const right = (x: number, text: string): Word => ({ text, x0: x - text.length * 4.4, x1: x, y: 0, size: 8 });
    const line = (y: number, ...words: Word[]): Line => ({ page: 1, y, size: 8, words, text: words.map((w) => w.text).join(' ') });
    const labels = [
      { role: 'debit', label: 'Payment', x0: 246, x1: 271 },
      { role: 'credit', label: 'Credit', x0: 481, x1: 512 },
      { role: 'balance', label: 'Balance', x0: 529, x1: 560 },
    ] as Column[];
    const lines: Line[] = [];
    for (let i = 0; i < 150; i++)
      lines.push(
        i % 50 === 7 ? line(i * 11, right(270, String(5427538 + i))) : line(i * 11, right(512, `${100 + i}.00`), right(560, `${2000 + i}.50`)),
      );
    assert.deepEqual(
      numericClusters(lines, undefined, labels).map((c) => Math.round(c.x1)),
      [512, 560],
    );
  });

  it('given more clusters than money labels when placed then clusters of figures under a label come first, whole numbers under one do not', () => {
    const labels = [
      { role: 'debit', label: 'Payment', x0: 246, x1: 271 },
      { role: 'other', label: '(Money In)', x0: 410, x1: 437 },
      { role: 'credit', label: 'Credit', x0: 481, x1: 512 },
      { role: 'balance', label: 'Balance', x0: 529, x1: 560 },
    ] as Column[];
    const cluster = (x0: number, x1: number, count: number, wholeNumbers = false) => ({
      x0,
      x1,
      edge: x1,
      count,
      ...(wholeNumbers ? { wholeNumbers: true as const } : {}),
    });
    const money = (clusters: ReturnType<typeof cluster>[]) =>
      placeMoneyColumns(labels, clusters)
        .filter((c) => c.role !== 'other')
        .map((c) => [c.role, c.x0]);
    // Payment references (whole numbers) under the first label: the three columns of figures are kept.
    assert.deepEqual(money([cluster(246, 270, 2, true), cluster(410, 437, 3), cluster(481, 512, 9), cluster(529, 560, 12)]), [
      ['debit', 410],
      ['credit', 481],
      ['balance', 529],
    ]);
    // A fiscal summary's figures outnumber the credits printed under their label: the credits are kept.
    assert.deepEqual(
      money([cluster(300, 314, 6), cluster(246, 270, 20), cluster(481, 512, 3), cluster(529, 560, 23)]).map(([role, x0]) => `${role}@${x0}`),
      ['debit@246', 'credit@481', 'balance@529'],
    );
  });
});
