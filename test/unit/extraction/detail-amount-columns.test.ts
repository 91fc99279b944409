import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A card statement whose header stacks "Reward / Points" and "Intl.# / amount" beside "Amount (in Rs)":
 * read as a second amount column, the foreign amount made a debit/credit pair with the real one, and
 * a purchase abroad came out as its amount less the foreign figure, every row a credit.
 */
describe('extraction: a column that prints the foreign amount beside the amount', () => {
  const r = (y: number, date: string, details: string, points: string, intl: string, amount: string, mark = '') =>
    row(
      y,
      [208, date],
      [262, 'SN0001'],
      [305, details],
      [455, points, 'right'],
      ...(intl ? [[481, intl] as [number, string]] : []),
      [545, amount, 'right'],
      ...(mark ? [[548, mark] as [number, string]] : []),
    );
  const lines = [
    row(40, [30, 'EXAMPLE BANK CREDIT CARD STATEMENT']),
    row(55, [30, 'STATEMENT DATE September 25, 2020']),
    row(100, [208, 'Date'], [262, 'SerNo.'], [305, 'Transaction Details'], [443, 'Reward'], [485, 'Intl.#'], [521, 'Amount (in`)']),
    row(109, [445, 'Points'], [481, 'amount']),
    r(130, '31/08/2020', 'EXAM FEES ONLINE PHOENIX US', '523', '118 USD', '9,083.10'),
    r(143, '13/09/2020', 'COSMETICS STORE GURGAON IN', '24', '', '815.10'),
    r(156, '21/09/2020', 'PAYMENT RECEIVED, THANK YOU', '0', '', '9,898.00', 'CR'),
    r(169, '24/09/2020', 'COSMETICS STORE GURGAON IN', '63', '', '2,095.00'),
  ];

  it('given such a header when extracted then the foreign amount is a detail: each row has its own amount, purchases debits and the payment a credit', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2020-08-31', 9083.1, 'debit'],
        ['2020-09-13', 815.1, 'debit'],
        ['2020-09-21', 9898, 'credit'],
        ['2020-09-24', 2095, 'debit'],
      ],
    );
  });
});
