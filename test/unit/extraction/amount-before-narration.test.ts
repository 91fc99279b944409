import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { moneyCells } from '../../../src/extraction/money-cells';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A line printer's statement: deposits and debits in sections, each under a header whose labels a dot
 * leader joins into one run ("DATE..........AMOUNT.TRANSACTION DESCRIPTION"), every row printing its
 * amount before the narration, one space apart, and no running balance.
 */
const HEADER = 'DATE..........AMOUNT.TRANSACTION DESCRIPTION';
// At 4.4 points a character: AMOUNT starts 14 characters into the header, the narration 21.
const r = (y: number, date: string, rest: string) => row(y, [79, date], [141, rest]);
const lines = [
  row(40, [79, 'EXAMPLE FEDERAL SAVINGS BANK']),
  row(55, [380, 'STATEMENT DATE'], [460, '01/09/2014']),
  row(100, [103, 'DEPOSITS AND OTHER CREDITS']),
  row(112, [79, HEADER]),
  r(124, '12/31', '27.00 FUNDS TRANSFER CR'),
  row(148, [103, 'OTHER DEBITS']),
  row(160, [79, HEADER]),
  r(172, '12/13', '80.32 FUNDS TRANSFER DB'),
  r(184, '12/16', '10.00 POS DEBIT 123456'),
  row(196, [167, 'CORNER STORE SOME CITY ST']),
  r(208, '12/20', '16.12 DEBIT CARD PURCHASE 654987'),
  row(220, [167, 'ONLINE BOOKS']),
];

describe('extraction: amounts printed before the narration under a dot-leader header, in signed sections', () => {
  it('given labels joined by a dot leader when the line is read then each label is its own word at its own place', () => {
    const [l] = pageLines(page(1, [row(112, [79, HEADER])]));
    assert.deepEqual(
      l!.words.map((w) => [w.text, Math.round(w.x0)]),
      [
        ['DATE', 79],
        ['AMOUNT', 141],
        ['TRANSACTION', 171],
        ['DESCRIPTION', 224],
      ],
    );
  });

  it('given a figure that opens a phrase after the date when the cells are read then it is a money cell, and one opening the line is not', () => {
    const [dated, quoted] = pageLines(page(1, [r(124, '12/31', '27.00 FUNDS TRANSFER CR'), row(140, [141, '33.89 X 0.72 (EXCHG RATE)'])]));
    assert.deepEqual(
      moneyCells(dated!).map((c) => c.money.minor),
      [2700],
    );
    assert.deepEqual(moneyCells(quoted!), []);
    // A figure whose thousands are set a space apart, then its currency sign, is still one figure.
    const [spaced] = pageLines(page(1, [row(124, [40, '22 avr. 25'], [93, 'VIDEOTRON'], [305, '1'], [312, '200,45 $'], [513, '7 125,46 $'])]));
    assert.deepEqual(
      moneyCells(spaced!).map((c) => c.money.minor),
      [120045, 712546],
    );
  });

  it('given such a statement when extracted then every row is read with its amount and the direction its section gives', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.description]),
      [
        ['2013-12-13', 80.32, 'debit', 'FUNDS TRANSFER DB'],
        ['2013-12-16', 10, 'debit', 'POS DEBIT 123456 CORNER STORE SOME CITY ST'],
        ['2013-12-20', 16.12, 'debit', 'DEBIT CARD PURCHASE 654987 ONLINE BOOKS'],
        ['2013-12-31', 27, 'credit', 'FUNDS TRANSFER CR'],
      ],
    );
  });
});
