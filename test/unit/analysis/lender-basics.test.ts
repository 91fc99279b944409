import assert from 'node:assert/strict';
import { analyseStatement, categorise } from '../../../src/analysis';
import { aStatement } from '../../helpers/analysis-builders';

const BANK = { profile: 'generic', account_kind: 'bank' as const };
const WALLET = { profile: 'generic', account_kind: 'mobile_money' as const };

describe('balances per month', () => {
  it('given balances over two months, then each month has its average daily balance and end-of-day balances on the chosen days', () => {
    const s = aStatement(1000).credit('2024-01-10', 'RTGS FROM PETER KAMAU', 500).debit('2024-02-05', 'ATM WDL', 1200).build();
    const r = analyseStatement(s);
    const [jan, feb] = r.balances.monthly;
    // January 10–31: 22 days at 1,500. February 1–5: 4 days at 1,500, then 300 on the 5th.
    assert.deepEqual([jan.month, jan.days, jan.average], ['2024-01', 22, 1500]);
    assert.deepEqual([feb.month, feb.days, feb.average], ['2024-02', 5, (4 * 1500 + 300) / 5]);
    assert.deepEqual(
      feb.end_of_day.map((d) => [d.day, d.balance]),
      [
        ['1', 1500],
        ['5', 300],
        ['10', null],
        ['15', null],
        ['20', null],
        ['25', null],
        ['last', null],
      ],
    );
    assert.deepEqual(
      jan.end_of_day.map((d) => d.balance),
      [null, null, 1500, 1500, 1500, 1500, 1500],
    );
  });
});

describe('printed period', () => {
  it('given a printed period wider than the rows, then averages use the printed period', () => {
    const b = aStatement(0).credit('2024-03-03', 'RTGS FROM PETER KAMAU', 31000).debit('2024-03-28', 'ATM WDL', 100);
    const rows = analyseStatement(b.build());
    const printed = analyseStatement(b.with({ printed_period: { start_date: '2024-03-01', end_date: '2024-03-31' } }).build());
    assert.deepEqual([rows.period.days, rows.period.basis], [26, 'transactions']);
    assert.deepEqual([printed.period.days, printed.period.basis, printed.period.start_date], [31, 'printed', '2024-03-01']);
    assert.equal(printed.affordability.months_basis, 1.0185);
  });

  it('given a printed period that does not overlap the rows, then it is ignored', () => {
    const s = aStatement(0)
      .credit('2024-03-03', 'RTGS FROM PETER KAMAU', 100)
      .with({ printed_period: { start_date: '2023-01-01', end_date: '2023-01-31' } })
      .build();
    assert.equal(analyseStatement(s).period.basis, 'transactions');
  });
});

describe('data quality', () => {
  it('given every description empty, then the result says so and the risk is high', () => {
    const b = aStatement(0);
    for (let i = 1; i <= 20; i++) b.credit(`2024-01-${String(i).padStart(2, '0')}`, '', 100 + i);
    const r = analyseStatement(b.build());
    assert.equal(r.data_quality.verdict, 'no_readable_descriptions');
    assert.equal(r.integrity.risk_level, 'high');
    assert.ok(r.integrity.reasons.some((x) => x.code === 'NO_READABLE_DESCRIPTIONS'));
  });

  it('given a statement of four rows, then too few to judge and high risk; ten readable rows are ok', () => {
    const short = aStatement(0)
      .credit('2024-01-01', 'SALARY ACME LTD', 100)
      .debit('2024-01-02', 'ATM WDL', 10)
      .debit('2024-01-03', 'POS SHOP', 5)
      .debit('2024-01-04', 'AIRTIME', 1);
    const r = analyseStatement(short.build());
    assert.deepEqual([r.data_quality.verdict, r.integrity.risk_level], ['too_few_transactions', 'high']);
    for (let i = 0; i < 6; i++) short.debit('2024-01-05', `POS PURCHASE SHOP NUMBER ${i}`, 1 + i);
    assert.equal(analyseStatement(short.build()).data_quality.verdict, 'ok');
  });
});

describe('channel rules: smaller fixes', () => {
  it('given "LEVY" inside a merchant name, then it is not a fee; a housing levy is', () => {
    assert.equal(categorise({ description: 'POS PURCHASE LEVY STORES NAIROBI', type: 'debit' }, BANK).fee, false);
    assert.equal(categorise({ description: 'HOUSING LEVY', type: 'debit' }, BANK).fee, true);
  });

  it('given "RETRAIT DAB" on a wallet, then it is ATM', () => {
    assert.equal(categorise({ description: 'RETRAIT DAB ECOBANK PLATEAU', type: 'debit' }, WALLET).category, 'cash_and_atm');
  });

  it('given NIP loan repayments and reversals on a bank account, then they are other, not fund transfers', () => {
    assert.equal(categorise({ description: 'NIP/FAIRMONEY MFB/LOAN REPAYMENT', type: 'debit' }, BANK).category, 'other');
    assert.equal(categorise({ description: 'NIP REVERSAL 000123', type: 'credit' }, BANK).category, 'other');
  });
});

describe('obligations', () => {
  it('given one large rent payment, then it is annual rent with a monthly equivalent; KPLC and airtime are utilities', () => {
    const b = aStatement(0);
    for (const m of ['01', '02', '03']) {
      b.credit(`2024-${m}-25`, 'SALARY ACME LTD', 100000);
      b.debit(`2024-${m}-26`, 'PAYBILL KPLC PREPAID TOKENS', 2000);
      b.debit(`2024-${m}-27`, 'AIRTIME PURCHASE', 500);
    }
    b.debit('2024-02-01', 'RTGS TO JOHN LANDLORD ANNUAL RENT', 240000);
    const out = analyseStatement(b.build()).recurring_outflows;
    assert.deepEqual(
      out.rent_like.map((x) => [x.frequency, x.amount, x.monthly_equivalent]),
      [['annual', 240000, 20000]],
    );
    assert.deepEqual(
      out.utilities.map((u) => [u.kind, u.total, u.months]),
      [
        ['electricity', 6000, 3],
        ['airtime', 1500, 3],
      ],
    );
  });
});
