import assert from 'node:assert/strict';
import { computeAccuracy, type AccuracyReport } from '../../bench/accuracy';

/**
 * The extraction engine over the whole generated corpus (issue 4, item 10): every row's date, amount,
 * type and balance, every metadata field, and every refusal must be exact.
 */
describe('extraction accuracy over the fixture corpus', function () {
  this.timeout(600_000);
  let report: AccuracyReport;

  before(async () => {
    report = await computeAccuracy({ categoriser: null });
  });

  it('finds every transaction with the exact date, amount, type and balance', () => {
    const bad = report.statements.filter((s) => s.exact !== s.expected || s.found !== s.expected);
    assert.deepEqual(
      bad.map((s) => `${s.fixture}: ${s.exact}/${s.expected} exact, ${s.found} found; ${s.examples[0] ?? ''}`),
      [],
    );
  });

  it('gets every metadata field right', () => {
    const wrong = report.statements.flatMap((s) => s.metadataWrong.map((w) => `${s.fixture}.${w.field}: want ${JSON.stringify(w.expected)} got ${JSON.stringify(w.got)}`));
    assert.deepEqual(wrong, []);
  });

  it('refuses bad documents and wrong or missing passwords with the right code', () => {
    assert.deepEqual(report.errors.filter((e) => !e.pass).map((e) => `${e.fixture} ${e.case}: want ${e.expected} got ${e.got}`), []);
  });
});
