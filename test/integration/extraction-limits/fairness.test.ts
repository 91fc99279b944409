import assert from 'node:assert/strict';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { mpesaStatement } from '../../helpers/statements';
import { documentReadersFor } from '../../../src/roots/document-reader';
import type { PoolEvent } from '../../../src/pdf';
import { eventually } from '../../helpers/eventually';

/**
 * One extractor (PDF_WORKERS=1) frozen with SIGSTOP while it holds org A's first document: what happens
 * next is decided by the queue alone, never by how fast anything runs.
 */
describe('extraction limits: per-organisation queues through the API', function () {
  this.timeout(120_000);
  let stack: Stack;
  let statement: { bytes: Buffer; truth: unknown[] };
  before(async () => {
    statement = await mpesaStatement(12);
    stack = await startStack({ worker: false, env: { PDF_WORKERS: '1', PDF_QUEUE_PER_ORG: '1' } });
  });
  after(async () => stack?.close());

  it('given org A holding the extractor and a full queue when A sends again then 429 busy with Retry-After and no credit; org B is served before A’s queued file', async () => {
    const readers = documentReadersFor(stack.config);
    const events: PoolEvent[] = [];
    const stop = readers.observe((e) => events.push(e));
    const a = await stack.org(5);
    const b = await stack.org(5);
    const label = (e: PoolEvent) => `${e.orgId === a.orgId ? 'A' : e.orgId === b.orgId ? 'B' : '?'}`;
    try {
      const a1 = readers.sync.extract(statement.bytes, { orgId: a.orgId });
      const pids = readers.childPids();
      assert.equal(pids.length, 1);
      pids.forEach((pid) => process.kill(pid, 'SIGSTOP'));
      const a2 = readers.sync.extract(statement.bytes, { orgId: a.orgId });

      const busy = await stack.http.post('/v1/api/transactions').set(bearer(a.token)).attach('file', statement.bytes, 'a3.pdf');
      assert.equal(busy.status, 429, JSON.stringify(busy.body));
      assert.equal(busy.body.error.code, 'busy');
      assert.equal(busy.headers['retry-after'], '5');
      const aBalance = await stack.core.credits.balance(a.orgId);
      assert.deepEqual([aBalance.balance, aBalance.reserved], [5, 0]);

      const bRequest = stack.http
        .post('/v1/api/transactions')
        .set(bearer(b.token))
        .attach('file', statement.bytes, 'b1.pdf')
        .then((r) => r);
      const queued = await eventually(async () => events.some((e) => e.type === 'queued' && label(e) === 'B'), Boolean);
      assert.ok(queued, 'B’s document is queued');
      pids.forEach((pid) => process.kill(pid, 'SIGCONT'));

      const [r1, r2, bRes] = await Promise.all([a1, a2, bRequest]);
      assert.equal(r1.transactions.length, statement.truth.length);
      assert.equal(r2.transactions.length, statement.truth.length);
      assert.equal(bRes.status, 200, JSON.stringify(bRes.body));
      const order = events.filter((e) => e.type === 'dispatched').map(label);
      assert.deepEqual(order, ['A', 'B', 'A'], 'B’s request goes before A’s second queued file');
      const bBalance = await stack.core.credits.balance(b.orgId);
      assert.deepEqual([bBalance.balance, bBalance.reserved], [4, 0]);
    } finally {
      readers.childPids().forEach((pid) => process.kill(pid, 'SIGCONT'));
      stop();
    }
  });
});
