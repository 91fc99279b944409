import assert from 'node:assert/strict';
import type { ExtractedStatement } from '../../../src/domain/statement';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { assertReadsExactly, rowsOf } from '../../helpers/family-reads';
import { buildFixture } from '../../fixtures';
import { PRODUCERS_CORPUS } from '../../fixtures/layouts/producers';
import { ogunJasper } from '../../fixtures/layouts/producers/ogun-jasper';
import { savingsAccount, voltaBankcore } from '../../fixtures/layouts/producers/volta-bankcore';
import type { StatementModel } from '../../fixtures/lib/types';

/**
 * The producer families (test/fixtures/layouts/producers, drawn by lib/styled-pdf.ts in other producers'
 * emission styles) read end to end: pdf.js text layer, then the engine. Every row exact, the statement
 * reconciled, money in and out to the cent; the two-account PDF answers both accounts.
 */
describe('extraction: statements drawn in other producers’ emission styles', function () {
  this.timeout(120_000);

  for (const entry of PRODUCERS_CORPUS.filter((e) => e.layout !== ogunJasper)) {
    it(`given ${entry.layout.id} (${entry.layout.summary.split(' (')[0]}) when extracted then every row is exact and the statement reconciles`, async () => {
      await assertReadsExactly(entry.layout, entry);
    });
  }

  it('given narrations drawn whole past their clipped cells, under the figures, when extracted then the rows read, and the rows whose figure pdf.js fused into the narration are listed as breaks, never reconciled', async () => {
    const entry = PRODUCERS_CORPUS.find((e) => e.layout === ogunJasper)!;
    const { pdf, truth } = await buildFixture(ogunJasper, entry);
    const got = extractStatement(await readPdfText(pdf));
    const want = new Set(rowsOf(truth.response!.transactions));
    const exact = rowsOf(got.transactions).filter((r) => want.has(r)).length;
    // 3 of 150 narrations end exactly where their figure starts: pdf.js joins the two runs into one word.
    assert.ok(exact >= 147, `${exact} exact`);
    if (exact < want.size) {
      assert.equal(got.reconciliation.verdict, 'unreconciled');
      assert.ok(got.reconciliation.balance_breaks.length > 0);
    }
  });

  it('given the two-account core-banking PDF when extracted then the second account is answered too, every row exact', async () => {
    const entry = PRODUCERS_CORPUS.find((e) => e.layout === voltaBankcore)!;
    const { pdf, truth } = await buildFixture(voltaBankcore, entry);
    const got: ExtractedStatement = extractStatement(await readPdfText(pdf));
    const accounts = got.accounts ?? [];
    assert.equal(accounts.length, 2);
    assert.equal(accounts[0]!.account, truth.response!.account);
    // The second account's rows come from the first's statement model by a fixed seed.
    const model = { meta: { truth: truth.response! }, rows: [{ at: `${truth.response!.start_date}T09:00:00` }] } as unknown as StatementModel;
    const savings = savingsAccount({ ...model, periodStart: truth.response!.start_date });
    assert.equal(accounts[1]!.account, savings.account);
    assert.deepEqual(
      rowsOf(accounts[1]!.transactions),
      savings.rows.map((r) => `${r.at.slice(0, 10)} ${r.amountMinor} ${r.type} ${r.balanceMinor}`),
    );
  });
});
