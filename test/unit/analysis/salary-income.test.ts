import assert from 'node:assert/strict';
import { analyseStatement, legacyReport } from '../../../src/analysis';
import { isOwnAccount } from '../../../src/analysis/own-account';
import { aStatement } from '../../helpers/analysis-builders';

const HOLDER = 'JOHN ADEBAYO OKAFOR';

/** A Nigerian bank statement: salary by NIP naming the holder as beneficiary, card spend, a transfer to a relative. */
function nipSalaried() {
  const b = aStatement(1000).with({ name: HOLDER, currency: 'NGN', currency_code: 'NGN', company: 'Zenith Bank' });
  for (const m of ['01', '02', '03', '04']) {
    b.credit(`2024-${m}-25`, `NIP/GLOBALTECH SOLUTIONS LTD/TRF TO ${HOLDER}`, 450000);
    b.debit(`2024-${m}-27`, 'POS PURCHASE SHOPRITE LEKKI', 120000);
    b.debit(`2024-${m}-28`, 'NIP TRF TO MARY OKAFOR', 50000);
    b.debit(`2024-${m}-02`, 'AIRTIME MTN 08031234567', 5000);
  }
  return b.build();
}

describe('income: salary before own-account', () => {
  it('given NIP salary credits that name the holder as beneficiary, then they are salary, not own-account, and the instalment is positive', () => {
    const r = analyseStatement(nipSalaried(), { fullname: 'John Okafor' });
    assert.equal(r.income.own_account_inflow, 0);
    assert.deepEqual(
      r.income.salaries.map((s) => [s.payer, s.basis, s.total, s.months_paid]),
      [['GLOBALTECH SOLUTIONS LTD', 'pattern', 1800000, 4]],
    );
    assert.ok(r.affordability.suggested_max_monthly_instalment > 0, String(r.affordability.suggested_max_monthly_instalment));
  });

  it('given a pattern salary, then payroll_and_salary equals the salary credits in the legacy report, the cash-flow categories and the rows', () => {
    const s = nipSalaried();
    const r = analyseStatement(s);
    const salaryRows = r.transactions.filter((t) => t.category === 'payroll_and_salary');
    assert.equal(salaryRows.length, 4);
    assert.ok(salaryRows.every((t) => t.flags.includes('salary_pattern') && t.rule_id === 'pattern.salary'));
    assert.equal(r.cash_flow.categories.inflow.payroll_and_salary.total, 1800000);
    assert.equal(legacyReport(s).cash_inflow.payroll_and_salary.total_amout, 1800000);
    assert.equal(r.income.salary_total, 1800000);
  });

  it('given transfers naming the holder, then own-account only when the holder is on the payer side and not an organisation', () => {
    const names = [HOLDER];
    assert.equal(isOwnAccount(`NIP/GLOBALTECH SOLUTIONS LTD/TRF TO ${HOLDER}`, 'credit', names), false);
    assert.equal(isOwnAccount(`NIP FRM ${HOLDER} TO ${HOLDER}`, 'credit', names), true);
    assert.equal(isOwnAccount(`TRANSFER FROM ${HOLDER} ENTERPRISES LTD`, 'credit', names), false);
    assert.equal(isOwnAccount(`MOBILE TRF TO ${HOLDER} VENTURES`, 'debit', names), false);
    assert.equal(isOwnAccount(`MOBILE TRF TO ${HOLDER}`, 'debit', names), true);
    assert.equal(isOwnAccount(`TRF FRM ${HOLDER} TO JAMES BOND`, 'debit', names), false);
  });
});

describe('income: payer names merged', () => {
  it('given "FRM ACME" and "ACME HOLDINGS LTD" with references, then one payer stream', () => {
    const s = aStatement(0)
      .credit('2024-01-25', 'SALARY FRM ACME REF:88812', 100000)
      .credit('2024-02-25', 'SALARY ACME HOLDINGS LTD REF 99213', 100000)
      .credit('2024-03-25', 'SALARY FROM ACME HOLDINGS LIMITED', 100000)
      .build();
    const { salaries } = analyseStatement(s).income;
    assert.deepEqual(
      salaries.map((x) => [x.payer, x.count]),
      [['ACME HOLDINGS LTD', 3]],
    );
  });
});

describe('income: stability, outliers, large credits, cash deposits', () => {
  it('given four salary months with one half month, then the outlier month is flagged and the trend is computed', () => {
    const s = aStatement(0)
      .credit('2024-01-25', 'SALARY ACME LTD', 100000)
      .credit('2024-02-25', 'SALARY ACME LTD', 100000)
      .credit('2024-03-25', 'SALARY ACME LTD', 50000)
      .credit('2024-04-25', 'SALARY ACME LTD', 100000)
      .build();
    const inc = analyseStatement(s).income;
    assert.deepEqual(inc.salary_outliers, [{ month: '2024-03', salary: 50000, median: 100000, deviation: -0.5 }]);
    assert.equal(inc.stability.months_with_income, 4);
    assert.equal(inc.stability.coefficient_of_variation, 0.2474); // sd 21,650.64 / mean 87,500
    assert.equal(inc.stability.trend, 'falling');
  });

  it('given a one-off large transfer in, then it is a large credit; branch and agent cash deposits are not recurring sources', () => {
    const s = aStatement(0)
      .credit('2024-01-05', 'CASH DEPOSIT WESTLANDS BRANCH', 3000)
      .credit('2024-02-05', 'CASH DEPOSIT WESTLANDS BRANCH', 3000)
      .credit('2024-01-10', 'RTGS FROM PETER KAMAU', 2000)
      .credit('2024-02-10', 'RTGS FROM PETER KAMAU', 2500)
      .credit('2024-02-20', 'RTGS FROM MOTORS DEALER LTD', 90000)
      .build();
    const inc = analyseStatement(s).income;
    assert.deepEqual(
      inc.other_recurring_inflows.map((x) => x.counterparty),
      ['PETER KAMAU'],
    );
    assert.deepEqual(
      inc.large_credits.map((c) => [c.index, c.amount]),
      [[4, 90000]],
    );
    assert.deepEqual(inc.cash_deposits, { total: 6000, count: 2, share_of_inflow: 5.97 });
  });
});

describe('own-account: the holder at a bank', () => {
  it('given a transfer to the holder at another bank, then it is own-account; an employer never is', () => {
    assert.equal(isOwnAccount('TRF TO JANE W DOE CO-OP BANK', 'debit', ['JANE WANJIKU DOE']), true);
    assert.equal(isOwnAccount('NIP/ZENITH BANK/JANE DOE/TRF', 'credit', ['JANE DOE']), true);
    assert.equal(isOwnAccount('JANE DOE SOLUTIONS LTD PAYMENT', 'credit', ['JANE DOE']), false);
    assert.equal(isOwnAccount('NIP/GLOBALTECH SOLUTIONS LTD/JANE DOE', 'credit', ['JANE DOE']), false);
  });
});
