import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { bankStatement, letterPdf, mpesaStatement } from '../../helpers/statements';
import { documentReadersFor } from '../../../src/roots/document-reader';
import { callbackAttemptsOnceSettled } from './settled';
import { scanPdf } from '../../fixtures/lib/scan';
import { eventually } from '../../helpers/eventually';

async function poll(stack: Stack, token: string, taskId: string, until: (b: Record<string, unknown>) => boolean, timeoutMs = 60_000) {
  return eventually(
    () => stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token)),
    (res) => until(res.body),
    timeoutMs,
  );
}

describe('asynchronous analysis on Temporal (real dev server, real receiver)', function () {
  this.timeout(180_000);
  let stack: Stack;
  let receiver: CallbackReceiver;
  let hook: string;

  beforeEach(async () => {
    stack = await startStack();
    receiver = new CallbackReceiver();
    hook = await receiver.start();
  });
  afterEach(async () => {
    await receiver.stop();
    await stack.close();
  });

  it('completes: 202, polling shows the result, one signed success callback agreeing with polling, one credit', async () => {
    const { orgId, token } = await stack.org(2);
    const { bytes } = await bankStatement(15);
    const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.status, 'processing');
    const taskId = res.body.task_id as string;
    assert.match(taskId, /^[0-9a-f-]{36}$/);
    const early = await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token));
    assert.equal(early.status, 200, 'polling finds the task right after the 202');

    const [cb] = await receiver.waitFor(1);
    assert.equal(cb!.json.status, 'completed');
    assert.equal(cb!.json.task_id, taskId);
    assert.equal(typeof cb!.json.result, 'object');
    assert.equal(cb!.headers['content-type'], 'application/json');
    assert.equal(cb!.headers['x-task-id'], taskId);
    const secret = (await stack.core.orgs.callbackSecret(orgId))!;
    const expected = 'v1=' + createHmac('sha256', secret).update(`${cb!.headers['x-timestamp']}.${cb!.body}`).digest('hex');
    assert.equal(cb!.headers['x-signature'], expected);

    const polled = await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token));
    assert.equal(polled.body.status, 'completed', 'once the callback is sent, polling shows the same outcome');
    assert.deepEqual(polled.body.result, cb!.json.result);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 1);

    const other = await stack.org(1);
    assert.equal((await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(other.token))).status, 404, 'tenancy');
    const desc = await stack.temporal.client.workflow.getHandle(taskId).describe();
    assert.equal(desc.workflowId, taskId);
    assert.equal(desc.memo?.org_id, orgId);
    assert.equal(await callbackAttemptsOnceSettled(stack.temporal.client, taskId), 1, 'one callback attempt, then the TTL wait');
    assert.equal(receiver.received.length, 1, 'exactly one delivery');
  });

  it('fails: a PDF with no statement is accepted (202) and ends failed with a readable error, by polling and callback', async () => {
    const { orgId, token } = await stack.org(1);
    const res = await stack.http
      .post('/v1/api/analysis')
      .set(bearer(token))
      .attach('file', await letterPdf(), 'l.pdf')
      .field('callback_url', hook);
    assert.equal(res.status, 202);
    const [cb] = await receiver.waitFor(1);
    assert.deepEqual(Object.keys(cb!.json).sort(), ['error', 'status', 'task_id']);
    assert.equal(cb!.json.status, 'failed');
    assert.match(String(cb!.json.error), /statement/i);
    const polled = await stack.http.get(`/v1/api/analysis/${res.body.task_id}`).set(bearer(token));
    assert.deepEqual(polled.body, { status: 'failed', task_id: res.body.task_id, error: cb!.json.error });
    assert.equal((await stack.core.credits.balance(orgId)).balance, 0, 'the accepted call is billed even though the job failed');
  });

  it('checks what it can before accepting: 400 without a password, a wrong one, a non-PDF, a bad callback URL; 402 without credits', async () => {
    const { orgId, token } = await stack.org(1);
    const enc = (await mpesaStatement(5, 2, 'pw')).bytes;
    const post = () => stack.http.post('/v1/api/analysis').set(bearer(token));
    assert.equal((await post().attach('file', enc, 'a.pdf')).body.error.code, 'password_required');
    assert.equal((await post().attach('file', enc, 'a.pdf').field('password', 'x')).body.error.code, 'password_incorrect');
    assert.equal((await post().attach('file', Buffer.from('hello'), 'a.pdf')).body.error.code, 'not_a_pdf');
    assert.equal(
      (await post().attach('file', enc, 'a.pdf').field('password', 'pw').field('callback_url', 'ftp://x/y')).body.error.code,
      'invalid_callback_url',
    );
    assert.equal((await stack.core.credits.balance(orgId)).balance, 1);
    const broke = await stack.org(0);
    const r402 = await stack.http.post('/v1/api/analysis').set(bearer(broke.token)).attach('file', enc, 'a.pdf').field('password', 'pw');
    assert.equal(r402.status, 402);
  });

  it('a receiver answering 500 gets exactly one attempt, and the failure is recorded', async () => {
    receiver.respond = () => 500;
    const { token } = await stack.org(1);
    const res = await stack.http
      .post('/v1/api/analysis')
      .set(bearer(token))
      .attach('file', (await bankStatement(6)).bytes, 's.pdf')
      .field('callback_url', hook);
    await receiver.waitFor(1);
    const taskId = res.body.task_id as string;
    await stack.temporal.client.workflow.getHandle(taskId).describe();
    const events = await eventually(
      async () => (await stack.core.stores.events.readStream(`task-${taskId}`)).map((e) => e.type),
      (types) => types.includes('CallbackFailed'),
    );
    assert.ok(events.includes('CallbackFailed'), events.join(','));
    assert.equal(await callbackAttemptsOnceSettled(stack.temporal.client, taskId), 1, 'one callback attempt, then the TTL wait');
    assert.equal(receiver.received.length, 1, 'no second attempt');
  });

  it('a receiver that hangs times out (CALLBACK_TIMEOUT_MS) and the timeout is recorded', async () => {
    receiver.respond = () => 'hang';
    const { token } = await stack.org(1);
    const res = await stack.http
      .post('/v1/api/analysis')
      .set(bearer(token))
      .attach('file', (await bankStatement(6)).bytes, 's.pdf')
      .field('callback_url', hook);
    await receiver.waitFor(1);
    const taskId = res.body.task_id as string;
    const failed = await eventually(
      async () =>
        (await stack.core.stores.events.readStream(`task-${taskId}`)).find((e) => e.type === 'CallbackFailed')?.data as
          Record<string, unknown> | undefined,
      (data) => data !== undefined,
      30_000,
    );
    assert.equal(failed?.reason, 'timeout');
    assert.equal(receiver.received.length, 1);
  });

  it('combined: a bank statement plus an encrypted mobile-money statement completes by callback (200 processing)', async () => {
    const { orgId, token } = await stack.org(1);
    const bank = (await bankStatement(10, 5)).bytes;
    const mpesa = (await mpesaStatement(10, 6, 'mm-secret')).bytes;
    const res = await stack.http
      .post('/v1/api/analysis-combined')
      .set(bearer(token))
      .attach('files', bank, 'bank.pdf')
      .attach('files', mpesa, 'mpesa.pdf')
      .field('passwords', JSON.stringify(['', 'mm-secret']))
      .field('callback_url', hook);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'processing');
    const [cb] = await receiver.waitFor(1);
    assert.equal(cb!.json.status, 'completed', JSON.stringify(cb!.json).slice(0, 300));
    assert.equal(cb!.json.task_id, res.body.task_id);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 0);
  });

  it('combined: 400 for no files, no callback_url, malformed or mismatched passwords, or an unrecognisable file', async () => {
    const { orgId, token } = await stack.org(1);
    const bank = (await bankStatement(6)).bytes;
    const post = () => stack.http.post('/v1/api/analysis-combined').set(bearer(token));
    const codes = [
      (await post().field('callback_url', hook)).body.error.code,
      (await post().attach('files', bank, 'a.pdf')).body.error.code,
      (await post().attach('files', bank, 'a.pdf').field('callback_url', hook).field('passwords', '{nope')).body.error.code,
      (await post().attach('files', bank, 'a.pdf').field('callback_url', hook).field('passwords', '["", ""]')).body.error.code,
      (
        await post()
          .attach('files', bank, 'a.pdf')
          .attach('files', await letterPdf(), 'b.pdf')
          .field('callback_url', hook)
      ).body.error.code,
    ];
    assert.deepEqual(codes, ['files_required', 'callback_url_required', 'invalid_passwords', 'passwords_mismatch', 'unrecognised_format']);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 1);
  });

  it('no password, PDF byte or statement content appears in the Temporal history', async () => {
    const { token } = await stack.org(1);
    const { bytes, truth } = await mpesaStatement(8, 9, 'Sup3r-Secret-PW');
    const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('password', 'Sup3r-Secret-PW');
    const taskId = res.body.task_id as string;
    await poll(stack, token, taskId, (b) => b.status !== 'processing');
    const history = JSON.stringify(await stack.temporal.client.workflow.getHandle(taskId).fetchHistory());
    const decoded = history.replace(/"data":"([A-Za-z0-9+/=]+)"/g, (_m, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));
    assert.ok(!decoded.includes('Sup3r-Secret-PW'), 'password in history');
    assert.ok(!decoded.includes(truth[0]!.description.slice(0, 20)), 'statement content in history');
    assert.ok(!decoded.includes('%PDF-'), 'PDF bytes in history');
  });

  it('cancelled mid-extraction: recorded as cancelled, one failure callback, and nothing of the task is left (PDF, password, callback URL, statement)', async () => {
    // The analysis is a local activity of the workflow task (`local-analysis`): a cancel reaches it when the SDK
    // extends that task, at 80% of the workflow task timeout. With WORKFLOW_TASK_TIMEOUT_MS=2000 that is within
    // 1.6 s; a scan of 9 pages takes about 7 s to read on an idle machine (seconds of OCR a page, two at once),
    // so the cancel reaches the analysis while it is still reading. (With Temporal's default 10 s the cancel
    // arrives after 8 s, and on an idle machine the analysis had completed by then.)
    await stack.close();
    stack = await startStack({ env: { WORKFLOW_TASK_TIMEOUT_MS: '2000' } });
    const { orgId, token } = await stack.org(1);
    const bytes = Buffer.from(await scanPdf(new Uint8Array((await mpesaStatement(200, 21)).bytes), { seed: 'cancel-me' }));
    // The analysis (a local activity, not listed among pending activities) has given the PDF to an extractor.
    let stop = () => {};
    const extracting = new Promise<void>((resolve) => {
      stop = documentReadersFor(stack.config).observe((e) => e.type === 'dispatched' && e.lane === 'background' && resolve());
    });
    const res = await stack.http
      .post('/v1/api/analysis')
      .set(bearer(token))
      .attach('file', bytes, 's.pdf')
      .field('password', 'Cancel-Me-PW')
      .field('callback_url', `${hook}?token=cancel-me-token`);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const taskId = res.body.task_id as string;
    const handle = stack.temporal.client.workflow.getHandle(taskId);
    await extracting;
    stop();
    await handle.cancel();
    await assert.rejects(handle.result(), /cancel/i);

    const [cb] = await receiver.waitFor(1);
    assert.deepEqual(cb!.json, { status: 'failed', task_id: taskId, error: 'The analysis was cancelled' });
    assert.equal((await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token))).status, 404, 'expired at once');
    const taskDir = path.join(stack.config.dataDir, 'blobs', 'task', taskId);
    assert.deepEqual(fs.existsSync(taskDir) ? fs.readdirSync(taskDir) : [], [], 'no blob of the task remains');
    const types = (await stack.core.stores.events.readStream(`task-${taskId}`)).map((e) => e.type);
    assert.deepEqual(types, ['TaskSubmitted', 'TaskCancelled', 'CallbackDelivered', 'TaskExpired']);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 0, 'the accepted call is billed');
    const history = JSON.stringify(await handle.fetchHistory());
    const decoded = history.replace(/"data":"([A-Za-z0-9+/=]+)"/g, (_m, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));
    for (const secret of [hook, 'cancel-me-token', 'Cancel-Me-PW']) assert.ok(!decoded.includes(secret), `${secret} in the history`);
  });

  it('expires: after TASK_TTL_SECONDS polling answers 404 and nothing of the task remains in the blob store', async () => {
    const short = await startStack({ env: { TASK_TTL_SECONDS: '3' } });
    try {
      const { token } = await short.org(1);
      const res = await short.http
        .post('/v1/api/analysis')
        .set(bearer(token))
        .attach('file', (await bankStatement(6)).bytes, 's.pdf');
      const taskId = res.body.task_id as string;
      // The workflow's own outcome, not a poll racing the 3-second TTL (a loaded machine can take longer to analyse).
      const outcome = await short.temporal.client.workflow.getHandle(taskId).result();
      assert.equal(outcome.status, 'completed');
      assert.equal((await short.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token))).status, 404);
      for (const key of ['result.json', 'statement-0.json', 'input-0.pdf']) {
        assert.equal(await short.core.blobs.getBytes(`task/${taskId}/${key}`), null, key);
      }
      const types = (await short.core.stores.events.readStream(`task-${taskId}`)).map((e) => e.type);
      assert.deepEqual(types, ['TaskSubmitted', 'TaskCompleted', 'TaskExpired']);
    } finally {
      await short.close();
    }
  });
});
