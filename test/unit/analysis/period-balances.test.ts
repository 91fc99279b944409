import assert from 'node:assert/strict';
import { analyseStatement } from '../../../src/analysis';
import { aStatement } from '../../helpers/analysis-builders';

describe('period and coverage', () => {
  it('given rows on the 1st, 2nd and 20th, then the 17-day run is a gap and the months are listed', () => {
    const s = aStatement(0).credit('2024-01-01', 'X', 1).credit('2024-01-02', 'X', 1).credit('2024-01-20', 'X', 1).build();
    const { period } = analyseStatement(s, { now: new Date('2024-02-19T10:00:00Z') });
    assert.equal(period.days, 20);
    assert.equal(period.active_days, 3);
    assert.deepEqual(period.gaps, [{ from: '2024-01-03', to: '2024-01-19', days: 17 }]);
    assert.deepEqual(period.months, ['2024-01']);
    assert.equal(period.days_since_end, 30);
  });

  it('given a printed period wider than the rows, then empty days at both ends count as gaps', () => {
    const s = aStatement(0).credit('2024-01-15', 'X', 1).with({ start_date: '2024-01-01', end_date: '2024-02-29' }).build();
    const { period } = analyseStatement(s);
    assert.equal(period.days, 60);
    assert.deepEqual(
      period.gaps.map((g) => g.days),
      [14, 45],
    );
    assert.deepEqual(period.months, ['2024-01', '2024-02']);
    assert.equal(period.days_since_end, null);
  });

  it('given no transactions and no printed dates, then the period is empty', () => {
    const { period, balances } = analyseStatement(aStatement(0).build());
    assert.equal(period.start_date, null);
    assert.equal(period.days, 0);
    assert.equal(balances.available, false);
  });
});

describe('balances', () => {
  it('given an overdraft for 2 of 4 days, then opening, closing, day-weighted average, extremes and days below zero follow', () => {
    // Opening 100; day1 −300 → −200; day2 none (−200); day3 +500 → 300; day4 +100 → 400.
    const s = aStatement(100)
      .debit('2024-03-01', 'ATM', 300)
      .credit('2024-03-03', 'CASH DEPOSIT', 500)
      .credit('2024-03-04', 'CASH DEPOSIT', 100)
      .build();
    const b = analyseStatement(s).balances;
    assert.equal(b.opening, 100);
    assert.equal(b.closing, 400);
    assert.equal(b.average, (-200 - 200 + 300 + 400) / 4);
    assert.equal(b.minimum, -200);
    assert.equal(b.minimum_date, '2024-03-01');
    assert.equal(b.maximum, 400);
    assert.equal(b.days_below_zero, 2);
  });

  it('given printed opening and closing balances, then they are used as printed', () => {
    const s = aStatement(10)
      .credit('2024-03-01', 'X', 5)
      .with({ validation: { verdict: 'ok', checked: 1, breaks: 0, type_mismatches: 0, opening_balance: 10, closing_balance: 15, reconciles: true } })
      .build();
    const b = analyseStatement(s).balances;
    assert.deepEqual([b.opening, b.closing], [10, 15]);
  });

  it('given a statement without running balances, then balance figures are null', () => {
    const b = analyseStatement(aStatement(0).credit('2024-03-01', 'X', 5).withoutBalances().build()).balances;
    assert.equal(b.available, false);
    assert.equal(b.average, null);
  });
});

describe('cash flow', () => {
  it('given rows in January and March only, then February appears with zeros and a carried balance', () => {
    const s = aStatement(0).credit('2024-01-05', 'SALARY', 100).debit('2024-03-05', 'ATM', 40).build();
    const cf = analyseStatement(s).cash_flow;
    assert.deepEqual(
      cf.monthly.map((m) => [m.month, m.inflow, m.outflow, m.net, m.closing_balance]),
      [
        ['2024-01', 100, 0, 100, 100],
        ['2024-02', 0, 0, 0, 100],
        ['2024-03', 0, 40, -40, 60],
      ],
    );
    assert.deepEqual([cf.inflow, cf.outflow, cf.net], [{ total: 100, count: 1 }, { total: 40, count: 1 }, 60]);
  });

  it('given the same statement, then the category breakdown equals the legacy report', async () => {
    const { legacyReport, CATEGORY_KEYS } = await import('../../../src/analysis');
    const s = aStatement(0).credit('2024-01-05', 'SALARY', 100).credit('2024-01-06', 'ATM DEP', 50).debit('2024-01-07', 'POS', 3).build();
    const cf = analyseStatement(s).cash_flow;
    const legacy = legacyReport(s);
    for (const k of CATEGORY_KEYS) {
      assert.equal(cf.categories.inflow[k].total, legacy.cash_inflow[k].total_amout);
      assert.equal(cf.categories.inflow[k].percentage, legacy.cash_inflow[k].percentage_of_total);
      assert.equal(cf.categories.outflow[k].total, legacy.cash_outflow[k].total_amout);
    }
  });
});
