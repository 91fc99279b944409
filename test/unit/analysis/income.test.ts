import assert from 'node:assert/strict';
import { analyseStatement } from '../../../src/analysis';
import { aStatement, anMpesaStatement } from '../../helpers/analysis-builders';

describe('income', () => {
  it('given salary credits on the 25th for three months, then one keyword salary stream with payer, day and regularity', () => {
    const s = aStatement(0)
      .credit('2024-01-25', 'SALARY - ACME LIMITED', 50000)
      .credit('2024-02-26', 'SALARY - ACME LIMITED', 50000)
      .credit('2024-03-25', 'SALARY - ACME LIMITED', 52000)
      .build();
    const { salaries } = analyseStatement(s).income;
    assert.equal(salaries.length, 1);
    assert.deepEqual(
      { ...salaries[0] },
      {
        payer: 'ACME LTD',
        basis: 'keyword',
        amount: 50000,
        total: 152000,
        count: 3,
        months_paid: 3,
        usual_day_of_month: 25,
        regularity: 1,
        last_date: '2024-03-25',
      },
    );
  });

  it('given stable monthly M-Pesa business payments from a company, then a pattern salary is detected', () => {
    const s = anMpesaStatement(0)
      .credit('2024-01-28', 'Business Payment from 1 - ACME LTD via API', 30000)
      .credit('2024-02-28', 'Business Payment from 1 - ACME LTD via API', 30000)
      .build();
    const { salaries } = analyseStatement(s).income;
    assert.equal(salaries[0].basis, 'pattern');
    assert.equal(salaries[0].payer, 'ACME LTD');
  });

  it('given varying monthly transfers from a person, then it is another recurring inflow, not a salary', () => {
    const s = anMpesaStatement(0)
      .credit('2024-01-03', 'Funds received from 2547** - MARY ATIENO', 1000)
      .credit('2024-02-10', 'Funds received from 2547** - MARY ATIENO', 4000)
      .build();
    const inc = analyseStatement(s).income;
    assert.equal(inc.salaries.length, 0);
    assert.deepEqual(
      inc.other_recurring_inflows.map((r) => [r.counterparty, r.months, r.total]),
      [['MARY ATIENO', 2, 5000]],
    );
  });

  it('given no credits at all, then no income streams', () => {
    const inc = analyseStatement(aStatement(100).debit('2024-01-01', 'ATM', 10).build()).income;
    assert.deepEqual([inc.salaries, inc.other_recurring_inflows, inc.own_account_inflow, inc.borrowed_inflow], [[], [], 0, 0]);
  });

  it('given loan disbursements and own-account deposits, then they are not income', () => {
    const s = aStatement(0).credit('2024-01-02', 'MPESA B2C TALA', 2000).credit('2024-01-03', 'MPESA C2B JANE DOE', 700).build();
    const inc = analyseStatement(s).income;
    assert.equal(inc.borrowed_inflow, 2000);
    assert.equal(inc.own_account_inflow, 700);
    assert.equal(analyseStatement(s).affordability.eligible_inflow, 0);
  });
});

describe('income: payer names', () => {
  it('given salary narrations that name the month, then one stream per employer, not per month', () => {
    const s = aStatement(0)
      .credit('2024-01-25', 'SALARY JAN 2024 ACME LIMITED', 100)
      .credit('2024-02-25', 'SALARY FEB 2024 ACME LIMITED', 100)
      .build();
    assert.deepEqual(
      analyseStatement(s).income.salaries.map((x) => x.payer),
      ['ACME LTD'],
    );
  });

  it('given monthly business payments from a bank bulk account, then it is not a pattern salary', () => {
    const s = anMpesaStatement(0)
      .credit('2024-01-26', 'Business Payment from 247247 - Equity Bulk Account via API', 20000)
      .credit('2024-02-26', 'Business Payment from 247247 - Equity Bulk Account via API', 20000)
      .build();
    const inc = analyseStatement(s).income;
    assert.equal(inc.salaries.length, 0);
    assert.equal(inc.other_recurring_inflows.length, 1);
  });
});
