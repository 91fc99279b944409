import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
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
});
