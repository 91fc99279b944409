import assert from 'node:assert/strict';
import http from 'node:http';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { bankStatement } from '../../helpers/statements';
import { eventually } from '../../helpers/eventually';
import { startMetricsServer } from '../../../src/observability/metrics-routes';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Prometheus text format: every line is a comment or `name{labels} value`. Returns series -> value. */
function parsePrometheus(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.eE+-]+|[Nn][Aa][Nn]|\+Inf|-Inf)$/.exec(line);
    assert.ok(m, `not Prometheus text: ${line}`);
    series.set(`${m[1]}${m[2] ?? ''}`, Number(m[3]));
  }
  return series;
}

const value = (s: Map<string, number>, key: string) => s.get(key) ?? 0;

describe('Prometheus metrics at /metrics (real requests, a real task on Temporal)', function () {
  this.timeout(180_000);
  let stack: Stack;
  let receiver: CallbackReceiver;

  before(async () => {
    stack = await startStack({ env: { METRICS_TOKEN: TOKEN } });
    receiver = new CallbackReceiver();
  });
  after(async () => {
    await stack.close();
  });

  const scrape = async () => {
    const res = await stack.http.get('/metrics').set(bearer(TOKEN));
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    return parsePrometheus(res.text);
  };

  it('is not public: 401 without or with a wrong token, 404 when no METRICS_TOKEN is configured', async () => {
    assert.equal((await stack.http.get('/metrics')).status, 401);
    const wrong = await stack.http.get('/metrics').set(bearer('not-the-metrics-token-at-all'));
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error.code, 'unauthorized');
    const plain = await startStack({ worker: false });
    try {
      const res = await plain.http.get('/metrics').set(bearer(TOKEN));
      assert.equal(res.status, 404);
      assert.equal(res.body.error.code, 'not_found');
    } finally {
      await plain.close();
    }
  });

  it('counters move with traffic: requests by route pattern, tasks, extraction, callbacks, credits, event store, projection lag', async () => {
    const hook = await receiver.start();
    try {
      const before = await scrape();
      const { token } = await stack.org(3);
      assert.equal((await stack.http.get('/v1/api/credits').set(bearer(token))).status, 200);
      assert.equal((await stack.http.get('/v1/api/analysis/00000000-0000-4000-8000-000000000000').set(bearer(token))).status, 404);
      const { bytes } = await bankStatement(12);
      assert.equal((await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bytes, 's.pdf')).status, 200);
      const accepted = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
      assert.equal(accepted.status, 202);
      await receiver.waitFor(1);
      // A callback is counted when its outcome is recorded, just after the receiver answered.
      const delivered = 'callbacks_total{outcome="delivered",reason=""}';
      const after = await eventually(scrape, (m) => value(m, delivered) > value(before, delivered));
      const moved = (key: string, by = 1) =>
        assert.ok(value(after, key) - value(before, key) >= by, `${key}: ${value(before, key)} -> ${value(after, key)}`);

      moved('http_requests_total{route="/v1/api/credits",method="GET",status="200"}');
      moved('http_requests_total{route="/v1/api/analysis/:task_id",method="GET",status="404"}');
      moved('http_requests_total{route="/v1/api/transactions",method="POST",status="200"}');
      moved('http_request_duration_seconds_count{route="/v1/api/analysis",method="POST",status="202"}');
      assert.ok(![...after.keys()].some((k) => k.includes('00000000-0000')), 'no raw URL becomes a label');
      moved('analysis_tasks_total{outcome="completed",kind="single"}');
      moved('callbacks_total{outcome="delivered",reason=""}');
      moved('extraction_duration_seconds_count{outcome="ok"}', 2);
      moved('extraction_pages_total', 2);
      moved('extraction_pages_per_second_count', 2);
      moved('credit_operations_total{type="top_up",result="ok"}');
      moved('credit_operations_total{type="reserve",result="ok"}', 2);
      moved('credit_operations_total{type="capture",result="ok"}', 2);
      moved('event_store_operation_duration_seconds_count{operation="append",store="sqlite"}', 4);
      moved('event_store_operation_duration_seconds_count{operation="read_stream",store="sqlite"}');
      for (const projection of ['credits', 'tasks']) {
        const key = [...after.keys()].find((k) => k.startsWith('projection_lag_events{') && k.includes(projection));
        assert.ok(key, `projection_lag_events for ${projection}: ${[...after.keys()].filter((k) => k.startsWith('projection_lag')).join(', ')}`);
        assert.ok(after.get(key)! >= 0);
      }
    } finally {
      await receiver.stop();
    }
  });

  it('METRICS_PORT: a listener of its own serves only GET /metrics', async () => {
    const server = await startMetricsServer('127.0.0.1', 0);
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server.port, path }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    try {
      const ok = await get('/metrics');
      assert.equal(ok.status, 200);
      assert.ok(parsePrometheus(ok.body).has('process_cpu_user_seconds_total'));
      assert.equal((await get('/v1/api/credits')).status, 404);
    } finally {
      await server.close();
    }
  });
});
