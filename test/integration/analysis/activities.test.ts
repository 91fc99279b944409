import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createAnalysisActivities, type AnalysisActivityDeps } from '../../../activities/analysis-activities';
import { CANCELLED } from '../../../workflows/analysis-workflow';
import { FAILURE, type AnalysisTaskInput } from '../../../workflows/types';
import { openStores, type Stores } from '../../../src/eventstore/open';
import { Sealer } from '../../../src/crypto/sealer';
import { FsBlobStore } from '../../../src/blobs/fs-blob-store';
import { SealedBlobs } from '../../../src/blobs/sealed-blobs';
import type { BlobStore } from '../../../src/blobs/blob-store';
import { CreditService } from '../../../src/credits/credit-service';
import { loadTask } from '../../../src/tasks/task-commands';
import { appendTaskEvent, taskSubmitted } from '../../../src/tasks/task-events';
import { taskView } from '../../../src/tasks/task-state';
import type { ExtractedStatement } from '../../../src/domain/statement';
import type { DocumentReader } from '../../../src/documents/reader';
import { CallbackReceiver } from '../../helpers/callback-receiver';

const noop = () => undefined;
const quiet = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: noop };
const mockEnv = () => new MockActivityEnvironment(undefined, { logger: quiet });

type Extract = DocumentReader['extract'];

/**
 * The activities on real parts (embedded event store, sealed blob store, a real HTTP receiver) with no
 * projector running at all: nothing an activity does may wait for a read model.
 */
describe('analysis activities (real event store and blob store, no projector)', function () {
  this.timeout(30_000);
  let dir: string;
  let stores: Stores;
  let sealer: Sealer;
  let blobs: SealedBlobs;
  let credits: CreditService;
  let receiver: CallbackReceiver;
  let hook: string;
  let extract: Extract;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-activities-'));
    stores = await openStores({ dataDir: dir });
    sealer = new Sealer(randomBytes(32));
    blobs = new SealedBlobs(new FsBlobStore(path.join(dir, 'blobs')), sealer);
    credits = new CreditService(stores.events);
    receiver = new CallbackReceiver();
    hook = `${await receiver.start()}?token=s3cr3t-${randomBytes(4).toString('hex')}`;
    extract = async () => {
      throw new Error('no extraction expected');
    };
  });
  afterEach(async () => {
    await receiver.stop();
    await stores.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function activities(over: Partial<AnalysisActivityDeps> = {}) {
    return createAnalysisActivities({
      store: stores.events,
      credits,
      blobs,
      reader: { extract: (bytes, opts) => extract(bytes, opts) },
      analyser: { analyseSingle: () => ({ ok: true }), analyseCombined: () => ({ ok: true }) },
      callbackSecret: async () => 'org-secret',
      callbackTimeoutMs: 5000,
      callbackAllowPrivateNetworks: true,
      ...over,
    });
  }

  /**
   * A submitted task: sealed PDF, password and callback URL, a reserved credit, `TaskSubmitted` recorded (as the
   * API does), accepted by the workflow unless `accepted` is false.
   */
  async function acceptedTask(withCallback = true, accepted = true): Promise<AnalysisTaskInput> {
    const taskId = randomUUID();
    const orgId = `org-${randomBytes(4).toString('hex')}`;
    await credits.topUp(orgId, 1);
    const reservationId = randomUUID();
    await credits.reserve(orgId, reservationId, taskId, 'POST /v1/api/analysis');
    const doc = {
      pdf_key: `task/${taskId}/input-0.pdf`,
      sha256: '0'.repeat(64),
      password_key: `task/${taskId}/input-0.password`,
      statement_key: null,
    };
    await blobs.putBytes(doc.pdf_key, Buffer.from('%PDF-1.7 test'));
    await blobs.putBytes(doc.password_key, Buffer.from('pw-123', 'utf8'));
    const callbackKey = withCallback ? `task/${taskId}/callback-url` : null;
    if (callbackKey) await blobs.putBytes(callbackKey, Buffer.from(hook, 'utf8'));
    const input: AnalysisTaskInput = {
      task_id: taskId,
      org_id: orgId,
      kind: 'single',
      documents: [doc],
      callback_key: callbackKey,
      callback_timeout_ms: 3000,
      reservation_id: reservationId,
      created_at: new Date().toISOString(),
      ttl_seconds: 3600,
    };
    await appendTaskEvent(stores.events, taskSubmitted(input));
    if (accepted) await mockEnv().run(activities().acceptTask, input);
    return input;
  }

  const run = <A extends unknown[], R>(fn: (...a: A) => Promise<R>, ...args: NoInfer<A>): Promise<R> => mockEnv().run(fn, ...args);

  it('deliverCallback unseals the URL from the blob store; the input holds only its key', async () => {
    const input = await acceptedTask();
    assert.ok(!JSON.stringify(input).includes('token='), 'no URL in the input');
    const outcome = await run(activities().deliverCallback, input, { status: 'completed', result_key: 'none' } as const);
    assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
    const [cb] = await receiver.waitFor(1);
    assert.equal(cb!.json.task_id, input.task_id);
    assert.equal(cb!.headers['x-task-id'], input.task_id);
  });

  it('deliverCallback rides out a short blob-store outage before its one POST', async () => {
    const input = await acceptedTask();
    const raw = new FsBlobStore(path.join(dir, 'blobs'));
    let failures = 3;
    const flaky: BlobStore = {
      put: (k, b) => raw.put(k, b),
      putIfAbsent: (k, b) => raw.putIfAbsent(k, b),
      delete: (k) => raw.delete(k),
      deletePrefix: (p) => raw.deletePrefix(p),
      get: async (k) => {
        if (failures-- > 0) throw new Error('Connection terminated unexpectedly');
        return raw.get(k);
      },
    };
    const outcome = await run(activities({ blobs: new SealedBlobs(flaky, sealer) }).deliverCallback, input, CANCELLED);
    assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
    assert.equal(receiver.received.length, 1);
  });

  it('deliverCallback with the sealed URL gone does not connect anywhere', async () => {
    const input = await acceptedTask();
    await blobs.delete(input.callback_key!);
    const outcome = await run(activities().deliverCallback, input, CANCELLED);
    assert.deepEqual(outcome, { delivered: false, http_status: null, reason: 'callback_url_missing' });
    assert.equal(receiver.received.length, 0);
  });

  it('deliverCallback still serves an input recorded before the URL was sealed (callback_url in clear)', async () => {
    const { callback_key: _k, callback_timeout_ms: _t, ...rest } = await acceptedTask(false);
    const legacy = { ...rest, callback_url: hook } as unknown as AnalysisTaskInput;
    const outcome = await run(activities().deliverCallback, legacy, CANCELLED);
    assert.equal(outcome.delivered, true);
    const [cb] = await receiver.waitFor(1);
    assert.deepEqual(cb!.json, { status: 'failed', task_id: rest.task_id, error: CANCELLED.status === 'failed' ? CANCELLED.error : '' });
  });

  it('prepareCallback seals the request once (URL, body, secret); postCallback only reads it and POSTs, signed', async () => {
    const input = await acceptedTask();
    const key = await run(activities().prepareCallback, input, CANCELLED);
    assert.equal(key, `task/${input.task_id}/callback-request.json`);
    const sealed = (await new FsBlobStore(path.join(dir, 'blobs')).get(key!))!.toString('latin1');
    assert.ok(!sealed.includes('token=') && !sealed.includes('org-secret'), 'sealed at rest');
    // Idempotent: preparing again keeps the sealed request even once the submitted URL is gone.
    await run(activities().discardInputs, input);
    assert.equal(await run(activities().prepareCallback, input, CANCELLED), key);
    const outcome = await run(activities({ callbackSecret: async () => assert.fail('the POST reads nothing else') }).postCallback, input, key!);
    assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
    const [cb] = await receiver.waitFor(1);
    assert.equal(cb!.json.status, 'failed');
    assert.match(String(cb!.headers['x-signature']), /^v1=[0-9a-f]{64}$/);
  });

  it('postCallback that cannot read its prepared request throws CallbackNotAttempted before connecting', async () => {
    const input = await acceptedTask();
    const key = (await run(activities().prepareCallback, input, CANCELLED))!;
    const raw = new FsBlobStore(path.join(dir, 'blobs'));
    const down: BlobStore = {
      put: (k, b) => raw.put(k, b),
      putIfAbsent: (k, b) => raw.putIfAbsent(k, b),
      delete: (k) => raw.delete(k),
      deletePrefix: (p) => raw.deletePrefix(p),
      get: async () => {
        throw new Error('Connection terminated unexpectedly');
      },
    };
    await assert.rejects(run(activities({ blobs: new SealedBlobs(down, sealer) }).postCallback, input, key), (err: unknown) => {
      return err instanceof ApplicationFailure && err.type === FAILURE.callbackNotAttempted && err.nonRetryable === true;
    });
    assert.equal(receiver.received.length, 0);
  });

  it('postCallback claims its attempt before connecting; a dead attempt is told apart: started (maybe sent) or abandoned (never sends)', async () => {
    const input = await acceptedTask();
    const acts = activities();
    const key = (await run(acts.prepareCallback, input, CANCELLED))!;
    // An attempt that claimed its key, then went silent: its outcome is unknown.
    const first = `task/${input.task_id}/callback-attempt-1.json`;
    assert.deepEqual(await run(acts.postCallback, input, key, first), { delivered: true, http_status: 200, reason: null });
    assert.equal(await run(acts.abandonCallbackAttempt, first), 'started');
    // An attempt given up before it claimed: the claim is taken for it, so when it runs after all it sends nothing.
    const second = `task/${input.task_id}/callback-attempt-2.json`;
    assert.equal(await run(acts.abandonCallbackAttempt, second), 'abandoned');
    assert.equal(await run(acts.abandonCallbackAttempt, second), 'abandoned', 'idempotent when retried');
    await assert.rejects(run(acts.postCallback, input, key, second), (err: unknown) => {
      return err instanceof ApplicationFailure && err.type === FAILURE.callbackNotAttempted;
    });
    assert.equal(receiver.received.length, 1, 'only the first attempt connected');
  });

  it('accept-in-analysis: analyseTask with accept captures the credit before it reads; a retry captures nothing twice', async () => {
    const input = await acceptedTask(false, false);
    assert.deepEqual(await credits.balance(input.org_id), { org_id: input.org_id, balance: 1, reserved: 1, available: 0 }, 'reserved only');
    let reservedWhenRead: number | null = null;
    extract = async () => {
      reservedWhenRead = (await credits.balance(input.org_id)).reserved;
      return {} as ExtractedStatement;
    };
    const analysed = await run(activities().analyseTask, input, { accept: true });
    assert.deepEqual(analysed, { status: 'completed', result_key: `task/${input.task_id}/result.json`, recorded: true });
    assert.equal(reservedWhenRead, 0, 'captured before the document was read');
    await run(activities().analyseTask, input, { accept: true });
    assert.deepEqual(await credits.balance(input.org_id), { org_id: input.org_id, balance: 0, reserved: 0, available: 0 }, 'captured once');
    assert.equal((await loadTask(stores.events, input.task_id)).state.phase, 'completed');
  });

  it('accept-in-analysis: an abandoned submission fails analyseTask at once (not retried), nothing read, nothing charged', async () => {
    const input = await acceptedTask(false, false);
    await credits.release(input.org_id, input.reservation_id, 'workflow_not_started');
    await appendTaskEvent(stores.events, {
      type: 'TaskAbandoned',
      data: { task_id: input.task_id, org_id: input.org_id, reason: 'workflow_not_started', at: new Date().toISOString() },
    });
    let reads = 0;
    extract = async () => {
      reads++;
      return {} as ExtractedStatement;
    };
    await assert.rejects(
      run(activities().analyseTask, input, { accept: true }),
      (err: unknown) => err instanceof ApplicationFailure && err.type === FAILURE.taskState && err.nonRetryable === true,
    );
    assert.equal(reads, 0, 'the document was not read');
    assert.equal(await blobs.getJson(`task/${input.task_id}/result.json`), null, 'no result stored');
    assert.deepEqual(await credits.balance(input.org_id), { org_id: input.org_id, balance: 1, reserved: 0, available: 1 }, 'nothing charged');
  });

  it('lean steps: analyseTask prepares the callback from the result in hand; postCallback with settle records it and discards the inputs', async () => {
    const input = await acceptedTask();
    extract = async () => ({}) as ExtractedStatement;
    let resultReads = 0;
    const reading = new SealedBlobs(new FsBlobStore(path.join(dir, 'blobs')), sealer);
    const getJson = reading.getJson.bind(reading);
    reading.getJson = (key) => {
      if (key.endsWith('/result.json')) resultReads++;
      return getJson(key);
    };
    const acts = activities({ blobs: reading, analyser: { analyseSingle: () => ({ rows: 3 }), analyseCombined: () => ({}) } });
    const analysed = await run(acts.analyseTask, input, { prepare_callback: true });
    const key = `task/${input.task_id}/callback-request.json`;
    assert.deepEqual(analysed, { status: 'completed', result_key: `task/${input.task_id}/result.json`, recorded: true, callback_request_key: key });
    assert.equal(resultReads, 0, 'the result is not read back to build the callback');
    // A retried analysis keeps the request first prepared (as a redelivery would send it).
    const first = (await new FsBlobStore(path.join(dir, 'blobs')).get(key))!;
    await run(acts.analyseTask, input, { prepare_callback: true });
    assert.deepEqual((await new FsBlobStore(path.join(dir, 'blobs')).get(key))!, first);
    const posted = await run(acts.postCallback, input, key, `task/${input.task_id}/callback-attempt-1.json`, { settle: true });
    assert.deepEqual(posted, { delivered: true, http_status: 200, reason: null, recorded: true, discarded: true });
    const [cb] = await receiver.waitFor(1);
    assert.deepEqual(cb!.json, { status: 'completed', task_id: input.task_id, result: { rows: 3 } });
    assert.deepEqual((await loadTask(stores.events, input.task_id)).state.delivery, { delivered: true, http_status: 200 }, 'recorded by the attempt');
    for (const k of [input.documents[0]!.pdf_key, input.documents[0]!.password_key!, input.callback_key!]) {
      assert.equal(await blobs.getBytes(k), null, `${k} discarded`);
    }
    assert.notEqual(await blobs.getBytes(key), null, 'the prepared request stays for redeliveries');
    // Without the option, analyseTask prepares nothing (histories before lean-steps).
    const other = await acceptedTask();
    assert.equal('callback_request_key' in (await run(acts.analyseTask, other)), false);
  });

  it('lean steps: what the attempt or the analysis could not do is left to the workflow, never thrown after the POST', async () => {
    const input = await acceptedTask();
    extract = async () => ({}) as ExtractedStatement;
    // The callback URL cannot be read: the analysis completes and leaves the preparation to the workflow.
    const raw = new FsBlobStore(path.join(dir, 'blobs'));
    const urlDown: BlobStore = {
      put: (k, b) => raw.put(k, b),
      putIfAbsent: (k, b) => raw.putIfAbsent(k, b),
      delete: (k) => raw.delete(k),
      deletePrefix: (p) => raw.deletePrefix(p),
      get: async (k) => {
        if (k.endsWith('/callback-url')) throw new Error('Connection terminated unexpectedly');
        return raw.get(k);
      },
    };
    const analysed = await run(activities({ blobs: new SealedBlobs(urlDown, sealer) }).analyseTask, input, { prepare_callback: true });
    assert.equal(analysed.recorded, true);
    assert.equal(analysed.callback_request_key, null);
    // The store refuses the delivery record: the POST was made, the attempt says so without throwing.
    const key = (await run(activities().prepareCallback, input, { status: 'completed', result_key: analysed.result_key }))!;
    const failing = { ...stores.events, kind: stores.events.kind, append: async () => Promise.reject(new Error('database is locked')) };
    const posted = await run(activities({ store: failing as typeof stores.events }).postCallback, input, key, undefined, { settle: true });
    assert.deepEqual(posted, { delivered: true, http_status: 200, reason: null, recorded: false, discarded: false });
    assert.equal(receiver.received.length, 1);
    assert.notEqual(await blobs.getBytes(input.documents[0]!.pdf_key), null, 'inputs kept until the workflow has recorded the delivery');
  });

  it('a redelivery is recorded numbered after the outcome, idempotent per number, and refused once expired', async () => {
    const input = await acceptedTask();
    const acts = activities();
    await run(acts.recordOutcome, input, CANCELLED);
    const d = { delivered: false, http_status: 503, reason: 'http_503' };
    await run(acts.recordRedelivery, input, 1, d);
    await run(acts.recordRedelivery, input, 1, d);
    await run(acts.recordRedelivery, input, 2, { delivered: true, http_status: 200, reason: null });
    const events = await stores.events.readStream(`task-${input.task_id}`);
    assert.deepEqual(
      events.map((e) => [e.type, (e.data as { redelivery?: number }).redelivery]),
      [
        ['TaskSubmitted', undefined],
        ['TaskCancelled', undefined],
        ['CallbackRedelivered', 1],
        ['CallbackRedelivered', 2],
      ],
    );
    await run(acts.expireTask, input);
    await assert.rejects(
      run(acts.recordRedelivery, input, 3, d),
      (err: unknown) => err instanceof ApplicationFailure && err.type === FAILURE.taskState,
    );
  });

  it('a cancelled outcome is recorded as TaskCancelled, and polling shows the message the callback carries', async () => {
    const input = await acceptedTask();
    await run(activities().recordOutcome, input, CANCELLED);
    await run(activities().recordOutcome, input, CANCELLED); // a retried activity records nothing twice
    const types = (await stores.events.readStream(`task-${input.task_id}`)).map((e) => e.type);
    assert.deepEqual(types, ['TaskSubmitted', 'TaskCancelled']);
    const view = taskView((await loadTask(stores.events, input.task_id)).state, input.org_id, new Date());
    assert.equal(view?.status, 'failed');
    assert.equal(view?.error_code, 'cancelled');
    assert.equal(view?.error, CANCELLED.status === 'failed' ? CANCELLED.error : null);
  });

  it('discardInputs deletes the PDF, the password and the callback URL; expireTask deletes everything and records TaskExpired; both are idempotent', async () => {
    const input = await acceptedTask();
    await blobs.putJson(`task/${input.task_id}/result.json`, { ok: true });
    const acts = activities();
    await run(acts.discardInputs, input);
    await run(acts.discardInputs, input);
    for (const key of [input.documents[0]!.pdf_key, input.documents[0]!.password_key!, input.callback_key!])
      assert.equal(await blobs.getBytes(key), null, key);
    assert.notEqual(await blobs.getBytes(`task/${input.task_id}/result.json`), null, 'the result stays until expiry');
    await run(acts.recordOutcome, input, { status: 'completed', result_key: `task/${input.task_id}/result.json` });
    await run(acts.expireTask, input);
    await run(acts.expireTask, input);
    assert.equal(await blobs.getBytes(`task/${input.task_id}/result.json`), null);
    const types = (await stores.events.readStream(`task-${input.task_id}`)).map((e) => e.type);
    assert.deepEqual(types, ['TaskSubmitted', 'TaskCompleted', 'TaskExpired']);
  });

  it('a record the task state machine refuses (an outcome after expiry) fails without retries', async () => {
    const input = await acceptedTask(false);
    await run(activities().expireTask, input);
    await assert.rejects(run(activities().recordOutcome, input, { status: 'completed', result_key: 'x' }), (err: unknown) => {
      return err instanceof ApplicationFailure && err.type === FAILURE.taskState && err.nonRetryable === true;
    });
  });

  describe('extractDocument: only the customer document errors are final', () => {
    const thrown = async (err: unknown) => {
      const input = await acceptedTask(false);
      extract = async () => {
        throw err;
      };
      return run(activities().extractDocument, input.task_id, 0, input.documents[0]!).then(
        () => assert.fail('expected a failure'),
        (e: unknown) => e,
      );
    };

    it('document errors (wrong password, too complex) become non-retryable DocumentErrors carrying their code', async () => {
      const bomb = await thrown(Object.assign(new Error('memory budget'), { code: 'document_too_complex' }));
      assert.ok(bomb instanceof ApplicationFailure && bomb.nonRetryable && bomb.type === FAILURE.document);
      assert.deepEqual(bomb.details, ['document_too_complex']);
      const err = await thrown(Object.assign(new Error('bad password'), { code: 'password_incorrect' }));
      assert.ok(err instanceof ApplicationFailure);
      assert.equal(err.type, FAILURE.document);
      assert.equal(err.nonRetryable, true);
      assert.deepEqual(err.details, ['password_incorrect']);
      assert.match(err.message, /password does not open the PDF \(document 1\)/);
    });

    it('an extractor that died (extraction_unavailable), a full queue (busy) or any other failure is left to the retry policy', async () => {
      const capacity = (code: string) => Object.assign(new Error(code), { code });
      for (const e of [capacity('extraction_unavailable'), capacity('busy'), new Error('out of memory')]) {
        const err = await thrown(e);
        assert.ok(!(err instanceof ApplicationFailure && err.nonRetryable), `${(e as Error).message} must be retried`);
      }
    });

    it('reads the sealed password, reads for the task organisation and stores the extracted statement sealed', async () => {
      const input = await acceptedTask(false);
      let seen: { password?: string; orgId: string } | undefined;
      extract = async (_bytes, opts) => {
        seen = opts;
        return { transactions: [{}, {}] } as unknown as ExtractedStatement;
      };
      const ref = await run(activities().extractDocument, input.task_id, 0, input.documents[0]!, input.org_id);
      assert.deepEqual(seen, { password: 'pw-123', orgId: input.org_id });
      assert.deepEqual(ref, { statement_key: `task/${input.task_id}/statement-0.json`, transactions: 2 });
      assert.deepEqual(await blobs.getJson(ref.statement_key), { transactions: [{}, {}] });
    });
  });
});
