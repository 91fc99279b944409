import assert from 'node:assert/strict';
import type { Entry } from '../../../src/extraction/entries';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { chooseSignReading, proposeSignReadings } from '../../../src/extraction/sign-readings';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

/** A row of a Debit | Credit | Balance table, minor units as printed (magnitudes). */
function columns(debit: number, credit: number, balance: number): Entry {
  return {
    kind: 'txn',
    date: null,
    valueDate: null,
    impossibleDate: null,
    iso: '2024-01-01',
    description: 'x',
    reference: null,
    signed: credit - debit,
    signKnown: true,
    balance,
    balanceMarker: null,
    debit: debit || null,
    credit: credit || null,
    amount: null,
    figure: null,
    status: null,
    corrected: false,
    page: 1,
  };
}
const brief = (r: { columns: string; balances: string; chained: number }) => `${r.columns}/${r.balances}=${r.chained}`;

describe('extraction/sign-readings: proposals scored by the running balance, chosen once', () => {
  it('proposes column swaps only where the table has debit and credit columns, never with owed balances, owed first on a card', () => {
    const single = [{ ...columns(0, 0, 1), debit: null, credit: null }];
    assert.deepEqual(
      proposeSignReadings(single, false).map((r) => `${r.columns}/${r.balances}`),
      ['as labelled/holder', 'as labelled/owed'],
    );
    assert.deepEqual(
      proposeSignReadings([columns(1, 0, 1)], true).map((r) => `${r.columns}/${r.balances}`),
      ['as labelled/owed', 'as labelled/holder', 'swapped/holder'],
    );
  });

  it('given columns as labelled that chain, then that reading is chosen and the others are rejected with their scores', () => {
    const rows = [columns(0, 10_000, 10_000), columns(2_000, 0, 8_000), columns(500, 0, 7_500), columns(0, 1_000, 8_500)];
    const { chosen, rejected } = chooseSignReading(rows, false);
    assert.equal(brief(chosen), 'as labelled/holder=3');
    assert.deepEqual(rejected.map(brief), ['swapped/holder=0', 'as labelled/owed=0']);
  });

  it('given debit and credit columns labelled the wrong way round, then the swapped reading is chosen', () => {
    const rows = [columns(10_000, 0, 10_000), columns(0, 2_000, 8_000), columns(0, 500, 7_500), columns(1_000, 0, 8_500)];
    assert.equal(brief(chooseSignReading(rows, false).chosen), 'swapped/holder=3');
  });

  it('given a card statement whose balance is what is owed, then on a card header the owed reading is chosen over swapping the labels', () => {
    // Purchases under Debit raise the balance owed; a payment under Credit lowers it.
    const rows = [columns(10_000, 0, 10_000), columns(2_000, 0, 12_000), columns(0, 5_000, 7_000), columns(1_000, 0, 8_000)];
    const { chosen, rejected } = chooseSignReading(rows, true);
    assert.equal(brief(chosen), 'as labelled/owed=3');
    assert.ok(
      rejected.some((r) => brief(r) === 'swapped/holder=3'),
      'swapping the labels chains as well, and is rejected on the tie',
    );
  });
});

describe('extraction: the reading trace in the reconciliation block', () => {
  const HEADER = row(100, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']);
  const txn = (y: number, date: string, desc: string, debit: string, credit: string, balance: string) =>
    row(
      y,
      [40, date],
      [110, desc],
      [520, balance, 'right'],
      ...(debit ? [[360, debit, 'right'] as Cell] : []),
      ...(credit ? [[430, credit, 'right'] as Cell] : []),
    );

  it('given a newest-first table under its labelled header, then the trace names the table, the order, the chosen reading and the rejected ones', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          HEADER,
          txn(115, '03/02/2024', 'C', '10.00', '', '140.00'),
          txn(127, '02/02/2024', 'B', '', '50.00', '150.00'),
          txn(139, '01/02/2024', 'A', '', '100.00', '100.00'),
        ]),
      ),
    );
    const t = s.reconciliation.reading!;
    assert.equal(t.table, 'labelled header');
    assert.equal(t.order, 'newest-first');
    assert.deepEqual(t.chosen, { columns: 'as labelled', balances: 'printed', convention: 'bank', score: 2 });
    assert.deepEqual(
      t.rejected.map((r) => [r.columns, r.balances, r.score]),
      [
        ['swapped', 'printed', 0],
        ['as labelled', 'owed', 0],
      ],
    );
    assert.deepEqual(t.same_timestamp, { reordered: 0, postings: 0 });
    assert.deepEqual(t.other_tables, []);
  });

  it('given a card statement with Debit and Credit columns and a balance owed, then purchases are debits and the balance is negative (owed)', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'CREDIT CARD STATEMENT']),
          HEADER,
          txn(115, '01/02/2024', 'Supermarket', '100.00', '', '100.00'),
          txn(127, '02/02/2024', 'Fuel', '20.00', '', '120.00'),
          txn(139, '05/02/2024', 'Payment received', '', '50.00', '70.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.description, t.type, t.balance]),
      [
        ['Supermarket', 'debit', -100],
        ['Fuel', 'debit', -120],
        ['Payment received', 'credit', -70],
      ],
    );
    assert.equal(s.reconciliation.reading!.chosen.balances, 'owed');
  });

  it('given the same statement without a card header but with printed totals, then the totals settle the tie: purchases are debits', () => {
    const rows = [
      HEADER,
      txn(115, '01/02/2024', 'Supermarket', '100.00', '', '100.00'),
      txn(127, '02/02/2024', 'Fuel', '20.00', '', '120.00'),
      txn(139, '05/02/2024', 'Payment received', '', '50.00', '70.00'),
    ];
    const totals = row(160, [110, 'Total debits 120.00']);
    const without = extractStatement(pdfText(page(1, rows)));
    const withTotals = extractStatement(pdfText(page(1, [...rows, totals])));
    assert.deepEqual(
      without.transactions.map((t) => t.type),
      ['credit', 'credit', 'debit'],
      'without a card word or totals, the labels are swapped: the balances cannot tell',
    );
    assert.deepEqual(
      withTotals.transactions.map((t) => [t.type, t.balance]),
      [
        ['debit', -100],
        ['debit', -120],
        ['credit', -70],
      ],
    );
    assert.equal(withTotals.reconciliation.verdict, 'reconciled');
  });
});
