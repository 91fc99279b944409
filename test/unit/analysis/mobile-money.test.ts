import assert from 'node:assert/strict';
import { analyseStatement, categorise } from '../../../src/analysis';
import { anMpesaStatement } from '../../helpers/analysis-builders';

const MPESA = { profile: 'mpesa-safaricom', account_kind: 'mobile_money' as const };

/** An M-Pesa month: two Fuliza draws that fund three payments, one repayment, savings moves and a Hustler Fund loan. */
function fulizaMonth() {
  return anMpesaStatement(100)
    .credit('2024-03-01', 'Funds received from 2547******321 - PETER OTIENO', 3000)
    .credit('2024-03-10', 'OverDraft of Credit Party', 500)
    .debit('2024-03-10', 'Customer Transfer Fuliza M-Pesa to 2547******123 - JOHN KAMAU', 450)
    .debit('2024-03-10', 'Merchant Payment Fuliza M-Pesa to 123456 - NAIVAS WESTLANDS', 100)
    .credit('2024-03-11', 'OverDraft of Credit Party', 300)
    .debit('2024-03-11', 'Pay Bill Fuliza M-Pesa to 888880 - KPLC PREPAID Acc. 1234', 250)
    .debit('2024-03-11', 'Airtime Purchase with Fuliza', 50)
    .debit('2024-03-13', 'OD Loan Repayment to 232323 - M-PESA Overdraw', 808)
    .debit('2024-03-14', 'M-Shwari Deposit', 1000)
    .credit('2024-03-20', 'M-Shwari Withdraw', 400)
    .debit('2024-03-21', 'Lock Savings Deposit', 200)
    .credit('2024-03-22', 'KCB M-PESA Withdraw', 150)
    .credit('2024-03-23', 'Hustler Fund Loan Disbursement', 1000)
    .debit('2024-03-25', 'Hustler Fund Loan Repayment', 1020)
    .with({ start_date: '2024-03-01', end_date: '2024-03-31' })
    .build();
}

describe('mobile money: Fuliza draw, funded spend and repayment', () => {
  it('given payments funded by Fuliza, then only "OD Loan Repayment" is repaid and debt service; funded payments are spending', () => {
    const r = analyseStatement(fulizaMonth());
    const fuliza = r.recurring_outflows.mobile_overdrafts.find((f) => f.lender === 'Fuliza')!;
    assert.deepEqual([fuliza.disbursed, fuliza.repaid, fuliza.repayment_count], [800, 808, 1]);
    const use = r.recurring_outflows.overdraft_use;
    assert.deepEqual(
      [use.draws, use.draw_count, use.repaid, use.funded_spend, use.funded_spend_count, use.days_in_overdraft, use.providers],
      [800, 2, 808, 850, 4, 3, ['Fuliza']],
    );
    const funded = r.transactions.filter((t) => t.flags.includes('overdraft_funded'));
    assert.ok(funded.every((t) => t.lender === null));
    assert.deepEqual(
      funded.map((t) => t.category),
      ['mobile_banking', 'POS', 'mobile_banking', 'mobile_banking'],
    );
  });

  it('given M-Shwari, Lock Savings and KCB M-Pesa deposits and withdrawals, then they are savings, not credit, income or spend', () => {
    const r = analyseStatement(fulizaMonth());
    assert.deepEqual(
      r.recurring_outflows.mobile_overdrafts.map((f) => f.lender),
      ['Fuliza'],
    );
    const sv = r.recurring_outflows.savings;
    assert.deepEqual([sv.deposits, sv.withdrawals, sv.net_saved], [1200, 550, 650]);
    assert.deepEqual(
      sv.products.map((p) => p.name),
      ['KCB M-Pesa', 'Lock Savings', 'M-Shwari'],
    );
    assert.equal(r.income.savings_withdrawn, 550);
    // Eligible inflow: the 3,000 received only (draws, savings withdrawals and the Hustler loan are not income).
    assert.equal(r.affordability.eligible_inflow, 3000);
  });

  it('given a Hustler Fund loan, then it is named as a lender with its repayment', () => {
    const r = analyseStatement(fulizaMonth());
    const hustler = r.recurring_outflows.loans.find((l) => l.lender === 'Hustler Fund')!;
    assert.deepEqual([hustler.disbursed, hustler.repaid], [1000, 1020]);
    // Debt service: OD repayment 808 + Hustler 1,020 over one month basis (31 days / 30.4375).
    assert.equal(r.recurring_outflows.monthly_debt_service, Math.round(((808 + 1020) * 100) / 1.0185) / 100);
  });

  it('given "Customer Payment to Small Business", then the channel is POS', () => {
    assert.equal(
      categorise({ description: 'Customer Payment to Small Business to 2547******888 - MAMA JANE', type: 'debit' }, MPESA).category,
      'POS',
    );
  });
});
