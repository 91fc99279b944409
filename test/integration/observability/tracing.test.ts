import assert from 'node:assert/strict';
import { bundleWorkflowCode, type Worker } from '@temporalio/worker';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { bankStatement } from '../../helpers/statements';
import { createWorker } from '../../../src/roots/analysis-worker';
import { startTracing, type Tracing } from '../../../src/observability/tracing';
import { eventually } from '../../helpers/eventually';

const noop = () => undefined;
const quiet = { trace: noop, debug: noop, info: noop, warn: noop, error: (m: string) => console.error(m), log: noop };

describe('OpenTelemetry tracing switched on: spans for a request and its workflow (in-memory exporter)', function () {
  this.timeout(240_000);
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let stack: Stack;
  let worker: Worker;
  let run: Promise<void>;

  before(async () => {
    tracing = startTracing({ serviceName: 'tracing-test', exporter });
    stack = await startStack({ worker: false });
    const bundle = await bundleWorkflowCode({
      workflowsPath: require.resolve('../../../workflows'),
      workflowInterceptorModules: [tracing.workflowInterceptorModule],
      logger: quiet,
    });
    worker = await createWorker(stack.core, stack.temporal, bundle);
    run = worker.run();
  });
  after(async () => {
    if (worker.getState() === 'RUNNING') worker.shutdown();
    await run;
    await stack.close();
    await tracing.shutdown();
  });

  it('records the HTTP span (route pattern, status, request id) and workflow and activity spans of the task', async () => {
    const { token } = await stack.org(2);
    const res = await stack.http
      .post('/v1/api/analysis')
      .set(bearer(token))
      .set('X-Request-Id', 'trace-test-request-1')
      .attach('file', (await bankStatement(8)).bytes, 's.pdf');
    assert.equal(res.status, 202);
    const taskId = res.body.task_id as string;
    // The workflow stays open until the record expires: wait for the outcome instead of its result.
    const status = await eventually(
      async () => (await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token))).body.status as string,
      (s) => s === 'completed',
      30_000,
    );
    assert.equal(status, 'completed');

    const has = (spans: ReadableSpan[], re: RegExp) => spans.some((s) => re.test(s.name));
    const spans = await eventually(
      async () => exporter.getFinishedSpans(),
      (all) => has(all, /StartActivity/) && has(all, /RunActivity/),
    );
    const httpSpan = spans.find((s) => s.name === 'POST /v1/api/analysis');
    assert.ok(httpSpan, `spans: ${spans.map((s) => s.name).join(', ')}`);
    assert.equal(httpSpan.attributes['http.response.status_code'], 202);
    assert.equal(httpSpan.attributes['request.id'], 'trace-test-request-1');
    assert.ok(has(spans, /StartActivity/), `workflow span: ${spans.map((s) => s.name).join(', ')}`);
    assert.ok(has(spans, /RunActivity/), `activity span: ${spans.map((s) => s.name).join(', ')}`);
    const text = JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes })));
    assert.ok(!text.includes(token), 'no token in spans');
  });
});
