import assert from 'node:assert/strict';
import { CATEGORY_KEYS, legacyReport, type LegacyReport } from '../../../src/analysis';
import { percentages } from '../../../src/analysis/numbers';
import { aStatement, anMpesaStatement, sumMinor } from '../../helpers/analysis-builders';

function assertShape(r: LegacyReport): void {
  for (const block of [r.cash_inflow, r.cash_outflow]) {
    assert.deepEqual(Object.keys(block), [...CATEGORY_KEYS]);
    for (const k of CATEGORY_KEYS) assert.deepEqual(Object.keys(block[k]), ['total_amout', 'percentage_of_total']);
  }
}

const pctSum = (block: LegacyReport['cash_inflow']) => Math.round(CATEGORY_KEYS.reduce((s, k) => s + block[k].percentage_of_total * 100, 0)) / 100;

describe('legacyReport', () => {
  it('given credits and debits in several channels, then totals equal the statement sums and every key is present', () => {
    const s = aStatement(100)
      .credit('2024-01-01', 'SALARY ACME LTD', 1000.1)
      .credit('2024-01-02', 'CASH DEPOSIT', 200.2)
      .debit('2024-01-03', 'ATM WDL', 300.3)
      .debit('2024-01-04', 'POS PURCHASE SHOPRITE', 10.01)
      .debit('2024-01-04', 'Bank charges', 0.5)
      .build();
    const r = legacyReport(s, { fullname: 'Jane Doe' });
    assertShape(r);
    assert.equal(r.total_cash_inflow, 1200.3);
    assert.equal(r.total_cash_outflow, 310.81);
    assert.equal(r.cash_inflow.payroll_and_salary.total_amout, 1000.1);
    assert.equal(r.cash_outflow.other.total_amout, 0.5);
    assert.equal(pctSum(r.cash_inflow), 100);
    assert.equal(pctSum(r.cash_outflow), 100);
  });

  it('given 999 debits of 0.07 and 1001 credits of 0.01, then totals are exact to the cent', () => {
    const s = aStatement(0)
      .repeat(999, (b, i) => b.debit(`2024-01-${String((i % 28) + 1).padStart(2, '0')}`, 'POS PURCHASE', 0.07))
      .repeat(1001, (b) => b.credit('2024-01-01', 'MPESA C2B', 0.01))
      .build();
    const r = legacyReport(s);
    assert.equal(r.total_cash_outflow, 69.93);
    assert.equal(r.total_cash_inflow, 10.01);
    assert.equal(Math.round(r.total_cash_outflow * 100), sumMinor(s, 'debit'));
  });

  it('given three equal thirds, then the first key in spec order gets 33.34, the others 33.33', () => {
    const s = aStatement(0)
      .credit('2024-01-01', 'ATM DEPOSIT', 1)
      .credit('2024-01-01', 'AGENT DEPOSIT', 1)
      .credit('2024-01-01', 'POS REFUND', 1)
      .build();
    const r = legacyReport(s);
    assert.equal(r.cash_inflow.cash_and_atm.percentage_of_total, 33.34);
    assert.equal(r.cash_inflow.agency.percentage_of_total, 33.33);
    assert.equal(r.cash_inflow.POS.percentage_of_total, 33.33);
    assert.equal(pctSum(r.cash_inflow), 100);
  });

  it('given only debits, then the inflow block is all zeros and the outflow block sums to 100', () => {
    const r = legacyReport(aStatement(500).debit('2024-01-01', 'ATM WDL', 100).debit('2024-01-02', 'TRF TO X', 50).build());
    assertShape(r);
    assert.equal(r.total_cash_inflow, 0);
    for (const k of CATEGORY_KEYS) assert.deepEqual(r.cash_inflow[k], { total_amout: 0, percentage_of_total: 0 });
    assert.equal(pctSum(r.cash_outflow), 100);
  });

  it('given a statement without transactions, then everything is zero', () => {
    const r = legacyReport(aStatement(0).build());
    assertShape(r);
    assert.equal(r.total_cash_inflow + r.total_cash_outflow, 0);
    assert.equal(pctSum(r.cash_outflow), 0);
  });

  it('given an M-Pesa statement, then agent, wallet and fee rows land in agency, mobile_banking and other', () => {
    const r = legacyReport(
      anMpesaStatement(0)
        .credit('2024-01-01', 'Deposit of Funds at Agent Till 1 - SHOP', 1000)
        .debit('2024-01-02', 'Customer Transfer to 07** - JOHN', 400)
        .debit('2024-01-02', 'Customer Transfer of Funds Charge', 7)
        .build(),
    );
    assert.equal(r.cash_inflow.agency.percentage_of_total, 100);
    assert.equal(r.cash_outflow.mobile_banking.total_amout, 400);
    assert.equal(r.cash_outflow.other.total_amout, 7);
  });
});

describe('percentages (largest remainder)', () => {
  it('given awkward sevenths, then the shares sum to exactly 100.00', () => {
    const p = percentages([1, 1, 1, 1, 1, 1, 1]);
    assert.equal(Math.round(p.reduce((s, v) => s + v * 100, 0)), 10000);
    assert.deepEqual(p, [14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]);
  });

  it('given a tiny share beside a huge one, then the tiny one keeps its rounded share', () => {
    assert.deepEqual(percentages([1, 999_999]), [0, 100]);
    assert.deepEqual(percentages([50, 9950]), [0.5, 99.5]);
  });

  it('given totals beyond 2^53 / 10000, then it stays exact', () => {
    const p = percentages([3e13, 3e13, 3e13]);
    assert.equal(Math.round(p.reduce((s, v) => s + v * 100, 0)), 10000);
  });

  it('given all zeros, then all shares are zero', () => {
    assert.deepEqual(percentages([0, 0, 0]), [0, 0, 0]);
  });
});
