import assert from 'node:assert/strict';
import { analyseStatement } from '../../../src/analysis';
import { aStatement, anMpesaStatement } from '../../helpers/analysis-builders';

describe('betting', () => {
  it('given stakes at SportPesa and Betika and a win, then stakes, winnings, net and share of income', () => {
    const s = anMpesaStatement(0)
      .credit('2024-01-01', 'Business Payment from 1 - ACME LTD via API', 10000)
      .debit('2024-01-02', 'Pay Bill Online to 955100 - SportPesa Acc. 0712', 500)
      .debit('2024-01-03', 'Pay Bill Online to 290290 - Betika Acc. 0712', 300)
      .credit('2024-01-04', 'Business Payment from 2 - SportPesa via API', 1200)
      .build();
    const b = analyseStatement(s).betting;
    assert.deepEqual([b.stakes, b.stake_count, b.winnings, b.net, b.months_active], [800, 2, 1200, 400, 1]);
    assert.equal(b.share_of_income, Math.round((800 / 11200) * 10000) / 100);
    assert.deepEqual(
      b.operators.map((o) => o.name),
      ['SportPesa', 'Betika'],
    );
  });

  it('given Nigerian operators in bank narrations, then they are recognised', () => {
    const s = aStatement(1000)
      .debit('2024-01-02', 'NIP/BET9JA/DEPOSIT', 100)
      .debit('2024-01-03', 'WEB PMT SPORTYBET', 50)
      .debit('2024-01-04', 'POS 1XBET', 20)
      .build();
    assert.deepEqual(
      analyseStatement(s)
        .betting.operators.map((o) => o.name)
        .sort(),
      ['1xBet', 'Bet9ja', 'SportyBet'],
    );
  });

  it('given no income, then the share of income is null', () => {
    const b = analyseStatement(aStatement(100).debit('2024-01-02', 'BETIKA', 10).build()).betting;
    assert.equal(b.share_of_income, null);
  });
});

describe('fees', () => {
  it('given charges, excise duty and an SMS fee, then the total, share of outflow and a per-rule split', () => {
    const s = aStatement(1000)
      .debit('2024-01-02', 'ATM WDL', 100)
      .debit('2024-01-02', 'ATM withdrawal fee', 3)
      .debit('2024-01-02', 'Excise duty', 0.6)
      .debit('2024-01-31', 'Monthly ledger fees', 1.4)
      .build();
    const f = analyseStatement(s).fees;
    assert.equal(f.total, 5);
    assert.equal(f.count, 3);
    assert.equal(f.share_of_outflow, Math.round((5 / 105) * 10000) / 100);
    assert.deepEqual(
      f.by_rule.map((r) => [r.rule_id, r.total]),
      [
        ['override.fee.fee', 4.4],
        ['override.fee.tax', 0.6],
      ],
    );
  });
});

describe('top counterparties', () => {
  it('given several payees, then they are ranked by total, fees and unnamed rows left out', () => {
    const s = anMpesaStatement(10000)
      .debit('2024-01-02', 'Customer Transfer to 07** - JOHN DOE', 100)
      .debit('2024-01-03', 'Customer Transfer to 07** - JOHN  DOE', 150)
      .debit('2024-01-04', 'Pay Bill Online to 888880 - KPLC PREPAID Acc. 1', 300)
      .debit('2024-01-04', 'Pay Bill Charge', 5)
      .build();
    const out = analyseStatement(s).counterparties.top_out;
    assert.deepEqual(
      out.map((c) => [c.name, c.total, c.count]),
      [
        ['KPLC PREPAID', 300, 1],
        ['JOHN DOE', 250, 2],
      ],
    );
  });
});
