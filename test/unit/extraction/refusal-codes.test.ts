import assert from 'node:assert/strict';
import { ExtractionError } from '../../../src/extraction/errors';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

function refusal(f: () => unknown): ExtractionError {
  try {
    f();
  } catch (e) {
    if (e instanceof ExtractionError) return e;
    throw e;
  }
  assert.fail('expected a refusal');
}

describe('extraction: refusal codes', () => {
  describe('refusal codes', () => {
    it('given money lines under a header that cannot be read as rows when extracted then the refusal is unrecognised_format saying what was found, never no_transactions', () => {
      // Each row prints its time, narration and figures as one run inside the narration column: nothing sits in the money columns.
      const lines: PdfTextItem[][] = [
        row(40, [40, 'SOME WALLET']),
        row(90, [40, 'Time'], [100, 'Details'], [430, 'Amount', 'right'], [540, 'Balance', 'right']),
      ];
      for (let i = 0; i < 12; i++)
        lines.push(row(105 + i * 12, [40, `0${i % 10}:1${i % 6}`], [100, `Paid merchant ${i} 1,${i}00.50 bal 9,${i}00.00`]));
      const e = refusal(() => extractStatement(pdfText(page(1, lines))));
      assert.equal(e.code, 'unrecognised_format');
      // Either the lines are counted as money lines under the header, or (the narration's own text run
      // returned to the narration, its figures read in the money columns) as rows whose dates cannot be read.
      assert.match(
        e.message,
        /found \d+ lines with amounts under the table header \(\d+ starting with a date or time\)|found \d+ rows with amounts but could not read their dates/,
      );
    });

    it('given a header with only balance and total lines below it when extracted then the table is really empty: no_transactions', () => {
      const e = refusal(() =>
        extractStatement(
          pdfText(
            page(1, [
              row(40, [40, 'SOME BANK']),
              row(90, [40, 'Date'], [100, 'Description'], [430, 'Amount', 'right'], [540, 'Balance', 'right']),
              row(105, [100, 'Opening balance'], [540, '1,000.00', 'right']),
              row(117, [100, 'Total debits'], [430, '0.00', 'right']),
              row(129, [100, 'Closing balance'], [540, '1,000.00', 'right']),
            ]),
          ),
        ),
      );
      assert.equal(e.code, 'no_transactions');
    });

    it('given printed totals of zero and a stray undated figure below the table (a footnote) when extracted then no_transactions; with non-zero totals the same figure is still a row whose date cannot be read', () => {
      const statement = (debits: string) =>
        pdfText(
          page(1, [
            row(40, [40, 'SOME BANK']),
            row(60, [40, 'TOTAL DEBITS'], [400, '0', 'right'], [540, debits, 'right']),
            row(72, [40, 'TOTAL CREDITS'], [400, '0', 'right'], [540, '0.00', 'right']),
            row(90, [40, 'Date'], [100, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']),
            row(105, [100, 'Balance b/f'], [540, '142.50', 'right']),
            row(300, [40, 'Cheques deposited: Business Day 1'], [330, '2', 'right'], [380, 'Business Day 3']),
          ]),
        );
      const empty = refusal(() => extractStatement(statement('0.00')));
      assert.equal(empty.code, 'no_transactions');
      assert.match(empty.message, /printed totals are zero: no transactions in the period/);
      const moved = refusal(() => extractStatement(statement('2.00')));
      assert.equal(moved.code, 'unrecognised_format');
    });
  });
  it('given timed rows with amounts above the only labelled header when extracted then the refusal is unrecognised_format, never no_transactions', () => {
    const lines: PdfTextItem[][] = [row(40, [40, 'SOME WALLET'])];
    for (let i = 0; i < 6; i++)
      lines.push(row(60 + i * 12, [40, `1${i}:05`], [100, 'Paid merchant'], [430, `${i + 1}0.50`, 'right'], [540, `9${i}0.00`, 'right']));
    lines.push(row(160, [40, 'Date'], [100, 'Description'], [430, 'Amount', 'right'], [540, 'Balance', 'right']));
    const e = refusal(() => extractStatement(pdfText(page(1, lines))));
    assert.equal(e.code, 'unrecognised_format');
    assert.match(e.message, /found 6 lines with amounts \(6 starting with a date or time\)/);
  });
});
