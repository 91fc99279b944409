import assert from 'node:assert/strict';
import { analyseCombined, analyseStatement } from '../../../src/analysis';
import { aStatement, anMpesaStatement } from '../../helpers/analysis-builders';

const bank = () =>
  aStatement(1000)
    .credit('2024-01-25', 'SALARY ACME LTD', 50000)
    .debit('2024-01-26', 'MPESA B2C TOPUP 254712345678', 10000)
    .debit('2024-01-27', 'POS NAIVAS', 2000)
    .with({ account: '0123456789' })
    .build();
const wallet = () =>
  anMpesaStatement(0)
    .credit('2024-01-27', 'Funds received from EQUITY BANK - Bank to M-PESA', 10000)
    .debit('2024-01-28', 'Customer Transfer to 07** - JOHN DOE', 3000)
    .build();

describe('analyseCombined', () => {
  it('given a bank and a wallet statement with a transfer between them, then the transfer is matched and left out of the consolidated flows', () => {
    const r = analyseCombined([bank(), wallet()]);
    assert.equal(r.statements.length, 2);
    assert.deepEqual(
      r.inter_account_transfers.map((t) => [t.amount, t.from.statement, t.from.index, t.to.statement, t.to.index, t.days_apart]),
      [[10000, 0, 1, 1, 0, 1]],
    );
    const kes = r.consolidated[0];
    assert.equal(kes.currency, 'KES');
    assert.deepEqual(kes.inter_account_transfers, { total: 10000, count: 1 });
    assert.equal(kes.cash_flow.inflow.total, 50000);
    assert.equal(kes.cash_flow.outflow.total, 5000);
    assert.equal(kes.opening_balance_total, 1000);
    assert.equal(kes.closing_balance_total, 1000 + 50000 - 10000 - 2000 + 10000 - 3000);
  });

  it('given each statement alone, then its own result is unchanged by the other', () => {
    const r = analyseCombined([bank(), wallet()]);
    assert.deepEqual(r.statements[0], analyseStatement(bank()));
  });

  it('given the same statement twice, then it is analysed once and the copy points at the first', () => {
    const r = analyseCombined([bank(), wallet(), bank()]);
    assert.equal(r.statements.length, 2);
    assert.deepEqual(
      r.submitted.map((s) => [s.position, s.statement, s.duplicate_of]),
      [
        [0, 0, null],
        [1, 1, null],
        [2, 0, 0],
      ],
    );
    assert.equal(r.consolidated[0].cash_flow.inflow.total, 50000);
  });

  it('given statements in KES and NGN, then one consolidated view per currency and no cross-currency transfer', () => {
    const ngn = aStatement(0).credit('2024-01-27', 'NIP FROM X', 10000).with({ currency: 'NGN', currency_code: 'NGN', account: '999' }).build();
    const r = analyseCombined([bank(), ngn]);
    assert.deepEqual(
      r.consolidated.map((c) => [c.currency, c.statements, c.cash_flow.inflow.total]),
      [
        ['KES', [0], 50000],
        ['NGN', [1], 10000],
      ],
    );
    assert.deepEqual(r.inter_account_transfers, []);
  });

  it('given credits outside the time window, then no transfer is matched', () => {
    const late = anMpesaStatement(0).credit('2024-02-05', 'Funds received from EQUITY BANK', 10000).build();
    assert.equal(analyseCombined([bank(), late]).inter_account_transfers.length, 0);
    assert.equal(analyseCombined([bank(), late], { transferWindowDays: 15 }).inter_account_transfers.length, 1);
  });

  it('given exactly one file, then a valid combined result with one statement and its own flows', () => {
    const r = analyseCombined([bank()]);
    assert.equal(r.statements.length, 1);
    assert.deepEqual(r.inter_account_transfers, []);
    assert.equal(r.consolidated.length, 1);
    assert.deepEqual(r.consolidated[0].cash_flow, r.statements[0].cash_flow);
    assert.deepEqual(r.consolidated[0].affordability, r.statements[0].affordability);
  });

  it('given no statements, then an empty combined result', () => {
    const r = analyseCombined([]);
    assert.deepEqual([r.statements, r.consolidated, r.submitted], [[], [], []]);
  });
});
