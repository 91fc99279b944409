import assert from 'node:assert/strict';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { bankStatement } from '../../helpers/statements';
import { CATEGORY_KEYS } from '../../../src/analysis';

describe('POST /api/v1/analysis/2d (legacy report)', function () {
  this.timeout(60_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack({ worker: false });
  });
  after(() => stack.close());

  it("returns every category key with totals equal to the statement's credits and debits to the cent", async () => {
    const { orgId, token } = await stack.org(2);
    const { bytes, truth } = await bankStatement(40, 17);
    const res = await stack.http.post('/api/v1/analysis/2d').set(bearer(token)).attach('file', bytes, 's.pdf').field('fullname', 'Acme Traders Ltd');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const cents = (type: string) => truth.filter((t) => t.type === type).reduce((s, t) => s + Math.round(t.amount * 100), 0);
    assert.equal(Math.round(res.body.total_cash_inflow * 100), cents('credit'));
    assert.equal(Math.round(res.body.total_cash_outflow * 100), cents('debit'));
    for (const block of ['cash_inflow', 'cash_outflow'] as const) {
      assert.deepEqual(Object.keys(res.body[block]).sort(), [...CATEGORY_KEYS].sort());
      const entries = Object.values(res.body[block]) as { total_amout: number; percentage_of_total: number }[];
      const sumCents = entries.reduce((s, e) => s + Math.round(e.total_amout * 100), 0);
      assert.equal(sumCents, Math.round(res.body[block === 'cash_inflow' ? 'total_cash_inflow' : 'total_cash_outflow'] * 100));
      const pct = entries.reduce((s, e) => s + e.percentage_of_total, 0);
      assert.ok(Math.abs(pct - 100) <= 0.01, `${block} percentages sum to ${pct}`);
      for (const e of entries) assert.ok(e.percentage_of_total >= 0 && e.percentage_of_total <= 100);
    }
    assert.deepEqual(Object.keys(res.body).sort(), ['cash_inflow', 'cash_outflow', 'total_cash_inflow', 'total_cash_outflow']);
    assert.match(String(res.headers['x-holder-name-match']), /^(match|partial|mismatch|unknown)$/);
    assert.equal(String(res.headers['x-holder-name-match']), 'match', 'the layout prints "ACME TRADERS LTD" as the account name');
    assert.equal((await stack.core.credits.balance(orgId)).balance, 1, 'one credit per successful call');
  });

  it('flags a fullname that does not match the statement holder', async () => {
    const { token } = await stack.org(1);
    const res = await stack.http
      .post('/api/v1/analysis/2d')
      .set(bearer(token))
      .attach('file', (await bankStatement(5)).bytes, 's.pdf')
      .field('fullname', 'Zebedee Quartermaine');
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-holder-name-match'], 'mismatch');
  });

  it('400 without fullname, 401 without a token, 402 without credits; failures cost nothing', async () => {
    const { orgId, token } = await stack.org(1);
    const { bytes } = await bankStatement(5);
    const noName = await stack.http.post('/api/v1/analysis/2d').set(bearer(token)).attach('file', bytes, 's.pdf');
    assert.equal(noName.status, 400);
    assert.equal(noName.body.error.code, 'fullname_required');
    assert.equal((await stack.http.post('/api/v1/analysis/2d').attach('file', bytes, 's.pdf').field('fullname', 'X')).status, 401);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 1);
    const broke = await stack.org(0);
    const r402 = await stack.http.post('/api/v1/analysis/2d').set(bearer(broke.token)).attach('file', bytes, 's.pdf').field('fullname', 'X');
    assert.equal(r402.status, 402);
  });
});
