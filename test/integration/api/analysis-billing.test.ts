import assert from 'node:assert/strict';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { mpesaStatement } from '../../helpers/statements';

/**
 * Status code order on the billable asynchronous endpoints (the spec leaves it open; this is the contract):
 * 1. 401; 2. 400/413 for the request's shape (no file, empty, not starting like a PDF, form fields,
 *    callback URL, passwords array), checked without opening the document;
 * 3. 402 when no credit can be reserved; 503 when the store cannot reserve it;
 * 4. only then the document checks (probe, extraction) on a reserved credit: 400/413/422, releasing it.
 * A PDF that any probe would refuse therefore gets 402 from an organisation without credit: proof that no
 * probe or extraction ran before the credit check.
 */
describe('billable submissions reserve before any document work', function () {
  this.timeout(120_000);
  let stack: Stack;
  const broken = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage, no xref, no trailer\n');
  const hook = 'http://127.0.0.1:9/hook';

  before(async () => {
    stack = await startStack({ worker: false });
  });
  after(() => stack?.close());

  it('POST /analysis: 402 for a PDF the probe would refuse when there is no credit; with a credit, 400 and the credit is back', async () => {
    const broke = await stack.org(0);
    const r402 = await stack.http.post('/v1/api/analysis').set(bearer(broke.token)).attach('file', broken, 'b.pdf');
    assert.equal(r402.status, 402, JSON.stringify(r402.body));
    assert.equal(r402.body.error.code, 'insufficient_credits');
    const encrypted = (await mpesaStatement(5, 2, 'pw')).bytes;
    assert.equal((await stack.http.post('/v1/api/analysis').set(bearer(broke.token)).attach('file', encrypted, 'e.pdf')).status, 402);

    const { orgId, token } = await stack.org(1);
    const r400 = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', broken, 'b.pdf');
    assert.equal(r400.status, 400, JSON.stringify(r400.body));
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [1, 0]);
  });

  it('POST /analysis-combined: 402 before extracting any file when there is no credit; with a credit, 400 naming the file and the credit is back', async () => {
    const broke = await stack.org(0);
    const post = (token: string) => stack.http.post('/v1/api/analysis-combined').set(bearer(token)).field('callback_url', hook);
    const r402 = await post(broke.token).attach('files', broken, 'a.pdf').attach('files', broken, 'b.pdf');
    assert.equal(r402.status, 402, JSON.stringify(r402.body));

    const { orgId, token } = await stack.org(1);
    const r400 = await post(token).attach('files', broken, 'a.pdf').attach('files', broken, 'b.pdf');
    assert.equal(r400.status, 400, JSON.stringify(r400.body));
    assert.match(r400.body.error.message, /^files\[0\]/);
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [1, 0]);
  });

  it('an organisation without credit gets its 402 from the headers, before any request-shape check of the body', async () => {
    const broke = await stack.org(0);
    const res = await stack.http.post('/v1/api/analysis').set(bearer(broke.token)).attach('file', Buffer.from('hello'), 'a.txt');
    assert.deepEqual([res.status, res.body.error.code], [402, 'insufficient_credits']);
    const combined = await stack.http.post('/v1/api/analysis-combined').set(bearer(broke.token)).attach('files', broken, 'a.pdf');
    assert.deepEqual([combined.status, combined.body.error.code], [402, 'insufficient_credits']);
    const rich = await stack.org(1);
    const shaped = await stack.http.post('/v1/api/analysis').set(bearer(rich.token)).attach('file', Buffer.from('hello'), 'a.txt');
    assert.deepEqual([shaped.status, shaped.body.error.code], [400, 'not_a_pdf']);
  });
});
