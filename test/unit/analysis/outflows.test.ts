import assert from 'node:assert/strict';
import { analyseStatement } from '../../../src/analysis';
import { aStatement, anMpesaStatement } from '../../helpers/analysis-builders';

describe('recurring outflows', () => {
  it('given Tala and Branch disbursements and repayments, then loans per lender with monthly repayment over the months basis', () => {
    const s = anMpesaStatement(0)
      .credit('2024-01-01', 'Business Payment from 1 - Tala via API', 5000)
      .debit('2024-01-20', 'Pay Bill Online to 851900 - Tala Acc. 0712', 5500)
      .credit('2024-01-21', 'Business Payment from 2 - Branch International via API', 3000)
      .debit('2024-01-30', 'Pay Bill Online to 998608 - Branch International Acc. 0712', 3300)
      .with({ start_date: '2024-01-01', end_date: '2024-02-29' })
      .build();
    const r = analyseStatement(s).recurring_outflows;
    // 60 days / 30.4375 = 1.9713 months.
    assert.deepEqual(
      r.loans.map((l) => [l.lender, l.kind, l.disbursed, l.repaid, l.monthly_repayment]),
      [
        ['Tala', 'digital_lender', 5000, 5500, 2790.04],
        ['Branch', 'digital_lender', 3000, 3300, 1674.02],
      ],
    );
    assert.equal(r.monthly_debt_service, 4464.06);
  });

  it('given Fuliza draws and repayments, then they are a mobile overdraft, not a loan', () => {
    const s = anMpesaStatement(0)
      .credit('2024-01-05', 'OverDraft of Credit Party', 500)
      .debit('2024-01-06', 'OD Loan Repayment to 232323 - M-PESA Overdraw', 505)
      .build();
    const r = analyseStatement(s).recurring_outflows;
    assert.equal(r.loans.length, 0);
    assert.deepEqual(
      r.mobile_overdrafts.map((l) => [l.lender, l.disbursement_count, l.repayment_count]),
      [['Fuliza', 1, 1]],
    );
  });

  it('given a bank loan instalment narration, then it is a bank loan of the issuer', () => {
    const s = aStatement(0).debit('2024-01-05', 'LOAN REPAYMENT 00123', 1000).with({ company: 'KCB Bank' }).build();
    assert.deepEqual(
      analyseStatement(s).recurring_outflows.loans.map((l) => [l.lender, l.kind]),
      [['KCB Bank', 'bank_loan']],
    );
  });

  it('given Netflix and DStv debits, then subscriptions per merchant', () => {
    const s = aStatement(100)
      .debit('2024-01-05', 'POS NETFLIX.COM', 11)
      .debit('2024-02-05', 'POS NETFLIX.COM', 11)
      .debit('2024-01-09', 'Pay bill MultiChoice DStv', 40)
      .build();
    const subs = analyseStatement(s).recurring_outflows.subscriptions;
    assert.deepEqual(
      subs.map((x) => [x.merchant, x.count, x.months, x.amount]),
      [
        ['DStv', 1, 1, 40],
        ['Netflix', 2, 2, 11],
      ],
    );
  });

  it('given the same amount to a landlord on the 1st of three months, then a rent-like payment by keyword', () => {
    const s = anMpesaStatement(100000)
      .debit('2024-01-01', 'Pay Bill Online to 1 - JOHN KAMAU RENT Acc. HSE', 15000)
      .debit('2024-02-01', 'Pay Bill Online to 1 - JOHN KAMAU RENT Acc. HSE', 15000)
      .debit('2024-03-02', 'Pay Bill Online to 1 - JOHN KAMAU RENT Acc. HSE', 15000)
      .build();
    const rent = analyseStatement(s).recurring_outflows.rent_like;
    assert.deepEqual(
      rent.map((x) => [x.payee, x.basis, x.amount, x.months, x.usual_day_of_month]),
      [['JOHN KAMAU RENT', 'keyword', 15000, 3, 1]],
    );
  });

  it('given a large fixed payment at month start without rent words, then it is rent-like by pattern; a small one is not', () => {
    const s = anMpesaStatement(0)
      .credit('2024-01-01', 'Business Payment from 1 - ACME LTD via API', 40000)
      .credit('2024-02-01', 'Business Payment from 1 - ACME LTD via API', 40000)
      .debit('2024-01-02', 'Customer Transfer to 07** - PETER MWANGI', 12000)
      .debit('2024-02-02', 'Customer Transfer to 07** - PETER MWANGI', 12000)
      .debit('2024-01-03', 'Customer Transfer to 07** - MAMA SHOP', 100)
      .debit('2024-02-03', 'Customer Transfer to 07** - MAMA SHOP', 100)
      .build();
    const rent = analyseStatement(s).recurring_outflows.rent_like;
    assert.deepEqual(
      rent.map((x) => [x.payee, x.basis]),
      [['PETER MWANGI', 'pattern']],
    );
  });
});
