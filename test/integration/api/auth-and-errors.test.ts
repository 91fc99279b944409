import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startStack, bearer, type Stack } from '../../helpers/stack';

const ENDPOINTS: [method: 'get' | 'post', path: string][] = [
  ['get', '/v1/api/credits'],
  ['get', '/v1/api/credits/ledger'],
  ['post', '/v1/api/transactions'],
  ['post', '/v1/api/analysis'],
  ['get', `/v1/api/analysis/${randomUUID()}`],
  ['post', '/v1/api/analysis-combined'],
  ['post', '/api/v1/analysis/2d'],
];

describe('authentication and the error model', function () {
  this.timeout(60_000);
  let stack: Stack;
  let token: string;
  let revoked: string;

  before(async () => {
    stack = await startStack({ worker: false });
    const org = await stack.org(5);
    token = org.token;
    revoked = (await stack.core.orgs.createToken(org.orgId)).token;
    await stack.core.orgs.revokeToken(org.orgId, revoked);
  });
  after(() => stack.close());

  const cases: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['another scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
    ['an unknown token', { Authorization: `Bearer bsa_${'0'.repeat(32)}_${'A'.repeat(43)}` }],
    ['a malformed token', { Authorization: 'Bearer not-a-token' }],
  ];
  for (const [method, path] of ENDPOINTS) {
    for (const [name, headers] of cases) {
      it(`${method.toUpperCase()} ${path.replace(/[0-9a-f-]{36}$/, ':id')} with ${name} → 401 JSON`, async () => {
        const res = await stack.http[method](path).set(headers);
        assert.equal(res.status, 401);
        assert.equal(res.body.error.code, 'unauthorized');
        assert.equal(typeof res.body.error.message, 'string');
      });
    }
    it(`${method.toUpperCase()} ${path.replace(/[0-9a-f-]{36}$/, ':id')} with a revoked token → 401`, async () => {
      const res = await stack.http[method](path).set(bearer(revoked));
      assert.equal(res.status, 401);
    });
  }

  it('a token stops working as soon as it is revoked', async () => {
    const org = await stack.org(0);
    assert.equal((await stack.http.get('/v1/api/credits').set(bearer(org.token))).status, 200);
    await stack.core.orgs.revokeToken(org.orgId, org.token);
    assert.equal((await stack.http.get('/v1/api/credits').set(bearer(org.token))).status, 401);
  });

  it('unknown routes answer 404 with the JSON error body', async () => {
    for (const path of ['/nope', '/v1/api/nope', '/api/v1/nope']) {
      const res = await stack.http.get(path).set(bearer(token));
      assert.equal(res.status, 404, path);
      assert.equal(res.body.error.code, 'not_found');
    }
  });

  it("an unknown task, a malformed task id and another organisation's task are all 404", async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '../../etc/passwd']) {
      const res = await stack.http.get(`/v1/api/analysis/${encodeURIComponent(id)}`).set(bearer(token));
      assert.equal(res.status, 404);
      assert.equal(res.body.error.code, 'not_found');
    }
  });

  it('every response carries a request id', async () => {
    const res = await stack.http.get('/v1/api/health-check');
    assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });
});
