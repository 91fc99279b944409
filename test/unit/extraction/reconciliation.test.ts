import assert from 'node:assert/strict';
import type { Reconciliation } from '../../../src/domain/statement';
import type { Entry } from '../../../src/extraction/entries';
import { ExtractionError } from '../../../src/extraction/errors';
import { chooseTable, placesMostRows, type ScoredTable } from '../../../src/extraction/reading-choice';
import { reconcile } from '../../../src/extraction/reconciliation';

function entry(iso: string, signed: number, balance: number | null): Entry {
  return {
    kind: 'txn',
    date: null,
    valueDate: null,
    impossibleDate: null,
    iso,
    description: 'x',
    reference: null,
    signed,
    signKnown: true,
    balance,
    balanceMarker: null,
    debit: null,
    credit: null,
    amount: null,
    figure: null,
    status: null,
    corrected: false,
    page: 1,
  };
}

const rec = (txns: Entry[], opening: number | null = null) =>
  reconcile({ txns, excluded: [], opening, closing: null, source: 'printed', totals: [], warnings: [] });

function withBreaks(breaks: number, checks: number): Reconciliation {
  const figure = { printed: null, computed: null, matches: null };
  return {
    verdict: breaks ? 'unreconciled' : 'reconciled',
    opening_balance: figure,
    closing_balance: figure,
    balance_checks: checks,
    balance_breaks: Array.from({ length: breaks }, (_, i) => ({ index: i * 10, date: '2024-01-01', expected: 1, printed: 2, amount: 1 })),
    totals: [],
    balance_source: 'printed',
    excluded_rows: [],
    warnings: [],
  };
}
const reading = (rows: number, breaks: number, checks = rows): ScoredTable => ({
  table: { txns: new Array<unknown>(rows).fill(null), excluded: [] },
  reconciliation: withBreaks(breaks, checks),
});

describe('extraction/reconciliation: every break listed, never a refusal', () => {
  it('given one edited amount in a short statement, then the break is listed with its row, date, printed and expected balance and amount', () => {
    // 100.00 → +50.00 → 150.00, then 20.00 paid (balance 130.00) but the amount edited to 30.00.
    const r = rec([entry('2024-01-01', 10_000, 10_000), entry('2024-01-02', 5_000, 15_000), entry('2024-01-03', -3_000, 13_000)], 0);
    assert.equal(r.verdict, 'unreconciled');
    assert.deepEqual(r.balance_breaks, [{ index: 2, date: '2024-01-03', expected: 120, printed: 130, amount: -30 }]);
    assert.equal(r.balance_checks, 3);
  });

  it('given a row whose balance does not follow, then the break says what the amount would have given', () => {
    const r = rec([entry('2024-01-01', 10_000, 10_000), entry('2024-01-02', -2_000, 7_000), entry('2024-01-03', 1_000, 8_000)], 0);
    assert.equal(r.verdict, 'unreconciled');
    assert.deepEqual(r.balance_breaks, [{ index: 1, date: '2024-01-02', expected: 80, printed: 70, amount: -20 }]);
    assert.match(r.warnings.join('\n'), /the running balance breaks at 1 of 3 rows/);
  });

  it('given a row printed twice, then the copy breaks the chain and is listed', () => {
    const r = rec([entry('2024-01-01', 10_000, 10_000), entry('2024-01-02', -2_000, 8_000), entry('2024-01-02', -2_000, 8_000)], 0);
    assert.deepEqual(r.balance_breaks, [{ index: 2, date: '2024-01-02', expected: 60, printed: 80, amount: -20 }]);
  });
});

describe('extraction/reading-choice: the labelled reading against the inferred one', () => {
  it('given a labelled reading with breaks and an inferred one that reconciles with as many rows, then the inferred one is chosen', () => {
    const labelled = reading(40, 5);
    const inferred = reading(40, 0);
    const { chosen, name } = chooseTable([
      { name: 'labelled', outcome: labelled },
      { name: 'inferred', outcome: inferred },
    ]);
    assert.equal(chosen, inferred);
    assert.equal(name, 'inferred');
  });

  it('given an inferred reading that reconciles only by reading fewer rows, then the labelled reading stands with its breaks', () => {
    const labelled = reading(40, 1);
    const { chosen } = chooseTable([
      { name: 'labelled', outcome: labelled },
      { name: 'inferred', outcome: reading(39, 0) },
    ]);
    assert.equal(chosen, labelled);
  });

  it('given a labelled reading whose balances break at most rows and no other reading, then it is returned, not refused', () => {
    const labelled = reading(40, 39);
    assert.equal(chooseTable([{ name: 'labelled', outcome: labelled }]).chosen, labelled);
  });

  it('given a labelled refusal and an inferred reading whose balances mostly break, then the refusal names the closest reading', () => {
    const refusal = new ExtractionError('unrecognised_format', 'found 21 dated rows but could not place their amounts');
    assert.throws(
      () =>
        chooseTable([
          { name: 'the labelled header', outcome: refusal },
          { name: 'the columns inferred from the values', outcome: reading(20, 15) },
        ]),
      (e: unknown) =>
        e instanceof ExtractionError &&
        e.code === 'unrecognised_format' &&
        e.message ===
          'found 21 dated rows but could not place their amounts (closest other reading, the columns inferred from the values: 20 rows whose balances break at 15 of 20)',
    );
  });

  it('given a labelled refusal and an inferred reading whose balances mostly chain, then the inferred reading is returned', () => {
    const inferred = reading(20, 3);
    const chosen = chooseTable([
      { name: 'labelled', outcome: new ExtractionError('unrecognised_format', 'x') },
      { name: 'inferred', outcome: inferred },
    ]).chosen;
    assert.equal(chosen, inferred);
  });

  it('given an empty labelled table and any inferred reading, then the inferred rows are returned', () => {
    const inferred = reading(5, 4);
    assert.equal(
      chooseTable([
        { name: 'labelled', outcome: new ExtractionError('no_transactions') },
        { name: 'inferred', outcome: inferred },
      ]).chosen,
      inferred,
    );
  });

  it('places most rows when it reconciles or when fewer than half of its checked balances break', () => {
    assert.deepEqual([withBreaks(0, 0), withBreaks(4, 10), withBreaks(5, 10)].map(placesMostRows), [true, true, false]);
    assert.equal(placesMostRows({ ...withBreaks(0, 0), verdict: 'unverified' }), false);
  });
});
