import assert from 'node:assert/strict';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { manyPagesPdf } from '../../helpers/hostile-pdfs';

describe('extraction limits: MAX_PAGES through the API', function () {
  this.timeout(120_000);
  let stack: Stack;
  before(async () => (stack = await startStack({ worker: false, env: { MAX_PAGES: '2000' } })));
  after(async () => stack?.close());

  const balance = async (orgId: string) => {
    const b = await stack.core.credits.balance(orgId);
    return [b.balance, b.reserved];
  };

  it('given a 2,100-page statement when sent to /transactions then 413 too_many_pages and no credit taken', async () => {
    const { orgId, token } = await stack.org(3);
    const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', manyPagesPdf(2100), 'long.pdf');
    assert.equal(res.status, 413, JSON.stringify(res.body));
    assert.equal(res.body.error.code, 'too_many_pages');
    assert.deepEqual(await balance(orgId), [3, 0]);
  });

  it('given a 2,100-page statement when sent to /analysis then 413 too_many_pages and no credit taken', async () => {
    const { orgId, token } = await stack.org(3);
    const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', manyPagesPdf(2100), 'long.pdf');
    assert.equal(res.status, 413, JSON.stringify(res.body));
    assert.equal(res.body.error.code, 'too_many_pages');
    assert.deepEqual(await balance(orgId), [3, 0]);
  });

  it('given a 5,000-page statement when sent to the legacy endpoint then the page limit answers, not unrecognised_format', async () => {
    const { orgId, token } = await stack.org(1);
    const res = await stack.http
      .post('/api/v1/analysis/2d')
      .set(bearer(token))
      .field('fullname', 'Jane Doe')
      .attach('file', manyPagesPdf(5000), 'longer.pdf');
    assert.equal(res.status, 413, JSON.stringify(res.body));
    assert.equal(res.body.error.code, 'too_many_pages');
    assert.deepEqual(await balance(orgId), [1, 0]);
  });

  it('given exactly MAX_PAGES pages when sent then the limit lets it through (it is refused for its content instead)', async () => {
    const { token } = await stack.org(1);
    const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', manyPagesPdf(2000), 'at-limit.pdf');
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.notEqual(res.body.error.code, 'too_many_pages');
  });
});
