import assert from 'node:assert/strict';
import { analyseStatement } from '../../../src/analysis';
import { aStatement } from '../../helpers/analysis-builders';

describe('affordability', () => {
  // 61 days (Jan 1 – Mar 1, 2024) / 30.4375 = 2.0041 months.
  const build = () =>
    aStatement(0)
      .credit('2024-01-25', 'SALARY ACME LTD', 60000)
      .credit('2024-02-25', 'SALARY ACME LTD', 60000)
      .debit('2024-01-28', 'LOAN REPAYMENT', 10000)
      .debit('2024-02-28', 'LOAN REPAYMENT', 10000)
      .debit('2024-02-10', 'POS PURCHASE', 30000)
      .with({ start_date: '2024-01-01', end_date: '2024-03-01' })
      .build();

  it('given salary, a loan and spending over two months, then averages, ratios and the instalment follow the formula', () => {
    const a = analyseStatement(build()).affordability;
    assert.equal(a.months_basis, 2.0041);
    assert.equal(a.average_monthly_inflow, 59877.25); // 120000 / 2.0041
    assert.equal(a.average_monthly_outflow, 24948.85); // 50000 / 2.0041
    assert.equal(a.average_monthly_net_inflow, 34928.4);
    assert.equal(a.monthly_debt_service, 9979.54); // 20000 / 2.0041
    assert.equal(a.debt_service_ratio, Math.round((9979.54 / 59877.25) * 10000) / 10000);
    assert.equal(a.monthly_salary, 60000);
    // min(0.35 × 59877.25 − 9979.54, 0.5 × 34928.40) = min(10977.49, 17464.20)
    assert.equal(a.suggested_max_monthly_instalment, 10977.49);
  });

  it('given only debits, then there is no income, no ratio and no instalment', () => {
    const a = analyseStatement(aStatement(1000).debit('2024-01-02', 'ATM', 100).build()).affordability;
    assert.deepEqual([a.average_monthly_inflow, a.debt_service_ratio, a.suggested_max_monthly_instalment, a.monthly_salary], [0, null, 0, null]);
  });

  it('given a period shorter than a month, then the months basis is 1', () => {
    const a = analyseStatement(aStatement(0).credit('2024-01-02', 'SALARY', 1000).build()).affordability;
    assert.equal(a.months_basis, 1);
    assert.equal(a.average_monthly_inflow, 1000);
  });
});
