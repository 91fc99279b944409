import assert from 'node:assert/strict';
import { sameIssuer } from '../../../bench/accuracy-score';
import { toMinor } from '../../../src/domain/money';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { rowsOf } from '../../helpers/family-reads';
import { buildFixture, closeChromium } from '../../fixtures';
import { SAVANNA_CORPUS } from '../../fixtures/layouts/savanna';

/**
 * The savanna families (test/fixtures/layouts/savanna: a full M-PESA statement with Fuliza draws and repayments,
 * an M-PESA business till, Airtel Money Uganda, MTN MoMo Ghana, GTBank-, UBA-, Opay- and Kuda-style Nigerian
 * statements, a Wave relevé in French; drawn by groff, cairo, pdf-lib, the raw glyph writer, jsPDF, Chromium and
 * the styled writer) read end to end: pdf.js text layer, then the engine. Every row exact, the statement
 * reconciled, money in and out to the cent, and the holder, account, issuer and currency as printed.
 * Each statement is built and read once.
 */
describe('extraction: savanna statement families', function () {
  this.timeout(180_000);
  after(() => closeChromium());

  for (const entry of SAVANNA_CORPUS) {
    it(`given ${entry.layout.id} (${entry.layout.summary.split(' (')[0]}) when extracted then every row, the totals and the header fields are exact and the statement reconciles`, async () => {
      const { pdf, truth } = await buildFixture(entry.layout, entry);
      const got = extractStatement(await readPdfText(pdf));
      const want = truth.response!;
      assert.deepEqual(rowsOf(got.transactions), rowsOf(want.transactions));
      assert.equal(got.reconciliation.verdict, 'reconciled');
      const sum = (s: typeof want, type: string) => s.transactions.filter((t) => t.type === type).reduce((a, t) => a + toMinor(t.amount), 0);
      assert.deepEqual([sum(got, 'credit'), sum(got, 'debit')], [sum(want, 'credit'), sum(want, 'debit')]);
      const fields = (s: typeof want) => [s.name, s.account, s.currency, s.currency_code];
      assert.deepEqual(fields(got), fields(want));
      assert.ok(sameIssuer(want.company, got.company), `issuer ${got.company}`);
    });
  }
});
