import assert from 'node:assert/strict';
import { LAYOUTS } from '../../helpers/pdf-layouts';
import { bankStatementPdf, makeTruth } from '../../helpers/pdf-statements';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { bankStatement } from '../../helpers/statements';

describe('reconciliation over HTTP: POST /transactions and the legacy endpoint', function () {
  this.timeout(60_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack({ worker: false });
  });
  after(() => stack.close());

  it('given a statement whose balances chain, then 200 with X-Reconciliation: reconciled and the block in the body', async () => {
    const { token } = await stack.org(2);
    const { bytes, truth } = await bankStatement(40, 23);
    const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bytes, 's.pdf');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.headers['x-reconciliation'], 'reconciled');
    const rec = res.body.reconciliation;
    assert.equal(rec.verdict, 'reconciled');
    assert.equal(rec.balance_source, 'printed');
    assert.equal(rec.balance_checks, truth.length);
    assert.deepEqual([rec.balance_breaks, rec.excluded_rows], [[], []]);
    assert.equal(rec.closing_balance.computed, truth[truth.length - 1]!.balance);
    const legacy = await stack.http
      .post('/api/v1/analysis/2d')
      .set(bearer(token))
      .attach('file', bytes, 's.pdf')
      .field('fullname', 'Acme Traders Ltd');
    assert.equal(legacy.status, 200);
    assert.equal(legacy.headers['x-reconciliation'], 'reconciled');
  });

  it('given a statement whose printed balances break at many rows, then 200 with every row, unreconciled, each break listed, one credit used', async () => {
    const { orgId, token } = await stack.org(1);
    const truth = makeTruth(40, 29).map((r, i) => (i % 8 === 3 ? { ...r, balance: r.balance + 1 } : r));
    const bytes = await bankStatementPdf(truth, LAYOUTS.equity!);
    const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bytes, 's.pdf');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.headers['x-reconciliation'], 'unreconciled');
    assert.equal(res.body.transactions.length, 40);
    const rec = res.body.reconciliation;
    assert.equal(rec.verdict, 'unreconciled');
    // Each edited balance breaks its own row (printed one more than expected) and the next (which follows the true balance).
    const edited = [3, 11, 19, 27, 35];
    assert.deepEqual(
      rec.balance_breaks.map((b: { index: number }) => b.index),
      edited.flatMap((i) => [i, i + 1]),
    );
    for (const b of rec.balance_breaks as { index: number; date: string; expected: number; printed: number; amount: number }[]) {
      assert.equal(b.date, truth[b.index]!.date);
      assert.equal(b.printed, truth[b.index]!.balance);
      assert.equal(b.amount, truth[b.index]!.type === 'credit' ? truth[b.index]!.amount : -truth[b.index]!.amount);
    }
    assert.equal((await stack.core.credits.balance(orgId)).balance, 0);
  });

  it('given a short statement with one edited amount or one row printed twice, then /transactions and the legacy endpoint answer 200 unreconciled with the break', async () => {
    const { token } = await stack.org(4);
    const truth = makeTruth(8, 31);
    const edited = truth.map((r, i) => (i === 4 ? { ...r, amount: Math.round(r.amount * 50) / 100 } : r));
    const twice = [...truth.slice(0, 5), truth[4]!, ...truth.slice(5)];
    for (const [rows, index] of [
      [edited, 4],
      [twice, 5],
    ] as const) {
      const bytes = await bankStatementPdf([...rows], LAYOUTS.equity!);
      const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bytes, 's.pdf');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.transactions.length, rows.length);
      assert.equal(res.headers['x-reconciliation'], 'unreconciled');
      assert.deepEqual(
        res.body.reconciliation.balance_breaks.map((b: { index: number }) => b.index),
        [index],
      );
      const legacy = await stack.http
        .post('/api/v1/analysis/2d')
        .set(bearer(token))
        .attach('file', bytes, 's.pdf')
        .field('fullname', 'Acme Traders Ltd');
      assert.equal(legacy.status, 200, JSON.stringify(legacy.body));
      assert.equal(legacy.headers['x-reconciliation'], 'unreconciled');
    }
  });
});
