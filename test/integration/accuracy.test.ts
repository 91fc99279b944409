import assert from 'node:assert/strict';
import { computeAccuracy, type AccuracyReport } from '../../bench/accuracy';

/**
 * The extraction engine over the generated corpus (issue 9, "How I will check"). On the development
 * layouts: at least 99.5% of rows exact on (date, amount, type, balance), no spurious rows, no row that
 * moved no money counted, money in and out to the cent, metadata right, refusals with the right code.
 * On every layout, development AND held-out (both sets, `a` and `b`, whose PDFs live under
 * `generated/held-out/`): never a confident wrong answer (a statement returned `reconciled` whose rows or
 * totals are wrong).
 */
describe('extraction accuracy over the fixture corpus', function () {
  this.timeout(900_000);
  let dev: AccuracyReport;
  let all: AccuracyReport;

  before(async () => {
    all = await computeAccuracy({ categoriser: null, all: true });
    dev = { ...all, statements: all.statements.filter((s) => !s.heldOut), errors: all.errors };
  });

  it('reads at least 99.5% of development rows exactly, with no spurious rows', () => {
    const expected = dev.statements.reduce((a, s) => a + s.expected, 0);
    const exact = dev.statements.reduce((a, s) => a + s.exact, 0);
    const spurious = dev.statements.filter((s) => s.spurious > 0).map((s) => `${s.fixture}: ${s.spurious} spurious`);
    assert.deepEqual(spurious, []);
    assert.ok(
      exact >= 0.995 * expected,
      `${exact}/${expected} rows exact (${((100 * exact) / expected).toFixed(2)}%): ${dev.statements
        .filter((s) => s.exact < s.expected)
        .map((s) => `${s.fixture} ${s.exact}/${s.expected}`)
        .join(', ')}`,
    );
  });

  it('counts no row that moved no money, and lists those rows as excluded', () => {
    assert.deepEqual(
      dev.statements.filter((s) => s.nonCompletedCounted > 0).map((s) => `${s.fixture}: ${s.nonCompletedCounted} non-completed rows counted`),
      [],
    );
    assert.deepEqual(
      dev.statements
        .filter((s) => s.excludedListed < s.excludedExpected)
        .map((s) => `${s.fixture}: ${s.excludedListed}/${s.excludedExpected} excluded rows listed`),
      [],
    );
  });

  it('gets money in and money out to the cent on every development statement', () => {
    const wrong = dev.statements
      .filter((s) => !s.totalsRight)
      .map(
        (s) =>
          `${s.fixture}: in ${s.inflow.got / 100} want ${s.inflow.want / 100}, out ${s.outflow.got / 100} want ${s.outflow.want / 100} (${s.verdict})`,
      );
    assert.deepEqual(wrong, []);
  });

  it('gets every metadata field right on the development statements', () => {
    const wrong = dev.statements.flatMap((s) =>
      s.metadataWrong.map((w) => `${s.fixture}.${w.field}: want ${JSON.stringify(w.expected)} got ${JSON.stringify(w.got)}`),
    );
    assert.deepEqual(wrong, []);
  });

  it('refuses bad documents and wrong or missing passwords with the right code', () => {
    assert.deepEqual(
      dev.errors.filter((e) => !e.pass).map((e) => `${e.fixture} ${e.case}: want ${e.expected} got ${e.got}`),
      [],
    );
  });

  it('never returns a confident wrong answer, on development and held-out layouts alike', () => {
    assert.deepEqual(
      all.statements
        .filter((s) => s.confidentWrong)
        .map(
          (s) =>
            `${s.fixture}${s.heldOut ? ` (held out ${s.heldOutGroup})` : ''}: reconciled with ${s.exact}/${s.expected} exact, ${s.found} found, totals ${s.totalsRight ? 'right' : 'wrong'}`,
        ),
      [],
    );
  });
});
