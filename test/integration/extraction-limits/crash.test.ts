import assert from 'node:assert/strict';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { mpesaStatement } from '../../helpers/statements';
import { documentReadersFor } from '../../../src/roots/document-reader';
import type { PoolEvent } from '../../../src/pdf';

/** Extractors killed from outside (as the OOM killer or an operator would) while they hold a request's document. */
describe('extraction limits: a dying extractor through the API', function () {
  this.timeout(120_000);
  let stack: Stack;
  let statement: { bytes: Buffer; truth: unknown[] };
  before(async () => {
    statement = await mpesaStatement(12);
    stack = await startStack({ worker: false, env: { PDF_WORKERS: '1' } });
  });
  after(async () => stack?.close());

  /** SIGKILLs the extractor of the first `times` dispatches. */
  function killDispatches(times: number): { events: PoolEvent[]; stop(): void } {
    const events: PoolEvent[] = [];
    let killed = 0;
    const stop = documentReadersFor(stack.config).observe((e) => {
      events.push(e);
      if (e.type === 'dispatched' && killed < times) {
        killed++;
        process.kill(e.pid, 'SIGKILL');
      }
    });
    return { events, stop };
  }

  it('given the extractor killed once under a request when it runs then the document is retried on a fresh one and answered 200', async () => {
    const { orgId, token } = await stack.org(2);
    const { events, stop } = killDispatches(1);
    try {
      const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement.bytes, 's.pdf');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.transactions.length, statement.truth.length);
      assert.deepEqual(
        events.filter((e) => e.type !== 'queued').map((e) => e.type),
        ['dispatched', 'died', 'dispatched'],
      );
    } finally {
      stop();
    }
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [1, 0]);
  });

  it('given the extractor killed on every attempt when a request runs then 503 extraction_unavailable with Retry-After, never corrupt_pdf, and no credit', async () => {
    const { orgId, token } = await stack.org(2);
    const { stop } = killDispatches(2);
    try {
      const res = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement.bytes, 's.pdf');
      assert.equal(res.status, 503, JSON.stringify(res.body));
      assert.equal(res.body.error.code, 'extraction_unavailable');
      assert.equal(res.headers['retry-after'], '30');
    } finally {
      stop();
    }
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [2, 0]);
    const after = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement.bytes, 's.pdf');
    assert.equal(after.status, 200, 'a fresh extractor serves the next request');
  });
});
