import assert from 'node:assert/strict';
import type { Reconciliation } from '../../../src/domain/statement';
import type { Entry } from '../../../src/extraction/entries';
import type { RawRow } from '../../../src/extraction/rows';
import { unreadBalances } from '../../../src/extraction/unread-balances';

const raw = (balance: string): RawRow => ({ page: 1, y: 0, text: { date: '01/03/2025', balance }, section: null });
const txn = (balance: number | null) => ({ balance }) as Entry;
const verdict = (): Reconciliation => ({ verdict: 'reconciled', warnings: [] }) as unknown as Reconciliation;

describe('extraction/unread-balances: a balance column whose figures were not read', () => {
  it('given figures printed in the balance column on most rows and read on few when checked then the verdict is unverified with a warning', () => {
    const r = verdict();
    unreadBalances(
      [raw('797,450.75 SALARY'), raw('772,669.07 ATM'), raw('772,665.32 VAT'), raw('760,665.32 POS')],
      { txns: [txn(null), txn(null), txn(null), txn(760665.32)] },
      r,
    );
    assert.equal(r.verdict, 'unverified');
    assert.deepEqual(r.warnings, ['3 of 4 figures in the balance column could not be read as balances']);
  });

  it('given balances read on most rows, or a balance printed only on a day’s last row, when checked then the verdict stands', () => {
    const read = verdict();
    unreadBalances([raw('1.00'), raw('2.00'), raw('3.00'), raw('4.00')], { txns: [txn(1), txn(2), txn(null), txn(4)] }, read);
    const daily = verdict();
    unreadBalances([raw(''), raw(''), raw('3.00'), raw(''), raw('5.00')], { txns: [txn(null), txn(null), txn(3), txn(null), txn(5)] }, daily);
    assert.deepEqual([read.verdict, daily.verdict, read.warnings, daily.warnings], ['reconciled', 'reconciled', [], []]);
  });
});
