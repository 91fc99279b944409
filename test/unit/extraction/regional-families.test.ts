import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { assertReadsExactly, rowsOf } from '../../helpers/family-reads';
import { buildFixture, closeChromium } from '../../fixtures';
import { REGIONAL_CORPUS } from '../../fixtures/layouts/regional';
import { carpatiExtras, economiiAccount } from '../../fixtures/layouts/regional/carpati-extras';
import type { StatementModel } from '../../fixtures/lib/types';

/**
 * The regional families (test/fixtures/layouts/regional: French, Spanish, Brazilian, Polish, Swiss,
 * Portuguese, Swahili, British, Romanian two-account, Kenyan overdraft and a card with foreign-currency
 * columns) read end to end: pdf.js text layer, then the engine. Every row exact, the statement reconciled,
 * money in and out to the cent; the Romanian PDF answers its second account too.
 */
describe('extraction: regional statement families', function () {
  this.timeout(180_000);
  after(() => closeChromium());

  for (const entry of REGIONAL_CORPUS) {
    it(`given ${entry.layout.id} (${entry.layout.summary.split(' (')[0]}) when extracted then every row is exact and the statement reconciles`, async () => {
      await assertReadsExactly(entry.layout, entry);
    });
  }

  it('given two accounts printed one after the other on the same page when extracted then the second account is answered too, every row exact', async () => {
    const entry = REGIONAL_CORPUS.find((e) => e.layout === carpatiExtras)!;
    const { pdf, truth } = await buildFixture(carpatiExtras, entry);
    const got = extractStatement(await readPdfText(pdf));
    const accounts = got.accounts ?? [];
    assert.equal(accounts.length, 2);
    assert.equal(accounts[0]!.account, truth.response!.account);
    const model = { meta: { truth: truth.response! }, rows: [{ at: `${truth.response!.start_date}T09:00:00` }] } as unknown as StatementModel;
    const eco = economiiAccount({ ...model, periodStart: truth.response!.start_date });
    assert.equal(accounts[1]!.account, eco.account);
    assert.deepEqual(
      rowsOf(accounts[1]!.transactions),
      eco.rows.map((r) => `${r.at.slice(0, 10)} ${r.amountMinor} ${r.type} ${r.balanceMinor}`),
    );
  });
});
