import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findHeaders } from '../../../src/extraction/header-hints';
import { buildSynonyms, joinBrokenWords, labelVocabulary, stackedGroups } from '../../../src/extraction/header-labels';
import { pageLines, type Line, type Word } from '../../../src/extraction/layout';
import { genericProfile } from '../../../src/extraction/profiles';
import { page, pdfText, row } from '../../helpers/pdf-text';

const word = (text: string, x0: number, x1: number, y = 100): Word => ({ text, x0, x1, y, size: 8 });
const line = (y: number, ...words: Word[]): Line => ({ words, text: words.map((w) => w.text).join(' '), y, page: 1, size: 8 });
const vocabulary = labelVocabulary(buildSynonyms(genericProfile));

describe('extraction: a table header printed over several lines', () => {
  describe('labels of neighbouring columns that share a word', () => {
    it('given "Transaction" over "Date" set close beside "Transaction" over "Posted" / "Date" when grouped then they are two labels', () => {
      const groups = stackedGroups([
        line(100, word('Transaction', 100, 148), word('Transaction', 151, 199)),
        line(108, word('Date', 110, 128, 108), word('Posted', 161, 187, 108)),
        line(116, word('Date', 163, 181, 116)),
      ]);
      assert.deepEqual(
        groups.map((g) => g.map((w) => w.text).join(' ')),
        ['Transaction Date', 'Transaction Posted Date'],
      );
    });
    it('given "Cheque No" over "Ref No", each line set close, when grouped then it stays one label', () => {
      const groups = stackedGroups([
        line(100, word('Cheque', 100, 126), word('No', 129, 138)),
        line(108, word('Ref', 108, 121, 108), word('No', 124, 133, 108)),
      ]);
      assert.deepEqual(
        groups.map((g) => g.map((w) => w.text).join(' ')),
        ['Cheque No Ref No'],
      );
    });
  });

  describe('a word broken over two header lines', () => {
    const join = (top: string, bottom: string[]) =>
      joinBrokenWords([word(top, 300, 331), ...bottom.map((t, i) => word(t, 300 + i * 16, 313 + i * 16, 108))], vocabulary).map((w) => w.text);
    it('given "Withdra" over "wal (Dr)" when joined then it reads "Withdrawal"', () => {
      assert.deepEqual(join('Withdra', ['wal', '(Dr)']), ['Withdrawal', '(Dr)']);
    });
    it('given "Depos" over "it" and "Bal-" over "ance" when joined then they read "Deposit" and "Balance"', () => {
      assert.deepEqual(join('Depos', ['it']), ['Deposit']);
      assert.deepEqual(join('Bal-', ['ance']), ['Balance']);
    });
    it('given two whole label words stacked ("Value" over "Date", "Debit" over "Amount") when joined then they stay two words', () => {
      assert.deepEqual(join('Value', ['Date']), ['Value', 'Date']);
      assert.deepEqual(join('Debit', ['Amount']), ['Debit', 'Amount']);
    });
    it('given a fragment beside, not under, the word above when joined then it stays apart', () => {
      const out = joinBrokenWords([word('Withdra', 300, 331), word('wal', 340, 353, 108)], vocabulary);
      assert.deepEqual(
        out.map((w) => w.text),
        ['Withdra', 'wal'],
      );
    });
  });

  describe('a three-line header with broken words and two "Transaction" labels', () => {
    const text = pdfText(
      page(1, [
        row(60, [40, 'Statement of account']),
        row(100, [40, 'Value'], [100, 'Transaction'], [152, 'Transaction'], [220, 'Particulars'], [320, 'Withdra'], [380, 'Depos'], [440, 'Bal']),
        row(108, [40, 'Date'], [110, 'Date'], [158, 'Posted'], [320, 'wal (Dr)'], [380, 'it (Cr)'], [440, 'ance']),
        row(116, [160, 'Date']),
        row(
          130,
          [40, '03/01/2024'],
          [100, '01/01/2024'],
          [152, '02/01/2024'],
          [220, 'Salary'],
          [402, '1,000.00', 'right'],
          [470, '1,500.00', 'right'],
        ),
        row(140, [40, '06/01/2024'], [100, '05/01/2024'], [152, '05/01/2024'], [220, 'Rent'], [351, '200.00', 'right'], [470, '1,300.00', 'right']),
        row(
          150,
          [40, '09/01/2024'],
          [100, '08/01/2024'],
          [152, '09/01/2024'],
          [220, 'Groceries'],
          [351, '50.00', 'right'],
          [470, '1,250.00', 'right'],
        ),
      ]),
    );

    it('when the header is found then it spans the three lines and names every money column', () => {
      const pages = text.pages.map((p) => pageLines(p));
      const [h] = findHeaders(pages, genericProfile);
      assert.equal(h!.span, 3);
      assert.deepEqual(
        h!.columns.filter((c) => c.role !== 'other').map((c) => [c.role, c.label]),
        [
          ['value_date', 'Value Date'],
          ['date', 'Transaction Date'],
          ['description', 'Particulars'],
          ['debit', 'Withdrawal'],
          ['credit', 'Deposit'],
          ['balance', 'Balance'],
        ],
      );
    });

    it('when extracted then withdrawals are debits, the transaction date is the date, and the balances chain', () => {
      const s = extractStatement(text);
      assert.deepEqual(
        s.transactions.map((t) => [t.date, t.type, t.amount, t.balance]),
        [
          ['2024-01-01', 'credit', 1000, 1500],
          ['2024-01-05', 'debit', 200, 1300],
          ['2024-01-08', 'debit', 50, 1250],
        ],
      );
    });
  });

  describe('a heading under a two-line header that spans two of its labels', () => {
    // A card's "Trans | Post" over "Date | Date", then "TRANSACTIONS" across both date columns titling the rows.
    const text = pdfText(
      page(1, [
        row(60, [40, 'Card statement']),
        row(72, [40, 'Statement period: 12/12/23 - 01/11/24']),
        row(100, [40, 'Trans'], [85, 'Post'], [160, 'Description'], [470, 'Amount', 'right']),
        row(108, [40, 'Date'], [85, 'Date']),
        row(118, [40, 'TRANSACTIONS']),
        row(130, [40, '12/13'], [85, '12/15'], [160, 'COFFEE SHOP'], [470, '14.43', 'right']),
        row(140, [40, '12/14'], [85, '12/16'], [160, 'HARDWARE STORE'], [470, '158.23', 'right']),
        row(150, [40, '12/18'], [85, '12/19'], [160, 'PAYMENT - THANK YOU'], [470, '-200.00', 'right']),
      ]),
    );

    it('when the header is found then the heading stays out of it and the transaction date is the date', () => {
      const [h] = findHeaders(
        text.pages.map((p) => pageLines(p)),
        genericProfile,
      );
      assert.equal(h!.span, 2);
      assert.deepEqual(
        h!.columns.filter((c) => c.role !== 'other').map((c) => [c.role, c.label]),
        [
          ['date', 'Trans Date'],
          ['value_date', 'Post Date'],
          ['description', 'Description'],
          ['amount', 'Amount'],
        ],
      );
      assert.deepEqual(
        extractStatement(text).transactions.map((t) => t.date),
        ['2023-12-13', '2023-12-14', '2023-12-18'],
      );
    });
  });
});
