import assert from 'node:assert/strict';
import type { Reconciliation } from '../../../src/domain/statement';
import { ExtractionError } from '../../../src/extraction/errors';
import { refuseIfInconsistent } from '../../../src/extraction/reconciliation';

function withBreaks(breaks: number, checks: number): Reconciliation {
  const figure = { printed: null, computed: null, matches: null };
  return {
    verdict: breaks ? 'unreconciled' : 'reconciled',
    opening_balance: figure,
    closing_balance: figure,
    balance_checks: checks,
    balance_breaks: Array.from({ length: breaks }, (_, i) => ({ index: i * 10, date: '2024-01-01', expected: 1, printed: 2 })),
    totals: [],
    balance_source: 'printed',
    excluded_rows: [],
    warnings: [],
  };
}
const refused = (breaks: number, checks: number) => {
  try {
    refuseIfInconsistent(withBreaks(breaks, checks), checks);
    return null;
  } catch (e) {
    assert.ok(e instanceof ExtractionError);
    return `${e.code}: ${e.message}`;
  }
};

describe('extraction/reconciliation: the refusal policy (contract item 5)', () => {
  it('given at most 2 breaking rows and at most 1% of the checked rows, then the statement is returned (unreconciled)', () => {
    assert.equal(refused(0, 10), null);
    assert.equal(refused(1, 100), null);
    assert.equal(refused(2, 200), null);
  });

  it('given more than 2 breaking rows or more than 1% of the checked rows, then it is refused saying how many rows break', () => {
    assert.equal(refused(1, 99), 'unrecognised_format: read 99 rows but the running balance breaks at 1 of them');
    assert.equal(refused(2, 150), 'unrecognised_format: read 150 rows but the running balance breaks at 2 of them');
    assert.equal(refused(3, 1000), 'unrecognised_format: read 1000 rows but the running balance breaks at 3 of them');
  });
});
