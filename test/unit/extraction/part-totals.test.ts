import assert from 'node:assert/strict';
import { totalsAgreeing } from '../../../src/extraction/computed-balances';
import type { Entry } from '../../../src/extraction/entries';

const entry = (signed: number): Entry => ({
  kind: 'txn',
  date: null,
  valueDate: null,
  iso: null,
  description: '',
  reference: null,
  signed,
  signKnown: false,
  balance: null,
  balanceMarker: null,
  debit: null,
  credit: null,
  amount: null,
  figure: null,
  status: null,
  corrected: false,
  impossibleDate: null,
  page: 0,
});

describe('extraction/computed-balances: printed totals as evidence for a sign reading', () => {
  const rows = [entry(215), entry(2598), entry(8532)];

  it('given a fees total of 0.00 printed apart when a reading makes no row a debit then the fees total is no evidence for it', () => {
    const fees = [{ label: 'TOTAL FEES', kind: 'debits' as const, value: 0, part: true }];
    assert.equal(
      totalsAgreeing(rows, (e) => e.signed, fees),
      0,
    );
  });

  it('given a total of all debits printed when a reading gives it then it agrees', () => {
    const all = [{ label: 'Total purchases', kind: 'debits' as const, value: 11345 }];
    assert.equal(
      totalsAgreeing(rows, (e) => -(e.signed ?? 0), all),
      1,
    );
  });
});
