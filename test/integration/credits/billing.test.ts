import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { postgresUrl } from '../../helpers/test-postgres';
import { bankStatement, mpesaStatement, letterPdf } from '../../helpers/statements';
import { replay } from '../../../src/credits/ledger';
import { CreditService } from '../../../src/credits/credit-service';
import { creditsStream, type LedgerEvent } from '../../../src/credits/ledger-events';

async function auditAgrees(stack: Stack, orgId: string): Promise<{ balance: number; consistent: boolean }> {
  const events = await stack.core.stores.events.readStream(creditsStream(orgId));
  const state = replay(events.map((e) => ({ type: e.type, data: e.data }) as LedgerEvent));
  await stack.core.projector.catchUp();
  const projected = await stack.core.creditQueries.balance(orgId);
  return { balance: state.balance, consistent: projected.balance === state.balance && projected.reserved === state.reserved };
}

for (const store of ['sqlite', 'postgres'] as const) {
  describe(`credits and billing (${store})`, function () {
    this.timeout(180_000);
    let stack: Stack;
    let statement: Buffer;

    before(async function () {
      if (store === 'postgres') postgresUrl(this);
      // Room in the per-organisation extraction queue for the 50-call race (its 429 busy is tested elsewhere).
      stack = await startStack({ store, worker: false, env: { PDF_QUEUE_PER_ORG: '64', UPLOADS_PER_ORG: '64', UPLOADS_TOTAL: '64' } });
      statement = (await bankStatement(8)).bytes;
    });
    after(() => stack?.close());

    it('50 parallel reservations against 20 credits succeed exactly 20 times (service level)', async () => {
      const { orgId } = await stack.org(20);
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, async () => {
          const id = randomUUID();
          await stack.core.credits.reserve(orgId, id, id, 'test');
          await stack.core.credits.capture(orgId, id);
        }),
      );
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 20);
      for (const r of results) if (r.status === 'rejected') assert.equal((r.reason as { code: string }).code, 'insufficient_credits');
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved], [0, 0]);
    });

    it('50 parallel POST /transactions against 10 credits: exactly 10 × 200, 40 × 402, balance 0, audit agrees', async () => {
      const { orgId, token } = await stack.org(10);
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement, 'statement.pdf')),
      );
      const statuses = responses.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 200).length, 10, `statuses: ${statuses.join(',')}`);
      assert.equal(statuses.filter((s) => s === 402).length, 40);
      for (const r of responses.filter((x) => x.status === 402)) assert.equal(r.body.error.code, 'insufficient_credits');
      assert.equal((await stack.core.credits.balance(orgId)).balance, 0);
      const audit = await auditAgrees(stack, orgId);
      assert.deepEqual(audit, { balance: 0, consistent: true });
    });

    it('failed requests of every kind leave the balance unchanged', async () => {
      const { orgId, token } = await stack.org(3);
      const encrypted = (await mpesaStatement(6, 3, 'secret-pw')).bytes;
      const post = () => stack.http.post('/v1/api/transactions').set(bearer(token));
      const failures: [string, () => Promise<{ status: number; body: { error: { code: string; message: string } } }>, number, string][] = [
        ['no file', () => post().field('password', 'x'), 400, 'file_required'],
        ['not multipart', () => post().send({ file: 'x' }), 400, 'multipart_required'],
        ['empty file', () => post().attach('file', Buffer.alloc(0), 'e.pdf'), 400, 'empty_file'],
        ['a PNG', () => post().attach('file', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'x.pdf'), 400, 'not_a_pdf'],
        ['encrypted without password', () => post().attach('file', encrypted, 's.pdf'), 400, 'password_required'],
        ['wrong password', () => post().attach('file', encrypted, 's.pdf').field('password', 'nope'), 400, 'password_incorrect'],
        ['truncated PDF', () => post().attach('file', statement.subarray(0, Math.floor(statement.length / 3)), 't.pdf'), 400, ''],
        ['a letter, not a statement', async () => post().attach('file', await letterPdf(), 'l.pdf'), 400, ''],
      ];
      for (const [name, send, status, code] of failures) {
        const res = await send();
        assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
        if (code) assert.equal(res.body.error.code, code, name);
        assert.equal(typeof res.body.error.message, 'string');
      }
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved], [3, 0]);
      const ok = await post().attach('file', encrypted, 's.pdf').field('password', 'secret-pw');
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.equal((await stack.core.credits.balance(orgId)).balance, 2);
    });

    it('an upload above MAX_UPLOAD_BYTES is refused with 413 and costs nothing', async () => {
      const small = await startStack({ store, worker: false, env: { MAX_UPLOAD_BYTES: '2048' } });
      try {
        const { orgId, token } = await small.org(1);
        const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 0x41)]);
        const res = await small.http.post('/v1/api/transactions').set(bearer(token)).attach('file', big, 'big.pdf');
        assert.equal(res.status, 413);
        assert.equal(res.body.error.code, 'file_too_large');
        assert.equal((await small.core.credits.balance(orgId)).balance, 1);
      } finally {
        await small.close();
      }
    });

    it('an orphaned reservation (its request died) is released after the time limit', async () => {
      const { orgId } = await stack.org(1);
      await stack.core.credits.reserve(orgId, randomUUID(), 'dead-request', 'POST /v1/api/transactions');
      assert.equal((await stack.core.credits.balance(orgId)).available, 0);
      assert.deepEqual(await stack.core.credits.releaseOrphans(orgId, 60_000), [], 'a fresh reservation is not an orphan');
      // The same ledger seen two minutes later (a clock of its own instead of a sleep).
      const later = new CreditService(stack.core.stores.events, () => new Date(Date.now() + 120_000));
      const released = await later.releaseOrphans(orgId, 60_000);
      assert.equal(released.length, 1);
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved, b.available], [1, 0, 1]);
    });

    it("GET /credits and a paginated GET /credits/ledger show the caller's own movements", async () => {
      const { token } = await stack.org(2);
      const other = await stack.org(7);
      const ok = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement, 's.pdf');
      assert.equal(ok.status, 200);
      // GET /credits shows the charge right after the answer (it waits for the capture that follows the delivery);
      // the ledger pages come from the read model, brought up to date after that.
      const bal = await stack.http.get('/v1/api/credits').set(bearer(token));
      assert.deepEqual(bal.body, { balance: 1, reserved: 0, available: 1 });
      await stack.core.projector.catchUp();
      assert.equal((await stack.http.get('/v1/api/credits').set(bearer(other.token))).body.balance, 7);
      const page1 = await stack.http.get('/v1/api/credits/ledger?limit=2').set(bearer(token));
      assert.equal(page1.status, 200);
      assert.deepEqual(
        page1.body.entries.map((e: { type: string }) => e.type),
        ['CreditsToppedUp', 'CreditReserved'],
      );
      const page2 = await stack.http.get(`/v1/api/credits/ledger?limit=2&after=${page1.body.next_after}`).set(bearer(token));
      assert.deepEqual(
        page2.body.entries.map((e: { type: string; amount: number }) => [e.type, e.amount]),
        [['CreditCaptured', -1]],
      );
      assert.equal(page2.body.next_after, null);
      assert.equal(page2.body.entries[0].endpoint, null);
      assert.ok(page1.body.entries[1].ref, 'each movement names its request');
      assert.equal((await stack.http.get('/v1/api/credits/ledger?limit=0').set(bearer(token))).status, 400);
    });
  });
}
