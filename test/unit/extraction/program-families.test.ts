import assert from 'node:assert/strict';
import type { ExtractedStatement } from '../../../src/domain/statement';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { assertReadsExactly, rowsOf } from '../../helpers/family-reads';
import { buildFixture } from '../../fixtures';
import { PROGRAM_CORPUS } from '../../fixtures/layouts/programs';
import { payrollAccount, tidewaterBusiness } from '../../fixtures/layouts/programs/tidewater-business';
import type { StatementModel } from '../../fixtures/lib/types';

/**
 * The program families (test/fixtures/layouts/programs: statements made by LibreOffice Calc, Ghostscript,
 * groff and ReportLab run on sources the layouts write) read end to end: pdf.js text layer, then the engine.
 * Every row exact, the statement reconciled, money in and out to the cent; the two-account business statement
 * answers its second account too. The programs' PDFs are cached under generated/.program-cache, so a second
 * run costs the engine only.
 */
describe('extraction: program-made statement families', function () {
  this.timeout(240_000);

  for (const entry of PROGRAM_CORPUS) {
    it(`given ${entry.layout.id} (${entry.layout.summary.split(' (')[0]}, ${entry.layout.producer}) when extracted then every row is exact and the statement reconciles`, async () => {
      await assertReadsExactly(entry.layout, entry);
    });
  }

  it('given the two-account business statement when extracted then the payroll account is answered too, every row exact', async () => {
    const entry = PROGRAM_CORPUS.find((e) => e.layout === tidewaterBusiness)!;
    const { pdf, truth } = await buildFixture(tidewaterBusiness, entry);
    const got: ExtractedStatement = extractStatement(await readPdfText(pdf));
    const accounts = got.accounts ?? [];
    assert.equal(accounts.length, 2);
    assert.equal(accounts[0]!.account, truth.response!.account);
    const model = { meta: { truth: truth.response! }, rows: [{ at: `${truth.response!.start_date}T09:00:00` }] } as unknown as StatementModel;
    const payroll = payrollAccount({ ...model, periodStart: truth.response!.start_date });
    assert.equal(accounts[1]!.account, payroll.account);
    assert.deepEqual(
      rowsOf(accounts[1]!.transactions),
      payroll.rows.map((r) => `${r.at.slice(0, 10)} ${r.amountMinor} ${r.type} ${r.balanceMinor}`),
    );
  });
});
