import assert from 'node:assert/strict';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { postgresUrl } from '../../helpers/test-postgres';
import { CuttableProxy, viaPort } from '../../helpers/cuttable-proxy';
import { bankStatement } from '../../helpers/statements';

/**
 * Billable submissions while PostgreSQL is unreachable (a cut TCP proxy in front of the shared server):
 * 503 `service_unavailable` with Retry-After, never 500, and nothing reserved or charged; once the database
 * is back, the same calls succeed with no manual step.
 */
describe('billable calls during a PostgreSQL outage', function () {
  this.timeout(120_000);
  let stack: Stack;
  let proxy: CuttableProxy;
  let port: number;
  let statement: Buffer;
  let isCut = false;

  before(async function () {
    const PG_URL = postgresUrl(this);
    const pg = new URL(PG_URL);
    proxy = new CuttableProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    port = await proxy.open();
    stack = await startStack({ store: 'postgres', worker: false, env: { DATABASE_URL: viaPort(PG_URL, port) } });
    statement = (await bankStatement(6)).bytes;
  });
  after(async () => {
    if (isCut) await proxy.open(port); // the stack drops its schema through it
    await stack?.close();
    await proxy?.close();
  });

  it('POST /analysis, POST /transactions and GET /credits answer 503 with Retry-After; nothing is charged; all work again after', async () => {
    const { orgId, token } = await stack.org(2);
    await proxy.cut();
    isCut = true;
    try {
      const calls = [
        () => stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', statement, 's.pdf'),
        () => stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement, 's.pdf'),
        () => stack.http.get('/v1/api/credits').set(bearer(token)),
      ];
      for (const call of calls) {
        const res = await call();
        // Authentication reads the store too: whichever step meets the outage first, the answer is a 503.
        assert.equal(res.status, 503, JSON.stringify(res.body));
        assert.equal(res.body.error.code, 'service_unavailable');
        assert.ok(Number(res.headers['retry-after']) > 0, 'Retry-After is set');
      }
    } finally {
      await proxy.open(port);
      isCut = false;
    }
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [2, 0], 'nothing reserved or charged by the failed calls');
    const accepted = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', statement, 's.pdf');
    assert.equal(accepted.status, 202, JSON.stringify(accepted.body));
    await stack.temporal.client.workflow.getHandle(accepted.body.task_id as string).terminate('test over');
    const ok = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', statement, 's.pdf');
    assert.equal(ok.status, 200);
    assert.deepEqual((await stack.http.get('/v1/api/credits').set(bearer(token))).body, { balance: 1, reserved: 1, available: 0 });
  });
});
