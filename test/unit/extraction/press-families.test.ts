import { assertReadsExactly } from '../../helpers/family-reads';
import { PRESS_CORPUS } from '../../fixtures/layouts/presses';

/**
 * The press families (test/fixtures/layouts/presses: statements drawn by PHP TCPDF, PHP FPDF and Ruby Prawn from
 * the JSON the layouts write) read end to end: pdf.js text layer, then the engine. Every row exact, the
 * statement reconciled, money in and out to the cent. The programs' PDFs are cached under
 * generated/.program-cache, so a second run costs the engine only.
 */
describe('extraction: TCPDF-, FPDF- and Prawn-drawn statement families', function () {
  this.timeout(240_000);

  for (const entry of PRESS_CORPUS) {
    it(`given ${entry.layout.id} (${entry.layout.summary.split(' (')[0]}, ${entry.layout.producer}) when extracted then every row is exact and the statement reconciles`, async () => {
      await assertReadsExactly(entry.layout, entry);
    });
  }
});
