import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { listen, type ApiServer } from '../../../src/http/listen';
import { startStack, type Stack } from '../../helpers/stack';
import { eventually } from '../../helpers/eventually';
import { dirBytes, stalledUpload, type RawUpload } from '../../helpers/raw-upload';

const MB = 1024 * 1024;

setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The resident set after full collections: what the process holds, not the 64 KiB request chunks already
 * sealed to disk and waiting for the collector (their count before a collection depends on when V8 last ran
 * one: one run in several measured 124 MB for the same work that holds far less).
 */
function heldRss(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().rss;
}

describe('uploads are admitted from their headers and never held in memory while they arrive', function () {
  this.timeout(180_000);
  let stack: Stack;
  let api: ApiServer;
  const open: RawUpload[] = [];

  before(async () => {
    stack = await startStack({
      worker: false,
      env: { UPLOADS_PER_ORG: '8', UPLOAD_BYTES_PER_ORG: String(2048 * MB), UPLOAD_BYTES_TOTAL: String(4096 * MB), UPLOAD_IDLE_TIMEOUT_MS: '60000' },
    });
    api = await listen(stack.app, 0, '127.0.0.1');
  });
  afterEach(() => {
    for (const u of open.splice(0)) u.abort();
  });
  after(async () => {
    await api?.close();
    await stack?.close();
  });

  const upload = (token: string, o: { files: number; fileBytes: number; sendBytes?: number }) => {
    const u = stalledUpload({
      port: api.port,
      path: '/v1/api/analysis-combined',
      token,
      field: 'files',
      fields: { callback_url: 'http://127.0.0.1:9/cb' },
      ...o,
    });
    open.push(u);
    return u;
  };

  it('a stalled 190 MB upload from an organisation with 0 credits is refused (402) before its body is read', async () => {
    const { orgId, token } = await stack.org(0);
    const u = upload(token, { files: 10, fileBytes: 19 * MB, sendBytes: 64 * 1024 });
    const res = await u.response;
    assert.equal(res.status, 402);
    assert.equal(JSON.parse(res.body).error.code, 'insufficient_credits');
    assert.equal(res.headers.connection, 'close');
    assert.equal(dirBytes(stack.config.uploadTmpDir).files, 0, 'no byte of the body was stored');
    assert.equal((await stack.core.credits.balance(orgId)).reserved, 0);
  });

  it('eight stalled large uploads grow the process by far less than their size; aborting them leaves no temp file', async () => {
    const { orgId, token } = await stack.org(20);
    const perUpload = 2 * 19 * MB;
    const rssBefore = heldRss();
    const uploads = Array.from({ length: 8 }, () => upload(token, { files: 2, fileBytes: 19 * MB }));
    const sent = await Promise.all(uploads.map((u) => u.sent));
    assert.ok(sent.every((n) => n > perUpload - 2 * MB));
    // Everything sent has reached the (sealed) temp files: the server has taken it in, and it is on disk.
    const stored = await eventually(
      async () => dirBytes(stack.config.uploadTmpDir),
      (d) => d.files === 16 && d.bytes >= 8 * perUpload - 8 * 2 * MB,
      60_000,
    );
    assert.equal(stored.files, 16);
    const grownMb = (heldRss() - rssBefore) / MB;
    assert.ok(grownMb < 100, `RSS grew ${grownMb.toFixed(0)} MB for ${(8 * perUpload) / MB} MB of stalled uploads`);

    // A ninth upload of the same organisation is refused from its headers.
    const ninth = await upload(token, { files: 1, fileBytes: MB, sendBytes: 1024 }).response;
    assert.equal(ninth.status, 429);
    assert.equal(JSON.parse(ninth.body).error.code, 'too_many_uploads');
    assert.ok(Number(ninth.headers['retry-after']) > 0);

    for (const u of uploads) u.abort();
    const left = await eventually(
      async () => dirBytes(stack.config.uploadTmpDir),
      (d) => d.files === 0,
      20_000,
    );
    assert.equal(left.files, 0, 'aborted uploads leave no temp file');
    assert.equal((await stack.core.credits.balance(orgId)).reserved, 0, 'nothing was reserved for them');
    // Their places are given back: the organisation may upload again.
    const again = await eventually(
      async () => (await upload(token, { files: 1, fileBytes: MB, sendBytes: 1024 * 1024 + 4096 }).response).status,
      (s) => s !== 429,
      10_000,
    );
    assert.notEqual(again, 429);
  });
});

describe('an upload whose body stalls is ended', function () {
  this.timeout(60_000);
  let stack: Stack;
  let api: ApiServer;

  before(async () => {
    stack = await startStack({ worker: false, env: { UPLOAD_IDLE_TIMEOUT_MS: '500' } });
    api = await listen(stack.app, 0, '127.0.0.1');
  });
  after(async () => {
    await api?.close();
    await stack?.close();
  });

  it('no byte for UPLOAD_IDLE_TIMEOUT_MS answers 408 body_timeout, removes the temp file and charges nothing', async () => {
    const { orgId, token } = await stack.org(1);
    const u = stalledUpload({ port: api.port, path: '/v1/api/analysis', token, field: 'file', files: 1, fileBytes: 5 * MB, sendBytes: 2 * MB });
    const res = await u.response;
    u.abort();
    assert.equal(res.status, 408);
    assert.equal(JSON.parse(res.body).error.code, 'body_timeout');
    const left = await eventually(
      async () => dirBytes(stack.config.uploadTmpDir).files,
      (n) => n === 0,
    );
    assert.equal(left, 0);
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [1, 0]);
  });
});
