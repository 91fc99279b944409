import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/** Date / Time | Transaction ID | Type | Amount | Fee | Balance, a mobile-money statement: the fee moves the balance too. */
function momo(fees: [string, string][]) {
  const lines = [
    ['01/02/2025 16:34:41', '18458018201', 'CASH_OUT'],
    ['02/02/2025 01:53:09', '75444305200', 'CASH_IN'],
    ['02/02/2025 23:53:17', '47593142874', 'TRANSFER'],
    ['03/02/2025 09:30:47', '99632531891', 'PAYMENT'],
  ];
  return extractStatement(
    pdfText(
      page(1, [
        row(40, [30, 'MTN MoMo'], [200, 'Mobile Money Statement']),
        row(55, [30, 'Statement Period: 01/02/2025 - 28/02/2025'], [300, 'Currency: UGX']),
        row(70, [30, 'Opening Balance: 215,500'], [300, 'Closing Balance: 65,100']),
        row(
          100,
          [30, 'Date / Time'],
          [130, 'Transaction ID'],
          [220, 'Type'],
          [420, 'Amount', 'right'],
          [470, 'Fee', 'right'],
          [540, 'Balance', 'right'],
        ),
        ...lines.map(([d, id, type], i) =>
          row(
            115 + 14 * i,
            [30, d!],
            [130, id!],
            [220, type!],
            [420, fees[i]![0], 'right'],
            [470, fees[i]![1], 'right'],
            [540, ['66,100', '216,100', '130,100', '65,100'][i]!, 'right'],
          ),
        ),
      ]),
    ),
  );
}

describe('extraction: a fee printed beside the amount that the balance moved by as well', () => {
  it('given "Amount | Fee | Balance" where a withdrawal moved the balance by its amount and fee when extracted then the row is one debit of both, the fee kept apart, and the statement reconciles', () => {
    const s = momo([
      ['145,000', '4,400'],
      ['150,000', '0'],
      ['85,000', '1,000'],
      ['65,000', '0'],
    ]);
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2025-02-01', 149400, 'debit', 66100],
        ['2025-02-02', 150000, 'credit', 216100],
        ['2025-02-02', 86000, 'debit', 130100],
        ['2025-02-03', 65000, 'debit', 65100],
      ],
    );
    assert.deepEqual(
      s.details.map((d) => d.fee),
      [4400, undefined, 1000, undefined],
    );
    assert.equal(s.reconciliation.balance_breaks.length, 0);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a fee column whose figures the balance did not move by when extracted then the amounts stand as printed and no fee is added', () => {
    // The first row's balance follows from the amount alone: the fee is informational there.
    const s = momo([
      ['149,400', '4,400'],
      ['150,000', '0'],
      ['86,000', '1,000'],
      ['65,000', '0'],
    ]);
    assert.deepEqual(
      s.transactions.map((t) => t.amount),
      [149400, 150000, 86000, 65000],
    );
    assert.deepEqual(
      s.details.map((d) => d.fee),
      [undefined, undefined, undefined, undefined],
    );
  });

  it('given no opening balance printed and every other fee row moving the balance by its fee when extracted then the first row takes its fee too', () => {
    // Orange Money: a signed Montant, a Frais column, whole francs; the first row has no balance before it.
    const r = (y: number, d: string, amount: string, fee: string, bal: string) =>
      row(y, [30, d], [110, 'TRANSFERT'], [420, amount, 'right'], [470, fee, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'Orange Money'], [200, 'Relevé de compte du 01/03/2025 au 31/03/2025']),
          row(90, [30, 'Date'], [110, 'Type'], [420, 'Montant', 'right'], [470, 'Frais', 'right'], [540, 'Solde', 'right']),
          r(105, '01/03/2025', '-28 500', '100', '58 650'),
          r(119, '02/03/2025', '-10 000', '100', '48 550'),
          r(133, '03/03/2025', '25 000', '0', '73 550'),
          r(147, '04/03/2025', '-5 000', '50', '68 500'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [28600, 'debit', 58650],
        [10100, 'debit', 48550],
        [25000, 'credit', 73550],
        [5050, 'debit', 68500],
      ],
    );
    assert.equal(s.reconciliation.opening_balance.computed, 87250);
  });
});
