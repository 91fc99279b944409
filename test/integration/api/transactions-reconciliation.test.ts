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

  it('given a statement whose printed balances break at many rows, then 400 unrecognised_format saying so and no credit used', async () => {
    const { orgId, token } = await stack.org(1);
    const truth = makeTruth(40, 29).map((r, i) => (i % 8 === 3 ? { ...r, balance: r.balance + 1 } : r));
    const bytes = await bankStatementPdf(truth, LAYOUTS.equity!);
    const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bytes, 's.pdf');
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.error.code, 'unrecognised_format');
    assert.match(res.body.error.message, /^read 40 rows but the running balance breaks at \d+ of them$/);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 1);
  });
});
