import assert from 'node:assert/strict';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { manyPagesPdf } from '../../helpers/hostile-pdfs';

/** PDF_TIMEOUT_MS reaches the extractors: a 2,000-page file (about 2 s to read on an idle machine) against a 200 ms budget. */
describe('extraction limits: PDF_TIMEOUT_MS through the API', function () {
  this.timeout(120_000);
  let stack: Stack;
  before(async () => (stack = await startStack({ worker: false, env: { PDF_TIMEOUT_MS: '200' } })));
  after(async () => stack?.close());

  it('given a document that outlives the time budget when sent to /transactions then 422 document_too_complex and no credit', async () => {
    const { orgId, token } = await stack.org(1);
    const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', manyPagesPdf(2000), 'slow.pdf');
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.equal(res.body.error.code, 'document_too_complex');
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [1, 0]);
  });
});
