import assert from 'node:assert/strict';
import { toMinor } from '../../src/domain/money';
import { extractStatement } from '../../src/extraction/extract-statement';
import { readPdfText } from '../../src/pdf/read-pdf-text';
import { buildFixture } from '../fixtures';

/** A statement's rows as comparable strings: date, amount and balance in minor units, type. */
export const rowsOf = (txns: { date: string; amount: number; type: string; balance: number | null }[]) =>
  txns.map((t) => `${t.date} ${toMinor(t.amount)} ${t.type} ${t.balance === null ? '-' : toMinor(t.balance)}`);

/**
 * A generated family's PDF read end to end (pdf.js text layer, then the engine): every row exact, the
 * statement reconciled, money in and out to the cent.
 */
export async function assertReadsExactly(layout: Parameters<typeof buildFixture>[0], entry: Parameters<typeof buildFixture>[1]): Promise<void> {
  const { pdf, truth } = await buildFixture(layout, entry);
  const got = extractStatement(await readPdfText(pdf));
  const want = truth.response!;
  assert.deepEqual(rowsOf(got.transactions), rowsOf(want.transactions));
  assert.equal(got.reconciliation.verdict, 'reconciled');
  const sum = (s: { transactions: { amount: number; type: string }[] }, type: string) =>
    s.transactions.filter((t) => t.type === type).reduce((a, t) => a + toMinor(t.amount), 0);
  assert.equal(sum(got, 'credit'), sum(want, 'credit'));
  assert.equal(sum(got, 'debit'), sum(want, 'debit'));
}
