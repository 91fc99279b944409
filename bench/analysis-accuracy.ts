import { analyseStatement, legacyReport, type AnalysedTransaction, type AnalysisResult } from '../src/analysis';
import { fromMinor, toMinor } from '../src/domain/money';
import type { ExtractedStatement } from '../src/domain/statement';
import { LABELLED_STATEMENTS, type LabelledStatement, type Meaning } from '../test/fixtures/labelled-analysis';

/**
 * The analysis half of `npm run accuracy`: every statement of the labelled corpus
 * (test/fixtures/labelled-analysis) is analysed, each row's channel and meaning compared with its
 * label, and each section checked against the figure the labels imply (salary, own-account,
 * overdraft, loans, savings, reversals, returned items, round trips, betting, eligible income).
 */

export interface SectionCheck {
  section: string;
  expected: number | string;
  got: number | string;
  pass: boolean;
}

export interface LabelledScore {
  id: string;
  country: string;
  rows: number;
  channelRight: number;
  meaningRight: number;
  wrongChannels: string[];
  wrongMeanings: string[];
  checks: SectionCheck[];
}

export interface AnalysisAccuracy {
  statements: LabelledScore[];
  totals: { rows: number; channelRight: number; meaningRight: number; checks: number; checksPassed: number };
}

/** The statement the extraction would hand over for a labelled one: rows in date order, balances chained. */
export function labelledToStatement(l: LabelledStatement): ExtractedStatement {
  const rows = l.rows.map((r, i) => ({ r, i })).sort((a, b) => (a.r[0] < b.r[0] ? -1 : a.r[0] > b.r[0] ? 1 : a.i - b.i));
  let running = toMinor(l.opening);
  const transactions = rows.map(({ r: [date, description, signed] }) => {
    running += toMinor(signed);
    return { date, description, amount: Math.abs(signed), type: signed >= 0 ? ('credit' as const) : ('debit' as const), balance: fromMinor(running) };
  });
  return {
    name: l.holder,
    account: `${l.id}-0001`,
    contacts: '',
    company: l.company,
    currency: l.currency_code,
    currency_code: l.currency_code,
    start_date: transactions[0].date,
    end_date: transactions[transactions.length - 1].date,
    no_of_transactions: transactions.length,
    transactions,
    details: transactions.map(() => ({ time: null, reference: null, page: 1 })),
    profile: l.profile,
    account_kind: l.account_kind,
    validation: {
      verdict: 'ok',
      checked: transactions.length,
      breaks: 0,
      type_mismatches: 0,
      opening_balance: l.opening,
      closing_balance: fromMinor(running),
      reconciles: true,
    },
    printed_period: l.printed_period,
    reconciliation: {
      verdict: 'reconciled',
      opening_balance: { printed: l.opening, computed: l.opening, matches: true },
      closing_balance: { printed: fromMinor(running), computed: fromMinor(running), matches: true },
      balance_checks: transactions.length,
      balance_breaks: [],
      totals: [],
      balance_source: 'printed',
      excluded_rows: [],
      warnings: [],
    },
    document: { pages: 1, producer: 'JasperReports Library', creator: 'JasperReports', created_at: null, modified_at: null, encrypted: false },
  };
}

/** The meaning the analysis gave a row, read from its flags, lender, betting and category. */
export function meaningOf(t: AnalysedTransaction): Meaning {
  const f = new Set(t.flags);
  if (f.has('returned_item') && !t.fee) return 'returned_item';
  if (f.has('reversal')) return 'reversal';
  if (f.has('reversed')) return 'reversed';
  if (f.has('round_trip')) return 'round_trip';
  if (f.has('overdraft_draw')) return 'overdraft_draw';
  if (f.has('overdraft_repayment')) return 'overdraft_repayment';
  if (f.has('overdraft_funded')) return 'overdraft_funded_spend';
  if (f.has('savings')) return t.type === 'debit' ? 'savings_deposit' : 'savings_withdrawal';
  if (t.lender) return t.type === 'credit' ? 'loan_disbursement' : 'loan_repayment';
  if (t.fee) return 'fee';
  if (t.category === 'payroll_and_salary' && t.type === 'credit') return 'salary';
  if (t.own_account) return 'own_transfer';
  if (t.betting) return t.type === 'debit' ? 'betting_stake' : 'betting_win';
  if (t.type === 'credit') return t.category === 'cash_and_atm' || t.category === 'agency' ? 'cash_deposit' : 'income';
  return 'spend';
}

const round2 = (v: number) => Math.round(v * 100) / 100;

function check(section: string, expected: number | string, got: number | string): SectionCheck {
  const pass = typeof expected === 'number' && typeof got === 'number' ? Math.abs(expected - got) < 0.005 : expected === got;
  return { section, expected, got, pass };
}

export function scoreLabelled(l: LabelledStatement): { score: LabelledScore; result: AnalysisResult } {
  const statement = labelledToStatement(l);
  const result = analyseStatement(statement, { fullname: l.holder });
  // Labels in the statement's (date-sorted) order.
  const labels = l.rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r[0] < b.r[0] ? -1 : a.r[0] > b.r[0] ? 1 : a.i - b.i))
    .map(({ r }) => r);
  const wrongChannels: string[] = [];
  const wrongMeanings: string[] = [];
  let channelRight = 0;
  let meaningRight = 0;
  result.transactions.forEach((t, i) => {
    const [, description, , channel, meaning] = labels[i];
    if (t.category === channel) channelRight += 1;
    else wrongChannels.push(`${description} → ${t.category} (${t.rule_id}), labelled ${channel}`);
    const got = meaningOf(t);
    if (got === meaning) meaningRight += 1;
    else wrongMeanings.push(`${description} → ${got}, labelled ${meaning}`);
  });
  const sum = (...meanings: Meaning[]) => round2(labels.filter((r) => meanings.includes(r[4])).reduce((s, r) => s + Math.abs(r[2]), 0));
  const indexes = (...meanings: Meaning[]) =>
    labels
      .map((r, i) => (meanings.includes(r[4]) ? i : -1))
      .filter((i) => i >= 0)
      .join(',');
  const flagged = (...flags: string[]) =>
    result.transactions
      .filter((t) => t.flags.some((f) => flags.includes(f)))
      .map((t) => t.index)
      .join(',');
  const o = result.recurring_outflows;
  const repaid = round2([...o.loans, ...o.mobile_overdrafts].reduce((s, f) => s + f.repaid, 0));
  const salary = sum('salary');
  const checks: SectionCheck[] = [
    check('salary: income.salary_total', salary, result.income.salary_total),
    check('salary: cash-flow payroll_and_salary', salary, result.cash_flow.categories.inflow.payroll_and_salary.total),
    check('salary: legacy payroll_and_salary', salary, legacyReport(statement).cash_inflow.payroll_and_salary.total_amout),
    check(
      'salary: positive instalment when salaried',
      salary > 0 ? 'yes' : 'n/a',
      salary > 0 ? (result.affordability.suggested_max_monthly_instalment > 0 ? 'yes' : 'no') : 'n/a',
    ),
    check(
      'own-account inflow',
      sum('own_transfer'),
      result.income.own_account_inflow +
        round2(result.transactions.filter((t) => t.own_account && t.type === 'debit').reduce((s, t) => s + t.amount, 0)),
    ),
    check('borrowed inflow (loans + overdraft draws)', sum('loan_disbursement', 'overdraft_draw'), result.income.borrowed_inflow),
    check('debt service: repaid to lenders', sum('loan_repayment', 'overdraft_repayment'), repaid),
    check('overdraft: draws', sum('overdraft_draw'), o.overdraft_use.draws),
    check('overdraft: repaid', sum('overdraft_repayment'), o.overdraft_use.repaid),
    check('overdraft: funded spend', sum('overdraft_funded_spend'), o.overdraft_use.funded_spend),
    check('savings: deposits', sum('savings_deposit'), o.savings.deposits),
    check('savings: withdrawals', sum('savings_withdrawal'), o.savings.withdrawals),
    // A returned item undoes the deposit or debit it returns: it is a reversal too (every one in the corpus has its original).
    check('reversals: rows', indexes('reversal', 'reversed', 'returned_item'), flagged('reversal', 'reversed')),
    check('returned items: count', labels.filter((r) => r[4] === 'returned_item').length, result.exceptions.returned_items.count),
    check('round trips: rows', indexes('round_trip'), flagged('round_trip')),
    check('betting: stakes', sum('betting_stake'), result.betting.stakes),
    check('betting: winnings', sum('betting_win'), result.betting.winnings),
    check('eligible inflow', sum('salary', 'income', 'cash_deposit', 'betting_win'), result.affordability.eligible_inflow),
  ];
  return {
    score: { id: l.id, country: l.country, rows: labels.length, channelRight, meaningRight, wrongChannels, wrongMeanings, checks },
    result,
  };
}

export function computeAnalysisAccuracy(statements: readonly LabelledStatement[] = LABELLED_STATEMENTS): AnalysisAccuracy {
  const scores = statements.map((l) => scoreLabelled(l).score);
  const sum = (f: (s: LabelledScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  return {
    statements: scores,
    totals: {
      rows: sum((s) => s.rows),
      channelRight: sum((s) => s.channelRight),
      meaningRight: sum((s) => s.meaningRight),
      checks: sum((s) => s.checks.length),
      checksPassed: sum((s) => s.checks.filter((c) => c.pass).length),
    },
  };
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);

export function formatAnalysisAccuracy(a: AnalysisAccuracy): string {
  const lines = ['Analysis on the labelled corpus (test/fixtures/labelled-analysis):'];
  for (const s of a.statements) {
    const passed = s.checks.filter((c) => c.pass).length;
    lines.push(
      `  ${s.id.padEnd(14)} ${s.country}  channel ${s.channelRight}/${s.rows} (${pct(s.channelRight, s.rows)})  meaning ${s.meaningRight}/${s.rows}  sections ${passed}/${s.checks.length}`,
    );
    for (const w of s.wrongChannels) lines.push(`      channel: ${w}`);
    for (const w of s.wrongMeanings) lines.push(`      meaning: ${w}`);
    for (const c of s.checks.filter((x) => !x.pass)) lines.push(`      section ${c.section}: expected ${c.expected}, got ${c.got}`);
  }
  const t = a.totals;
  lines.push(
    `  total: channel ${t.channelRight}/${t.rows} (${pct(t.channelRight, t.rows)}), meaning ${t.meaningRight}/${t.rows} (${pct(t.meaningRight, t.rows)}), sections ${t.checksPassed}/${t.checks}`,
  );
  return lines.join('\n');
}
