import assert from 'node:assert/strict';
import { LAYOUTS } from '../../helpers/pdf-layouts';
import { bankStatementPdf, makeTruth, type TruthRow } from '../../helpers/pdf-statements';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { eventually } from '../../helpers/eventually';

/**
 * Issue 16 item 1 / issue 19 item 5: a statement whose own arithmetic breaks is the strongest tampering
 * signal a lender gets. The asynchronous analysis completes with every row, the breaks as integrity
 * findings and a high risk, instead of failing as "unreadable".
 */
describe('asynchronous analysis of a statement whose running balance breaks (real Temporal dev server)', function () {
  this.timeout(180_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  async function analyse(token: string, rows: TruthRow[]): Promise<Record<string, unknown>> {
    const bytes = await bankStatementPdf(rows, LAYOUTS.equity!);
    const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf');
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const polled = await eventually(
      async () => (await stack.http.get(`/v1/api/analysis/${res.body.task_id}`).set(bearer(token))).body as Record<string, unknown>,
      (body) => body.status !== 'processing',
      60_000,
    );
    assert.notEqual(polled.status, 'processing', 'the analysis did not finish within 60 s');
    return polled;
  }

  const truth = makeTruth(10, 41);
  const cases: [string, TruthRow[], number][] = [
    ['one edited amount', truth.map((r, i) => (i === 6 ? { ...r, amount: Math.round(r.amount * 40) / 100 } : r)), 6],
    ['one row printed twice', [...truth.slice(0, 4), truth[3]!, ...truth.slice(4)], 4],
  ];
  for (const [what, rows, index] of cases) {
    it(`given a short statement with ${what}, then the task completes with every row, unreconciled, the break a finding and the risk high`, async () => {
      const { token } = await stack.org(1);
      const body = await analyse(token, rows);
      assert.equal(body.status, 'completed', JSON.stringify(body));
      const result = body.result as {
        transactions: unknown[];
        reconciliation: { verdict: string; balance_breaks: { index: number }[] };
        integrity: {
          risk_level: string;
          reasons: { code: string }[];
          balance_breaks: { index: number; printed: number; explanation: string | null }[];
        };
      };
      assert.equal(result.transactions.length, rows.length);
      assert.equal(result.reconciliation.verdict, 'unreconciled');
      assert.deepEqual(
        result.integrity.balance_breaks.map((b) => [b.index, b.printed, b.explanation]),
        [[index, rows[index]!.balance, null]],
      );
      assert.ok(result.integrity.reasons.some((r) => r.code === 'BALANCE_BREAK_UNEXPLAINED'));
      assert.equal(result.integrity.risk_level, 'high');
    });
  }
});
