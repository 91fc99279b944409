import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { tokens } from '../../../src/extraction/header-labels';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A money label printed with its currency in brackets ("Debit (INR)") spans the bracketed word too:
 * figures right-aligned under the whole label are placed in its column, not in the next label's.
 */
describe('extraction: a bracketed unit after a money label is part of the label', () => {
  it('given "Debit (INR)" as its own word when tokenised then it is kept as a unit of the label, with no text', () => {
    const words = ['Debit', '(INR)', 'Amount', '(in', 'Rs.)'].map((text, i) => ({ text, x0: i * 40, x1: i * 40 + 30, y: 0, size: 8 }));
    const t = tokens(words as never);
    assert.deepEqual(
      t.map((k) => [k.text, k.unit ?? false]),
      [
        ['debit', false],
        ['', true],
        ['amount', false],
        ['(in)', false],
        ['(rs)', false],
      ],
    );
  });

  it('given purchases right-aligned under "Debit (INR)", nearer the start of "Credit (INR)", when extracted then they are debits', () => {
    const r = (y: number, d: string, desc: string, a: string) => row(y, [40, d], [110, desc], [480, a, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'KAVERI BANK']),
          row(55, [40, 'Statement Period 05 Sep 2025 - 04 Oct 2025']),
          row(90, [40, 'Date'], [110, 'Description'], [402.85, 'Debit (INR)'], [487.89, 'Credit (INR)']),
          r(105, '06-Sep-2025', 'NETFLIX', '71,895.24'),
          r(117, '10-Sep-2025', 'GROCERY STORE', '103,056.33'),
          r(129, '11-Sep-2025', 'UBER', '1,879.12'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2025-09-06', 71895.24, 'debit'],
        ['2025-09-10', 103056.33, 'debit'],
        ['2025-09-11', 1879.12, 'debit'],
      ],
    );
  });

  it('given "Money In (R}" as OCR reads "(R)" when tokenised then the note closes there and the labels after it keep their roles', () => {
    const words = ['Money', 'In', '(R}', 'Money', 'Out', '(R)', 'Balance', '(R]'].map((text, i) => ({
      text,
      x0: i * 40,
      x1: i * 40 + 30,
      y: 0,
      size: 8,
    }));
    assert.deepEqual(
      tokens(words as never).map((k) => [k.text, k.unit ?? false]),
      [
        ['money', false],
        ['in', false],
        ['', true],
        ['money', false],
        ['out', false],
        ['', true],
        ['balance', false],
        ['', true],
      ],
    );
  });

  it('given a header "Money In (R}" whose bracket OCR misread when extracted then money out and balances are still read', () => {
    const r = (y: number, d: string, desc: string, inn: string, out: string, bal: string) =>
      row(y, [40, d], [110, desc], inn ? [380, inn, 'right'] : [450, out, 'right'], [530, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Savings Account Statement']),
          row(90, [40, 'Date'], [110, 'Description'], [330, 'Money In (R}'], [400, 'Money Out (R)'], [490, 'Balance (R)']),
          r(105, '31/08/2018', 'Payment Received', '1 000.00', '', '1 138.83'),
          r(117, '31/08/2018', 'Payment Luno', '', '100.00', '1 038.83'),
          r(129, '01/09/2018', 'Cash Withdrawal Fee', '', '8.83', '1 030.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2018-08-31', 1000, 'credit', 1138.83],
        ['2018-08-31', 100, 'debit', 1038.83],
        ['2018-09-01', 8.83, 'debit', 1030],
      ],
    );
  });
});
