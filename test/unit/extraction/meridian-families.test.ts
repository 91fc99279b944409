import assert from 'node:assert/strict';
import { sameIssuer } from '../../../bench/accuracy-score';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { assertReadsExactly } from '../../helpers/family-reads';
import { buildFixture, closeChromium } from '../../fixtures';
import { MERIDIAN_CORPUS } from '../../fixtures/layouts/meridian';

/**
 * The meridian families (test/fixtures/layouts/meridian: Chinese, Japanese, Thai, Korean, Saudi right to left by
 * Chromium, Mexican by cairo, Canadian with rowspan dates, Indonesian) read end to end: pdf.js text layer, then
 * the engine. Every row exact, the statement reconciled, money in and out to the cent; the holder, account,
 * issuer and currency as the header prints them (a bare `$` or `¥` read for the country the header names).
 */
describe('extraction: meridian statement families', function () {
  this.timeout(180_000);
  after(() => closeChromium());

  for (const entry of MERIDIAN_CORPUS) {
    it(`given ${entry.layout.id} (${entry.layout.summary.split(' (')[0]}) when extracted then every row is exact and the statement reconciles`, async () => {
      await assertReadsExactly(entry.layout, entry);
    });
  }

  it('given each meridian family when extracted then holder, account, issuer and currency are the printed ones', async () => {
    for (const entry of MERIDIAN_CORPUS) {
      const { pdf, truth } = await buildFixture(entry.layout, entry);
      const got = extractStatement(await readPdfText(pdf));
      const want = truth.response!;
      const fields = (s: typeof want) => [s.name, s.account, s.currency, s.currency_code];
      assert.deepEqual(fields(got), fields(want), entry.name);
      // The issuer with or without its legal form ("Banco del Bajío Central, S.A."), as the accuracy report scores it.
      assert.ok(sameIssuer(want.company, got.company), `${entry.name}: issuer ${got.company}`);
    }
  });
});
