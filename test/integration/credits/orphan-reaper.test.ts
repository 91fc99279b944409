import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client, ServiceError, type WorkflowClient } from '@temporalio/client';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { postgresUrl } from '../../helpers/test-postgres';
import { TaskOwner, callbackUrlKey, type SubmittedFile } from '../../../src/tasks/task-owner';
import { OrphanReaper, type ReapReport } from '../../../src/tasks/orphan-reaper';
import { SubmissionSettler } from '../../../src/tasks/submission-settler';
import { creditsStream } from '../../../src/credits/ledger-events';
import { taskStream } from '../../../src/tasks/task-events';

/** A gRPC-level failure as the Temporal client reports it when the server cannot be reached. */
function temporalUnreachable(): ServiceError {
  return new ServiceError('Temporal unreachable', { cause: Object.assign(new Error('14 UNAVAILABLE: connection refused'), { code: 14 }) });
}

/**
 * The shared dev server's client as seen by an API process that died during the start: the start never
 * reaches the server and the owner cannot ask afterwards, so `TaskSubmitted`, the credit and the inputs
 * stay behind with no workflow (the owner's background settling is off).
 */
function diesDuringStart(real: Client): Pick<Client, 'workflow'> {
  const workflow = Object.create(real.workflow) as WorkflowClient;
  workflow.start = (() => Promise.reject(temporalUnreachable())) as WorkflowClient['start'];
  workflow.getHandle = (() => ({ describe: () => Promise.reject(temporalUnreachable()) })) as unknown as WorkflowClient['getHandle'];
  return { workflow };
}

const FILES: SubmittedFile[] = [{ bytes: Buffer.from('%PDF-1.4 sealed input'), password: 'pw-123', name: 'statement.pdf' }];

for (const store of ['sqlite', 'postgres'] as const) {
  describe(`orphan reaper: stale reservations of tasks are their workflows' (${store})`, function () {
    this.timeout(120_000);
    let stack: Stack;
    const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];
    // No worker polls this queue: a workflow started here stays before its first activity (`analyseTask`, which accepts it).
    const unpolled = `unpolled-${randomBytes(6).toString('hex')}`;

    before(async function () {
      if (store === 'postgres') postgresUrl(this);
      stack = await startStack({ store, worker: false });
    });
    after(() => stack?.close());

    const owner = (temporal: Pick<Client, 'workflow'>) =>
      new TaskOwner({
        temporal,
        taskQueue: unpolled,
        credits: stack.core.credits,
        blobs: stack.core.blobs,
        store: stack.core.stores.events,
        ttlSeconds: 3600,
        callbackTimeoutMs: 3000,
        settleDelaysMs: [],
      });

    /** A reaper for which every open reservation is stale (a 0 s timeout), asking `temporal` (or nobody). */
    function reaper(temporal: Pick<Client, 'workflow'> | null): OrphanReaper {
      const { credits, blobs, stores } = stack.core;
      return new OrphanReaper({
        credits,
        creditQueries: stack.core.creditQueries,
        store: stores.events,
        settler: temporal ? new SubmissionSettler({ temporal, credits, blobs, store: stores.events }) : null,
        maxAgeMs: 0,
        logger: { warn: (msg, fields) => warnings.push({ msg, fields }), error: (msg) => assert.fail(`reaper error: ${msg}`) },
      });
    }

    /** One pass, after the read model has seen every reservation (it picks the organisations to look at). */
    async function tick(r: OrphanReaper): Promise<ReapReport> {
      await stack.core.projector.catchUp();
      return r.tick();
    }

    async function reservationOf(orgId: string): Promise<{ reservationId: string; ref: string }> {
      const events = await stack.core.stores.events.readStream(creditsStream(orgId));
      const reserved = events.filter((e) => e.type === 'CreditReserved');
      assert.equal(reserved.length, 1);
      const data = reserved[0]!.data as { reservation_id: string; ref: string };
      return { reservationId: data.reservation_id, ref: data.ref };
    }

    async function releaseReasons(orgId: string): Promise<string[]> {
      const events = await stack.core.stores.events.readStream(creditsStream(orgId));
      return events.filter((e) => e.type === 'CreditReleased').map((e) => (e.data as { reason: string }).reason);
    }

    async function inputsOf(taskId: string): Promise<number> {
      const keys = [`task/${taskId}/input-0.pdf`, `task/${taskId}/input-0.password`, callbackUrlKey(taskId), `task/${taskId}/files.json`];
      const present = await Promise.all(keys.map(async (k) => (await stack.core.blobs.getBytes(k)) !== null));
      return present.filter(Boolean).length;
    }

    const streamTypes = async (taskId: string) => (await stack.core.stores.events.readStream(taskStream(taskId))).map((e) => e.type);

    /** A submission whose API process died during the start: TaskSubmitted, credit and inputs, no workflow. */
    async function diedDuringStart(orgId: string): Promise<{ taskId: string; reservationId: string }> {
      await owner(diesDuringStart(stack.temporal.client))
        .submit({ orgId, kind: 'single', endpoint: 'test', callbackUrl: 'https://example.test/hook?token=s3cret', prepare: async () => FILES })
        .then(
          () => assert.fail('the start was expected to fail'),
          () => undefined,
        );
      const { reservationId, ref } = await reservationOf(orgId);
      assert.deepEqual(await streamTypes(ref), ['TaskSubmitted']);
      assert.equal(await inputsOf(ref), 4);
      return { taskId: ref, reservationId };
    }

    it('(a) leaves the stale reservation of a submitted task whose workflow exists but has not run its first activity', async () => {
      const { orgId } = await stack.org(1);
      const { taskId } = await owner(stack.temporal.client).submit({
        orgId,
        kind: 'single',
        endpoint: 'test',
        callbackUrl: 'https://example.test/hook',
        prepare: async () => FILES,
      });
      try {
        const { reservationId } = await reservationOf(orgId);
        const report = await tick(reaper(stack.temporal.client));
        assert.ok(report.left.includes(reservationId), JSON.stringify(report));
        const b = await stack.core.credits.balance(orgId);
        assert.deepEqual([b.balance, b.reserved, b.available], [1, 1, 0], 'the workflow will capture it');
        assert.deepEqual(await streamTypes(taskId), ['TaskSubmitted']);
        assert.equal(await inputsOf(taskId), 4, 'the inputs are the workflow’s');
      } finally {
        await stack.temporal.client.workflow.getHandle(taskId).terminate('test over');
      }
    });

    it('(a′) releases the reservation of a task whose workflow ended (terminated) before capturing it', async () => {
      const { orgId } = await stack.org(1);
      const { taskId } = await owner(stack.temporal.client).submit({
        orgId,
        kind: 'single',
        endpoint: 'test',
        callbackUrl: null,
        prepare: async () => FILES,
      });
      await stack.temporal.client.workflow.getHandle(taskId).terminate('operator ended it before it ran');
      const { reservationId } = await reservationOf(orgId);
      const report = await tick(reaper(stack.temporal.client));
      assert.ok(report.released.includes(reservationId), JSON.stringify(report));
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved, b.available], [1, 0, 1]);
      assert.deepEqual(await releaseReasons(orgId), ['workflow_closed']);
    });

    it('(b) abandons a submitted task whose workflow never started: credit released, inputs deleted, polling 404, TaskAbandoned', async () => {
      const { orgId, token } = await stack.org(1);
      const { taskId, reservationId } = await diedDuringStart(orgId);
      const report = await tick(reaper(stack.temporal.client));
      assert.ok(report.abandoned.includes(reservationId), JSON.stringify(report));
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved, b.available], [1, 0, 1], 'the credit is released');
      assert.deepEqual(await releaseReasons(orgId), ['workflow_not_started']);
      assert.equal(await inputsOf(taskId), 0, 'no sealed input is left (PDF, password, callback URL, file names)');
      assert.deepEqual(await streamTypes(taskId), ['TaskSubmitted', 'TaskAbandoned']);
      assert.equal((await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token))).status, 404);
      const again = await tick(reaper(stack.temporal.client));
      assert.ok(![...again.released, ...again.abandoned].includes(reservationId), 'settled once');
    });

    it('(c) releases the stale reservation of a synchronous request as before', async () => {
      const { orgId } = await stack.org(1);
      const reservationId = randomUUID();
      await stack.core.credits.reserve(orgId, reservationId, `req-${randomUUID()}`, 'POST /v1/api/transactions');
      const report = await tick(reaper(stack.temporal.client));
      assert.ok(report.released.includes(reservationId), JSON.stringify(report));
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved, b.available], [1, 0, 1]);
      assert.deepEqual(await releaseReasons(orgId), ['orphaned_reservation']);
    });

    it("(c′) a request whose ref names another organisation's task is still a request: released", async () => {
      const other = await stack.org(1);
      const { taskId } = await diedDuringStart(other.orgId);
      const { orgId } = await stack.org(1);
      const reservationId = randomUUID();
      await stack.core.credits.reserve(orgId, reservationId, taskId, 'POST /v1/api/transactions');
      const report = await tick(reaper(null));
      assert.ok(report.released.includes(reservationId), JSON.stringify(report));
      assert.equal((await stack.core.credits.balance(orgId)).available, 1);
      assert.equal((await stack.core.credits.balance(other.orgId)).reserved, 1, 'the task’s own reservation waits for Temporal');
    });

    it('(d) when Temporal cannot tell, or this process has no client, nothing of the task is released; a request still is', async () => {
      const { orgId } = await stack.org(2);
      const { taskId, reservationId } = await diedDuringStart(orgId);
      const requestReservation = randomUUID();
      await stack.core.credits.reserve(orgId, requestReservation, `req-${randomUUID()}`, 'POST /v1/api/transactions');
      // A real client on a namespace the server does not know: describe fails, but not with WorkflowNotFoundError.
      const unknown = new Client({ connection: stack.temporal.client.connection, namespace: `missing-${Date.now()}` });
      warnings.length = 0;
      const unsure = reaper(unknown);
      const first = await tick(unsure);
      const second = await tick(unsure);
      const none = await tick(reaper(null));
      for (const report of [first, second, none]) assert.ok(report.deferred.includes(reservationId), JSON.stringify(report));
      assert.ok(first.released.includes(requestReservation), 'the request’s reservation is released regardless');
      const b = await stack.core.credits.balance(orgId);
      assert.deepEqual([b.balance, b.reserved, b.available], [2, 1, 1]);
      assert.equal(await inputsOf(taskId), 4);
      assert.deepEqual(await streamTypes(taskId), ['TaskSubmitted']);
      const about = warnings.filter((w) => w.fields?.reservation_id === reservationId).map((w) => w.msg);
      assert.equal(about.length, 2, `one warning per reaper, not per pass: ${JSON.stringify(about)}`);
      assert.match(about[0]!, /Temporal cannot tell/);
      assert.match(about[1]!, /no Temporal client/);
      // Once Temporal answers, the next pass settles it.
      const report = await tick(reaper(stack.temporal.client));
      assert.ok(report.abandoned.includes(reservationId), JSON.stringify(report));
      assert.equal(await inputsOf(taskId), 0);
    });
  });
}
