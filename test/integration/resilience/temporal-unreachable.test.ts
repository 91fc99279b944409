import assert from 'node:assert/strict';
import supertest from 'supertest';
import { Client, Connection } from '@temporalio/client';
import { buildApp } from '../../../src/roots/api-app';
import type { TemporalRuntime } from '../../../src/temporal/temporal-runtime';
import { sharedTemporal } from '../../helpers/temporal';
import { CuttableProxy } from '../../helpers/cuttable-proxy';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { bankStatement } from '../../helpers/statements';
import { eventually } from '../../helpers/eventually';

/** The API reaches the real dev server through a proxy the test cuts: Temporal is really unreachable. */
describe('Temporal unreachable: health names it, submissions fail fast', function () {
  this.timeout(120_000);
  let stack: Stack;
  let proxy: CuttableProxy;
  let port: number;
  let connection: Connection;
  let http: ReturnType<typeof supertest>;
  let statement: Buffer;

  before(async () => {
    stack = await startStack({ worker: false });
    const shared = await sharedTemporal();
    const [host, p] = shared.address.split(':');
    proxy = new CuttableProxy({ host: host!, port: Number(p) });
    port = await proxy.open();
    connection = await Connection.connect({ address: `127.0.0.1:${port}` });
    const temporal = { ...shared, client: new Client({ connection, namespace: shared.namespace }) } as TemporalRuntime;
    http = supertest(buildApp(stack.core, temporal).callback());
    statement = (await bankStatement(6)).bytes;
  });
  after(async () => {
    await connection?.close();
    await proxy?.close();
    await stack?.close();
  });

  it('answers 200 with every component ok while Temporal answers', async () => {
    const res = await http.get('/v1/api/health-check');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.match(res.body.latency, /^\d+(\.\d+)?ms$/);
    assert.equal(res.body.components.temporal, 'ok');
    assert.ok(res.body.components.data_dir_free_bytes > 0);
  });

  it('while Temporal is cut off: health 503 temporal_unreachable, an async submission 503 + Retry-After within 2 s, nothing reserved; then recovers', async () => {
    const { orgId, token } = await stack.org(2);
    await proxy.cut();
    try {
      const health = await http.get('/v1/api/health-check');
      assert.equal(health.status, 503);
      assert.equal(health.body.error.code, 'temporal_unreachable');
      assert.ok(Number(health.headers['retry-after']) > 0);

      const started = Date.now();
      const res = await http.post('/v1/api/analysis').set(bearer(token)).attach('file', statement, 's.pdf');
      const tookMs = Date.now() - started;
      assert.equal(res.status, 503, JSON.stringify(res.body));
      assert.equal(res.body.error.code, 'service_unavailable');
      assert.ok(Number(res.headers['retry-after']) > 0);
      assert.ok(tookMs < 2000, `answered in ${tookMs} ms`);
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved], [2, 0]);
    } finally {
      await proxy.open(port);
    }
    const status = await eventually(
      async () => (await http.get('/v1/api/health-check')).status,
      (s) => s === 200,
    );
    assert.equal(status, 200, 'health recovers once Temporal answers again');
  });
});
