import assert from 'node:assert/strict';
import { analyseStatement, legacyReport } from '../../../src/analysis';
import { aStatement, anMpesaStatement } from '../../helpers/analysis-builders';

describe('reversals', () => {
  it('given a reversed betting deposit, then it is neither a stake nor winnings, and both rows leave the categories', () => {
    const s = anMpesaStatement(5000)
      .debit('2024-02-01', 'Pay Bill Online to 955100 - SportPesa Acc. 0712345678', 1000)
      .credit('2024-02-01', 'Reversal of Pay Bill Online to 955100 - SportPesa', 1000)
      .debit('2024-02-03', 'Pay Bill Online to 955100 - SportPesa Acc. 0712345678', 200)
      .build();
    const r = analyseStatement(s);
    assert.deepEqual([r.betting.stakes, r.betting.winnings], [200, 0]);
    assert.deepEqual([r.cash_flow.inflow.total, r.cash_flow.outflow.total], [0, 200]);
    assert.equal(legacyReport(s).total_cash_inflow, 0);
    assert.deepEqual(r.exceptions.reversals.pairs, [
      { reversal_index: 1, original_index: 0, date: '2024-02-01', type: 'credit', amount: 1000, description: s.transactions[1].description },
    ]);
    assert.deepEqual(r.transactions[0].flags, ['reversed']);
    assert.equal(r.transactions[0].linked_index, 1);
  });

  it('given a reversed card purchase, then the refund is not income', () => {
    const s = aStatement(10000)
      .credit('2024-01-25', 'SALARY ACME LTD', 50000)
      .debit('2024-02-02', 'POS PURCHASE JUMIA NAIROBI', 7999)
      .credit('2024-02-04', 'POS REVERSAL JUMIA NAIROBI', 7999)
      .build();
    const r = analyseStatement(s);
    assert.equal(r.affordability.eligible_inflow, 50000);
    assert.equal(r.affordability.eligible_outflow, 0);
    assert.equal(r.exceptions.reversals.matched, 1);
  });
});

describe('returned items', () => {
  it('given three returned cheques for insufficient funds with charges, then they are counted with amounts, fees, dates and months', () => {
    const s = aStatement(0)
      .credit('2024-01-05', 'CHEQUE DEPOSIT 000123', 20000)
      .debit('2024-01-08', 'CHEQUE RETURNED UNPAID INSUFFICIENT FUNDS 000123', 20000)
      .debit('2024-01-08', 'UNPAID CHEQUE CHARGE', 500)
      .debit('2024-02-10', 'CHQ 000456 RETURNED REFER TO DRAWER', 15000)
      .debit('2024-03-01', 'DEBIT ORDER RETURNED UNPAID - OLD MUTUAL', 3000)
      .build();
    const ri = analyseStatement(s).exceptions.returned_items;
    assert.deepEqual([ri.count, ri.total, ri.fee_count, ri.fees, ri.months_with_returns], [3, 38000, 1, 500, 3]);
    assert.deepEqual(
      ri.by_kind.map((k) => [k.kind, k.count]),
      [
        ['cheque', 2],
        ['debit_order', 1],
      ],
    );
    assert.deepEqual(
      ri.monthly.map((m) => [m.month, m.count, m.fees]),
      [
        ['2024-01', 1, 500],
        ['2024-02', 1, 0],
        ['2024-03', 1, 0],
      ],
    );
    const r = analyseStatement(s);
    assert.ok(r.integrity.reasons.some((x) => x.code === 'RETURNED_ITEMS' && x.points === 20));
    // The deposited cheque came back: it is not income.
    assert.equal(r.affordability.eligible_inflow, 0);
  });
});

describe('round trips', () => {
  it('given money sent out and back the same day three times, then the round trips are excluded from income with a finding', () => {
    const s = anMpesaStatement(100)
      .credit('2024-01-25', 'Business Payment from 123456 - ACME LTD via API', 30000)
      .debit('2024-02-03', 'Customer Transfer to 2547******111 - JAMES MWANGI', 40000)
      .credit('2024-02-03', 'Funds received from 2547******111 - JAMES MWANGI', 40000)
      .credit('2024-02-10', 'Funds received from 2547******222 - ALICE WANJIRU', 25000)
      .debit('2024-02-10', 'Customer Transfer to 2547******333 - PAUL NJOROGE', 25000)
      .debit('2024-02-15', 'Customer Transfer to 2547******111 - JAMES MWANGI', 40000)
      .credit('2024-02-17', 'Funds received from 2547******111 - JAMES MWANGI', 39800)
      .build();
    const r = analyseStatement(s);
    const rt = r.exceptions.round_trips;
    assert.deepEqual(
      rt.pairs.map((p) => [p.kind, p.out_index, p.in_index]),
      [
        ['same_party', 1, 2],
        ['same_day', 4, 3],
        ['same_party', 5, 6],
      ],
    );
    assert.equal(r.income.round_trip_inflow, 104800);
    assert.equal(r.affordability.eligible_inflow, 30000);
    assert.ok(r.integrity.reasons.some((x) => x.code === 'ROUND_TRIPPING' && x.points === 25));
  });
});

describe('round trips: spending is not a round trip', () => {
  it('given money received and the same amount paid by pay bill or at a till the same day, then no round trip', () => {
    const s = anMpesaStatement(100)
      .credit('2024-02-03', 'Funds received from 2547******222 - ALICE WANJIRU', 2000)
      .debit('2024-02-03', 'Pay Bill Online to 123456 - ST MARYS SCHOOL Acc. 44', 2000)
      .credit('2024-02-04', 'Funds received from 2547******222 - ALICE WANJIRU', 700)
      .debit('2024-02-04', 'Customer Withdrawal At Agent Till 123456 - SHOP', 700)
      .build();
    assert.equal(analyseStatement(s).exceptions.round_trips.count, 0);
  });
});
