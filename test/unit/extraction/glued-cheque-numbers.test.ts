import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { Line, Word } from '../../../src/extraction/layout';
import { moneyCells } from '../../../src/extraction/money-cells';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A business account history whose labels sit at the left edge of their columns while the figures are
 * right-aligned against the next label (debits end under "CREDIT", credits under "RUNNING BALANCE"),
 * "POSTING DATE" printed a little below the other labels, and each running balance drawn in one text
 * run with the cheque number of the next column ("1,388,737.46 000000000").
 */
const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A word of letters unique to row `i` (page furniture is found by lines repeated with any digits). */
const tag = (i: number) => String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 75 + (i % 7));

function statement(rows: number) {
  const header: PdfTextItem[][] = [
    row(40, [330, 'BUSINESS BANKING']),
    row(70, [350, 'Transaction History']),
    row(120, [35, 'Account Number:'], [135, '0101234567']),
    row(264, [103, 'BRANCH'], [223, 'DESCRIPTION'], [343, 'DEBIT'], [480, 'CREDIT'], [619, 'RUNNING BALANCE'], [727, 'CHECK NUMBER']),
    row(268.7, [35, 'POSTING DATE']),
  ];
  const expected: Array<[number, 'debit' | 'credit', number]> = [];
  let balance = 1_250_000_00;
  const pages = [];
  let body: PdfTextItem[][] = [];
  for (let i = 0; i < rows; i++) {
    const credit = i % 3 !== 1;
    const amount = credit ? 50_000_00 + i * 1_250 : 1_930_75 + i * 10_000_00;
    balance += credit ? amount : -amount;
    expected.push([amount / 100, credit ? 'credit' : 'debit', balance / 100]);
    const y = 300 + (i % 10) * 40;
    body.push(
      row(
        y,
        [32, `08/${String(1 + i).padStart(2, '0')}/2025`],
        [100, credit ? 'OTHER BANKS' : 'BANKING'],
        [220, `FT ${tag(i)} DIGIFI`],
        credit ? [615, money(amount), 'right'] : [476, money(amount), 'right'],
      ),
      [item(665, y, `${money(balance)} ${String(i % 4 === 0 ? 101570 + i : 0).padStart(9, '0')}`)],
      row(y + 6, [220, `IBTD ${tag(i)}${tag(i + 3)}`]),
    );
    if (i % 10 === 9 || i === rows - 1) {
      pages.push(page(pages.length + 1, [...header, ...body], [842, 595]));
      body = [];
    }
  }
  return { text: pdfText(...pages), expected };
}

describe('extraction: running balances drawn in one run with the cheque number beside them', () => {
  it('given labels at the left of right-aligned figures and each balance glued to its cheque number when extracted then every row reconciles', () => {
    const { text, expected } = statement(24);
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      expected,
    );
    assert.equal(s.reconciliation.verdict, 'reconciled', JSON.stringify(s.reconciliation.balance_breaks));
  });

  it('given a decimal figure followed by a bare whole number in one phrase when its cells are read then the figure is a cell and the number is not', () => {
    const words: Word[] = [
      { text: 'FT', x0: 220, x1: 230, y: 0, size: 8 },
      { text: '1,388,737.46', x0: 665, x1: 718, y: 0, size: 8 },
      { text: '000000000', x0: 722, x1: 762, y: 0, size: 8 },
    ];
    const line: Line = { page: 1, y: 0, size: 8, words, text: words.map((w) => w.text).join(' ') };
    assert.deepEqual(
      moneyCells(line).map((c) => [c.words.map((w) => w.text).join(' '), c.money.minor]),
      [['1,388,737.46', 138873746]],
    );
  });

  it('given a whole number after words, not after a figure, when its cells are read then the line has no money', () => {
    const words: Word[] = [
      { text: 'CHEQUE', x0: 220, x1: 245, y: 0, size: 8 },
      { text: '000101570', x0: 249, x1: 289, y: 0, size: 8 },
    ];
    const line: Line = { page: 1, y: 0, size: 8, words, text: words.map((w) => w.text).join(' ') };
    assert.deepEqual(moneyCells(line), []);
  });
});
