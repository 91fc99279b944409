import assert from 'node:assert/strict';
import { summaryOf } from '../../../src/tasks/task-summary';

const statement = (name: string, company: string, start: string, end: string, verdict: string, level: string, score: number) => ({
  statement: { name, company, account: `${company.slice(0, 3)}-1`, currency_code: 'KES', currency: 'KES' },
  period: { start_date: start, end_date: end },
  reconciliation: { verdict },
  integrity: { risk_level: level, risk_score: score },
});

describe('task summary (who and what a completed task is about)', () => {
  it('names the holder, bank, account, period, verdict and risk of a single analysis', () => {
    assert.deepEqual(summaryOf(statement('JANE DOE', 'HIGHLAND BANK', '2024-01-02', '2024-03-29', 'unreconciled', 'high', 55)), {
      holder: 'JANE DOE',
      bank: 'HIGHLAND BANK',
      account: 'HIG-1',
      currency: 'KES',
      period_start: '2024-01-02',
      period_end: '2024-03-29',
      reconciliation: 'unreconciled',
      risk_level: 'high',
      risk_score: 55,
      statements: 1,
    });
  });

  it('a combined analysis: distinct names joined, the whole period, the worst verdict and the highest risk', () => {
    const s = summaryOf({
      statements: [
        statement('JANE DOE', 'HIGHLAND BANK', '2024-02-01', '2024-03-29', 'reconciled', 'low', 5),
        statement('JANE DOE', 'RIFT BANK', '2024-01-05', '2024-02-28', 'unverified', 'medium', 25),
      ],
    });
    assert.equal(s.holder, 'JANE DOE');
    assert.equal(s.bank, 'HIGHLAND BANK / RIFT BANK');
    assert.deepEqual([s.period_start, s.period_end], ['2024-01-05', '2024-03-29']);
    assert.deepEqual([s.reconciliation, s.risk_level, s.risk_score, s.statements], ['unverified', 'medium', 25, 2]);
  });

  it('reads what it can of an incomplete result and says null for the rest', () => {
    assert.deepEqual(summaryOf({ statement: { name: '  ', company: 'X BANK' } }), {
      holder: null,
      bank: 'X BANK',
      account: null,
      currency: null,
      period_start: null,
      period_end: null,
      reconciliation: null,
      risk_level: null,
      risk_score: null,
      statements: 1,
    });
    assert.equal(summaryOf(null).holder, null);
  });
});
