import assert from 'node:assert/strict';
import { Client, ServiceError, type WorkflowClient } from '@temporalio/client';
import { startStack, type Stack } from '../../helpers/stack';
import { postgresUrl } from '../../helpers/test-postgres';
import { TaskOwner, callbackUrlKey, type SubmittedFile } from '../../../src/tasks/task-owner';
import { TaskReader } from '../../../src/tasks/task-reader';
import { HttpError } from '../../../src/http/errors';
import { ServiceUnavailableError } from '../../../src/domain/service-errors';
import { creditsStream } from '../../../src/credits/ledger-events';
import { taskStream } from '../../../src/tasks/task-events';
import { eventually } from '../../helpers/eventually';

/** A gRPC-level failure as the Temporal client reports it when the server cannot be reached. */
function temporalUnreachable(): ServiceError {
  return new ServiceError('Failed to start workflow', { cause: Object.assign(new Error('14 UNAVAILABLE: connection refused'), { code: 14 }) });
}

/** The shared dev server's client, with `start` failing before it reaches the server. */
function failingStart(real: Client): Pick<Client, 'workflow'> {
  const workflow = Object.create(real.workflow) as WorkflowClient;
  workflow.start = (() => Promise.reject(temporalUnreachable())) as WorkflowClient['start'];
  return { workflow };
}

const FILES: SubmittedFile[] = [{ bytes: Buffer.from('%PDF-1.4 sealed input'), password: 'pw-123', name: 'statement.pdf' }];

for (const store of ['sqlite', 'postgres'] as const) {
  describe(`task owner: who holds the credit and the inputs when the start fails (${store})`, function () {
    this.timeout(120_000);
    let stack: Stack;

    before(async function () {
      if (store === 'postgres') postgresUrl(this);
      stack = await startStack({ store, worker: false });
    });
    after(() => stack?.close());

    const owner = (temporal: Pick<Client, 'workflow'>, settleDelaysMs: number[] = []) =>
      new TaskOwner({
        temporal,
        taskQueue: stack.config.taskQueue,
        credits: stack.core.credits,
        blobs: stack.core.blobs,
        store: stack.core.stores.events,
        ttlSeconds: 3600,
        callbackTimeoutMs: 3000,
        settleDelaysMs, // none by default: what the request itself left behind is asserted
      });

    /** The task id the owner chose, read from the credit reservation it made. */
    async function reservedTaskId(orgId: string): Promise<string> {
      const events = await stack.core.stores.events.readStream(creditsStream(orgId));
      const reserved = events.filter((e) => e.type === 'CreditReserved');
      assert.equal(reserved.length, 1);
      return (reserved[0]!.data as { ref: string }).ref;
    }

    async function inputsOf(taskId: string): Promise<(string | null)[]> {
      const keys = [`task/${taskId}/input-0.pdf`, `task/${taskId}/input-0.password`, callbackUrlKey(taskId), `task/${taskId}/files.json`];
      return Promise.all(keys.map(async (k) => ((await stack.core.blobs.getBytes(k)) ? k : null)));
    }

    it('a start that Temporal proves never happened (WorkflowNotFoundError) releases the credit, deletes every input and answers 503', async () => {
      const { orgId } = await stack.org(1);
      const err = await owner(failingStart(stack.temporal.client))
        .submit({ orgId, kind: 'single', endpoint: 'test', callbackUrl: 'https://example.test/hook?token=s3cret', prepare: async () => FILES })
        .then(
          () => null,
          (e: unknown) => e,
        );
      assert.ok(err instanceof ServiceUnavailableError, String(err));
      assert.deepEqual([err.code, err.retryAfterSeconds], ['service_unavailable', 5]);
      const taskId = await reservedTaskId(orgId);
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved, b.available], [1, 0, 1], 'the credit is released');
      assert.deepEqual(await inputsOf(taskId), [null, null, null, null], 'no sealed input is left');
      const types = (await stack.core.stores.events.readStream(taskStream(taskId))).map((e) => e.type);
      assert.deepEqual(types, ['TaskSubmitted', 'TaskAbandoned']);
      assert.equal(await new TaskReader(stack.core.stores.events).find(orgId, taskId), null, 'polling does not show it');
    });

    it('a start whose outcome Temporal cannot tell (describe fails with another error) keeps the credit reserved and the inputs', async () => {
      const { orgId } = await stack.org(1);
      // A real client on a namespace the server does not know: start and describe both fail, neither with
      // WorkflowNotFoundError, so nothing proves the workflow did not start.
      const unknown = new Client({ connection: stack.temporal.client.connection, namespace: `missing-${Date.now()}` });
      const err = await owner(unknown)
        .submit({ orgId, kind: 'single', endpoint: 'test', callbackUrl: 'https://example.test/hook', prepare: async () => FILES })
        .then(
          () => null,
          (e: unknown) => e,
        );
      assert.ok(err instanceof ServiceUnavailableError, String(err));
      const taskId = await reservedTaskId(orgId);
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved], [1, 1], 'the reservation is left to the workflow or the orphan reaper');
      assert.equal((await inputsOf(taskId)).filter((k) => k !== null).length, 4, 'the inputs are kept for a workflow that may run');
    });

    it('once Temporal answers again and proves the start never happened, the background settling releases the credit and deletes the inputs', async () => {
      const { orgId } = await stack.org(1);
      // start fails, then describe fails once as unreachable (outcome unknown), then reaches the real server.
      const real = stack.temporal.client;
      const workflow = Object.create(real.workflow) as WorkflowClient;
      let describes = 0;
      workflow.start = (() => Promise.reject(temporalUnreachable())) as WorkflowClient['start'];
      workflow.getHandle = ((id: string) => {
        if (describes++ === 0) return { describe: () => Promise.reject(temporalUnreachable()) };
        return real.workflow.getHandle(id);
      }) as WorkflowClient['getHandle'];
      const err = await owner({ workflow }, [10])
        .submit({ orgId, kind: 'single', endpoint: 'test', callbackUrl: 'https://example.test/hook', prepare: async () => FILES })
        .then(
          () => null,
          (e: unknown) => e,
        );
      assert.ok(err instanceof ServiceUnavailableError, String(err));
      const taskId = await reservedTaskId(orgId);
      // Presence, not absence: wait (bounded) for the release the settling appends.
      const held = await eventually(
        async () => (await stack.core.credits.balance(orgId)).reserved,
        (n) => n === 0,
      );
      assert.equal(held, 0, 'the background settling released the credit');
      const closed = await eventually(
        async () => (await stack.core.stores.events.readStream(taskStream(taskId))).length,
        (n) => n >= 2,
      );
      assert.ok(closed >= 2, 'the task stream is closed as abandoned');
      assert.deepEqual(await inputsOf(taskId), [null, null, null, null]);
      assert.equal(describes, 2);
    });

    it('records TaskSubmitted before the start: when start returns, polling already finds the task (projector stopped)', async () => {
      const { orgId } = await stack.org(1);
      await stack.core.projector.stop();
      try {
        let seenAtStart: string[] = [];
        const real = stack.temporal.client;
        const workflow = Object.create(real.workflow) as WorkflowClient;
        workflow.start = (async (wf: never, opts: { workflowId: string }) => {
          seenAtStart = (await stack.core.stores.events.readStream(taskStream(opts.workflowId))).map((e) => e.type);
          return real.workflow.start(wf, opts as never);
        }) as WorkflowClient['start'];
        const { taskId } = await owner({ workflow }).submit({
          orgId,
          kind: 'single',
          endpoint: 'test',
          callbackUrl: null,
          prepare: async () => FILES,
        });
        assert.deepEqual(seenAtStart, ['TaskSubmitted']);
        assert.equal((await new TaskReader(stack.core.stores.events).find(orgId, taskId))?.status, 'processing');
        const desc = await real.workflow.getHandle(taskId).describe();
        assert.equal(desc.type, 'analysisWorkflow', 'started by reference under its own name');
        assert.equal(await stack.core.blobs.getBytes(callbackUrlKey(taskId)), null, 'no callback asked, none sealed');
        await real.workflow.getHandle(taskId).terminate('test over');
      } finally {
        stack.core.projector.start();
      }
    });

    it('the callback URL is sealed in the blob store, never in the workflow input', async () => {
      const { orgId } = await stack.org(1);
      const url = 'https://example.test/hook?token=tok-4711';
      const { taskId } = await owner(stack.temporal.client).submit({
        orgId,
        kind: 'single',
        endpoint: 'test',
        callbackUrl: url,
        prepare: async () => FILES,
      });
      try {
        assert.equal((await stack.core.blobs.getBytes(callbackUrlKey(taskId)))?.toString('utf8'), url);
        const history = JSON.stringify(await stack.temporal.client.workflow.getHandle(taskId).fetchHistory());
        const decoded = history.replace(/"data":"([A-Za-z0-9+/=]+)"/g, (_m, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));
        assert.ok(decoded.includes(callbackUrlKey(taskId)), 'the input names the sealed blob');
        assert.ok(!decoded.includes('tok-4711'), 'the URL is not in the history');
      } finally {
        await stack.temporal.client.workflow.getHandle(taskId).terminate('test over');
      }
    });

    it('a failing document check releases the credit and stores nothing', async () => {
      const { orgId } = await stack.org(1);
      const refusal = new HttpError(400, 'corrupt_pdf', 'The PDF is damaged');
      const err = await owner(stack.temporal.client)
        .submit({ orgId, kind: 'single', endpoint: 'test', callbackUrl: null, prepare: () => Promise.reject(refusal) })
        .then(
          () => null,
          (e: unknown) => e,
        );
      assert.equal(err, refusal);
      const taskId = await reservedTaskId(orgId);
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved], [1, 0]);
      assert.deepEqual(await stack.core.stores.events.readStream(taskStream(taskId)), []);
    });
  });
}
