import assert from 'node:assert/strict';
import { toMinor } from '../../../src/domain/money';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { buildFixture, closeChromium } from '../../fixtures';
import { FRONTIER_CORPUS } from '../../fixtures/layouts/frontier';

const rowsOf = (txns: { date: string; amount: number; type: string; balance: number | null }[]) =>
  txns.map((t) => `${t.date} ${toMinor(t.amount)} ${t.type} ${t.balance === null ? '-' : toMinor(t.balance)}`);

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
      const { pdf, truth } = await buildFixture(entry.layout, entry);
      const got = extractStatement(await readPdfText(pdf));
      const want = truth.response!;
      assert.deepEqual(rowsOf(got.transactions), rowsOf(want.transactions));
      assert.equal(got.reconciliation.verdict, 'reconciled');
      const sum = (s: { transactions: { amount: number; type: string }[] }, type: string) =>
        s.transactions.filter((t) => t.type === type).reduce((a, t) => a + toMinor(t.amount), 0);
      assert.equal(sum(got, 'credit'), sum(want, 'credit'));
      assert.equal(sum(got, 'debit'), sum(want, 'debit'));
    });
  }
});
