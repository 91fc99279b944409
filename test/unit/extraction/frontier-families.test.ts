import { assertReadsExactly } from '../../helpers/family-reads';
import { closeChromium } from '../../fixtures';
import { FRONTIER_CORPUS } from '../../fixtures/layouts/frontier';

/**
 * The frontier families (test/fixtures/layouts/frontier: Italian, Turkish, Indonesian, Ugandan mobile money,
 * Japanese, US credit union, Australian, Emirati right to left) read end to end: pdf.js text layer, then the
 * engine. Every row exact, the statement reconciled, money in and out to the cent.
 */
describe('extraction: frontier statement families', function () {
  this.timeout(180_000);
  after(() => closeChromium());

  for (const entry of FRONTIER_CORPUS) {
    it(`given ${entry.layout.id} (${entry.layout.summary.split(' (')[0]}) when extracted then every row is exact and the statement reconciles`, async () => {
      await assertReadsExactly(entry.layout, entry);
    });
  }
});
