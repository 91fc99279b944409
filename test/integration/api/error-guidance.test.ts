import assert from 'node:assert/strict';
import { ApiClient } from '../../../src/cli/bsa/api-client';
import { CliError } from '../../../src/cli/bsa/errors';
import { listen, type ApiServer } from '../../../src/http/listen';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { pagePng, scannedPdf } from '../../helpers/scanned-pdfs';
import { bankStatement } from '../../helpers/statements';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(2000)]);

/** Every refusal a newcomer meets says what went wrong and what to do; none takes a credit. */
describe('error messages that say what to do (issue 21 item 5, issue 17 item 1)', function () {
  this.timeout(120_000);
  let stack: Stack;
  let api: ApiServer;
  let token: string;
  let statement: Buffer;

  before(async () => {
    // A 1 MB limit keeps the oversized upload small; private callbacks refused as in production.
    stack = await startStack({ worker: false, env: { MAX_UPLOAD_BYTES: String(1024 * 1024), CALLBACK_ALLOW_PRIVATE_NETWORKS: 'false' } });
    api = await listen(stack.app, 0, '127.0.0.1');
    token = (await stack.org(3)).token;
    statement = Buffer.from((await bankStatement(8)).bytes);
  });
  after(async () => {
    await api?.close();
    await stack?.close();
  });
  afterEach(async () => {
    const credits = await stack.http.get('/v1/api/credits').set(bearer(token));
    assert.deepEqual([credits.body.balance, credits.body.reserved], [3, 0], 'no credit taken or held');
  });

  const post = (path: string) => stack.http.post(`/v1/api${path}`).set(bearer(token));

  it('a JPEG sent as the statement: not_a_pdf saying it is a JPEG image and to send the bank’s PDF', async () => {
    const res = await post('/transactions').attach('file', JPEG, 'statement.jpg');
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'not_a_pdf');
    assert.match(res.body.error.message, /"file" file is a JPEG image, not a PDF: send the statement as the PDF the bank/);
    const png = await post('/analysis').attach('file', pagePng(20, 20), 'photo.png');
    assert.match(png.body.error.message, /is a PNG image, not a PDF/);
  });

  it('a file under another field name: unexpected_file_field naming the field to use', async () => {
    const res = await post('/transactions').attach('statement', statement, 'statement.pdf');
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'unexpected_file_field');
    assert.match(res.body.error.message, /^Unexpected file field "statement": send the PDF in the "file" field \(curl: -F file=@statement\.pdf\)$/);
    const combined = await post('/analysis-combined').attach('file', statement, 'a.pdf').field('callback_url', 'https://example.com/hook');
    assert.match(combined.body.error.message, /send the PDFs in the "files" field, repeated once per PDF/);
  });

  it('an oversized upload: 413 quoting the limit as documented (1 MB here), and bsa shows that answer, not a broken pipe', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const client = new ApiClient(`http://127.0.0.1:${api.port}`, token);
    // The server answers on the declared size and closes the connection while the body is still being sent.
    for (let i = 0; i < 5; i++) {
      await assert.rejects(client.transactions({ name: 'big.pdf', bytes: big }), (e: unknown) => {
        assert.ok(e instanceof CliError, String(e));
        assert.equal(e.code, 'file_too_large', e.message);
        assert.match(e.message, /larger than the limit of 1 MB per file \(MAX_UPLOAD_BYTES on this server\)/);
        assert.doesNotMatch(e.message, /\d{7,}/, 'no raw byte counts');
        return true;
      });
    }
  });

  it('a loopback callback_url: invalid_callback_url naming CALLBACK_ALLOW_PRIVATE_NETWORKS', async () => {
    const res = await post('/analysis').attach('file', statement, 's.pdf').field('callback_url', 'http://localhost:9999/hook');
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'invalid_callback_url');
    assert.match(res.body.error.message, /private or loopback address.*CALLBACK_ALLOW_PRIVATE_NETWORKS=true/);
  });

  it('a combined analysis without callback_url: callback_url_required in words, not a validator message', async () => {
    const res = await post('/analysis-combined').attach('files', statement, 'a.pdf').attach('files', statement, 'b.pdf');
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'callback_url_required');
    assert.match(res.body.error.message, /^The "callback_url" field is required: the http\(s\) URL that receives the combined result/);
    assert.doesNotMatch(res.body.error.message, /must have required property/);
  });

  it('a scanned statement (pages that are images): scanned_document naming the pages', async () => {
    const scan = await scannedPdf([{ kind: 'image' }]);
    const res = await post('/transactions').attach('file', scan, 'scan.pdf');
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'scanned_document');
    assert.match(res.body.error.message, /^The document is a scan: page 1 is an image with no text layer\. .*send the PDF as the bank/);
    const two = await post('/transactions').attach(
      'file',
      await scannedPdf([{ kind: 'image' }, { kind: 'image+words', words: 'Scanned with PhoneScan' }]),
      'scan.pdf',
    );
    assert.equal(two.body.error.code, 'scanned_document');
    assert.match(two.body.error.message, /pages 1-2 are images with no text layer/);
  });
});
