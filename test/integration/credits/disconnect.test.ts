import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { startStack, type Stack } from '../../helpers/stack';
import { createApp, type AppDeps } from '../../../src/http/app';
import { silentLogger } from '../../../src/logger';
import { creditsStream } from '../../../src/credits/ledger-events';
import { exampleBank } from '../../helpers/analysis-examples';
import { settlementOf } from '../../../src/http/listen';

/** A promise with its resolve function outside. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function multipart(pdf: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----t${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A statement whose answer (tens of MB of JSON) far outgrows the socket buffers: it cannot be written out at once. */
function hugeStatement() {
  const s = exampleBank();
  const rows = s.transactions;
  return { ...s, transactions: Array.from({ length: 250_000 }, (_, i) => rows[i % rows.length]!) };
}

/**
 * `POST /v1/api/transactions` on a real HTTP server with an extractor the test holds open: the client can
 * leave at a known point (mid-upload, mid-extraction, mid-answer), and the test awaits the request handler's
 * own promise (Koa's `callback()` returns it) and then its settlement (the capture or release that follows
 * the answer's delivery, as the API's listener does) before reading the ledger, so nothing is inferred from waiting.
 */
describe('a client that disconnects from POST /transactions is not charged (real HTTP, SQLite)', function () {
  this.timeout(60_000);
  let stack: Stack;
  let server: http.Server;
  let port: number;
  let extractionStarted = deferred();
  let finishExtraction = deferred<unknown>();
  let handled: Promise<void>[] = [];
  /** Resolves when the server has seen the latest request's connection close. */
  let serverSawClose: Promise<void> = Promise.resolve();
  const serverRequest = () => {
    const d = deferred();
    server.once('request', () => d.resolve());
    return d.promise;
  };

  before(async () => {
    stack = await startStack({ worker: false });
    const extractor = {
      extract: async () => {
        extractionStarted.resolve();
        const outcome = await finishExtraction.promise;
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    } as unknown as AppDeps['extractor'];
    const app = createApp({
      logger: silentLogger,
      health: { ping: async () => undefined },
      auth: stack.core.orgs,
      credits: stack.core.credits,
      creditQueries: stack.core.creditQueries,
      extractor,
      limits: { maxUploadBytes: 1_000_000, maxFiles: 1 },
      billing: { holder: 'api-test:1' },
    });
    app.silent = true; // the aborted uploads' socket errors are expected here
    const handle = app.callback() as unknown as (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
    server = http.createServer((req, res) => {
      serverSawClose = new Promise((r) => res.once('close', () => r()));
      handled.push(handle(req, res).then(() => settlementOf(req) as Promise<void>));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  beforeEach(() => {
    extractionStarted = deferred();
    finishExtraction = deferred<unknown>();
    handled = [];
  });
  after(async () => {
    await new Promise<void>((r) => server?.close(() => r()));
    await stack?.close();
  });

  function post(token: string, body: Buffer, contentType: string, sendBytes = body.length) {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/api/transactions',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType, 'Content-Length': body.length },
    });
    const response = new Promise<http.IncomingMessage | Error>((resolve) => {
      req.on('response', resolve);
      req.on('error', resolve);
    });
    req.write(body.subarray(0, sendBytes));
    if (sendBytes === body.length) req.end();
    return { req, response };
  }

  const ledgerTypes = async (orgId: string) =>
    (await stack.core.stores.events.readStream(creditsStream(orgId))).map((e) => [e.type, (e.data as { reason?: string }).reason ?? null]);

  it('leaving mid-extraction: the reservation is released (client_disconnected), never captured', async () => {
    const { orgId, token } = await stack.org(1);
    const { body, contentType } = multipart(Buffer.from('%PDF-1.4 slow statement'));
    const { req, response } = post(token, body, contentType);
    await extractionStarted.promise; // the credit is reserved and the extraction runs
    req.destroy();
    assert.ok((await response) instanceof Error, 'the client saw no answer');
    await serverSawClose;
    finishExtraction.resolve({ transactions: [] }); // the extraction "succeeds" after the client left
    await Promise.all(handled);
    assert.deepEqual(await ledgerTypes(orgId), [
      ['CreditsToppedUp', null],
      ['CreditReserved', null],
      ['CreditReleased', 'client_disconnected'],
    ]);
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [1, 0]);
  });

  it('leaving mid-answer: the reservation is released (client_disconnected), never captured', async () => {
    const { orgId, token } = await stack.org(1);
    const { body, contentType } = multipart(Buffer.from('%PDF-1.4 statement with a long answer'));
    const { req, response } = post(token, body, contentType);
    await extractionStarted.promise;
    finishExtraction.resolve(hugeStatement());
    const res = await response;
    assert.ok(!(res instanceof Error) && res.statusCode === 200, String(res instanceof Error ? res : res.statusCode));
    await new Promise<void>((r) => res.once('data', () => r())); // the answer has started to arrive
    req.destroy(); // and the client leaves before the end of it
    await serverSawClose;
    await Promise.all(handled);
    assert.deepEqual(await ledgerTypes(orgId), [
      ['CreditsToppedUp', null],
      ['CreditReserved', null],
      ['CreditReleased', 'client_disconnected'],
    ]);
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [1, 0]);
  });

  it('leaving mid-upload: nothing is reserved', async () => {
    const { orgId, token } = await stack.org(1);
    const { body, contentType } = multipart(Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]));
    const arrived = serverRequest();
    const { req, response } = post(token, body, contentType, 100_000);
    await arrived;
    req.destroy();
    await response;
    await Promise.all(handled);
    assert.deepEqual(await ledgerTypes(orgId), [['CreditsToppedUp', null]]);
  });

  it('a client that stays is charged once, and one whose extraction fails is not', async () => {
    const { orgId, token } = await stack.org(2);
    const { body, contentType } = multipart(Buffer.from('%PDF-1.4 statement'));
    const ok = post(token, body, contentType);
    await extractionStarted.promise;
    finishExtraction.resolve(exampleBank());
    const res = await ok.response;
    assert.ok(!(res instanceof Error) && res.statusCode === 200, String(res instanceof Error ? res : res.statusCode));
    res.resume();
    await Promise.all(handled);
    const charged = await stack.core.credits.balance(orgId);
    assert.deepEqual([charged.balance, charged.reserved], [1, 0], 'the delivered answer is charged');
    const reserved = (await stack.core.stores.events.readStream(creditsStream(orgId))).find((e) => e.type === 'CreditReserved');
    assert.equal((reserved?.data as { holder?: string }).holder, 'api-test:1', 'the reservation names the process holding it');

    extractionStarted = deferred();
    finishExtraction = deferred<unknown>();
    const failing = post(token, body, contentType);
    await extractionStarted.promise;
    finishExtraction.resolve(new Error('engine exploded'));
    const res500 = await failing.response;
    assert.ok(!(res500 instanceof Error) && res500.statusCode === 500);
    res500.resume();
    await Promise.all(handled);
    assert.deepEqual(
      (await ledgerTypes(orgId)).map(([t]) => t),
      ['CreditsToppedUp', 'CreditReserved', 'CreditCaptured', 'CreditReserved', 'CreditReleased'],
    );
  });

  it('an answer that fails while being built (after the extraction succeeded) is a 500 and charges nothing', async () => {
    const { orgId, token } = await stack.org(1);
    const { body, contentType } = multipart(Buffer.from('%PDF-1.4 statement'));
    const broken = post(token, body, contentType);
    await extractionStarted.promise;
    finishExtraction.resolve({ transactions: [] }); // extracted, but no response body can be built from it
    const res = await broken.response;
    assert.ok(!(res instanceof Error) && res.statusCode === 500, String(res instanceof Error ? res : res.statusCode));
    res.resume();
    await Promise.all(handled);
    assert.deepEqual(await ledgerTypes(orgId), [
      ['CreditsToppedUp', null],
      ['CreditReserved', null],
      ['CreditReleased', 'request_failed'],
    ]);
  });
});
