import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { parseSavedRequest, SavedRequestError } from '../../../src/cli/bsa/saved-request';
import { verifyCallback } from '../../../src/cli/bsa/signature';

const SECRET = 'cb-secret';
const BODY = '{"status":"completed","task_id":"t-1","result":{"a":"é"}}';
const NOW = 1_800_000_000;
const sign = (ts: number, body = BODY, secret = SECRET) => 'v1=' + createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');

describe('bsa verify-signature: saved requests and verdicts (pure)', () => {
  it('reads a raw dump with LF line endings, no request line, and a trailing newline cut by Content-Length', () => {
    const text = `x-timestamp: ${NOW}\nX-Signature: ${sign(NOW)}\nContent-Length: ${Buffer.byteLength(BODY)}\n\n${BODY}\n`;
    const req = parseSavedRequest(text);
    assert.equal(req.body, BODY);
    assert.equal(req.headers['x-signature'], sign(NOW));
    assert.equal(verifyCallback(req, SECRET, 300, NOW).valid, true);
  });

  it('without Content-Length the body is taken as saved; a final newline added when saving is tolerated, nothing else', () => {
    const req = parseSavedRequest(`POST /h HTTP/1.1\r\nX-Timestamp: ${NOW}\r\nX-Signature: ${sign(NOW)}\r\n\r\n${BODY}\n`);
    assert.equal(req.body, BODY + '\n');
    assert.equal(verifyCallback(req, SECRET, 300, NOW).valid, true);
    assert.equal(pickCode(verifyCallback({ ...req, body: BODY + ' \n' }, SECRET, 300, NOW)), 'invalid_signature');
    assert.equal(pickCode(verifyCallback({ ...req, body: BODY + '\n\n' }, SECRET, 300, NOW)), 'invalid_signature');
  });

  it('reads the JSON form with header arrays and an object body re-serialised compactly', () => {
    const req = parseSavedRequest(JSON.stringify({ headers: { 'X-Timestamp': [String(NOW)], 'X-Signature': sign(NOW) }, body: JSON.parse(BODY) }));
    assert.equal(req.body, BODY);
    assert.equal(verifyCallback(req, SECRET, 300, NOW).valid, true);
  });

  it('accepts any one of several v1= signatures (secret rotation) and compares the whole value', () => {
    const req = { headers: { 'x-timestamp': String(NOW), 'x-signature': `${sign(NOW, BODY, 'old')}, ${sign(NOW)}` }, body: BODY };
    assert.equal(verifyCallback(req, SECRET, 300, NOW).valid, true);
    const truncated = { ...req, headers: { ...req.headers, 'x-signature': sign(NOW).slice(0, 40) } };
    assert.equal(pickCode(verifyCallback(truncated, SECRET, 300, NOW)), 'invalid_signature');
  });

  it('rejects timestamps beyond the tolerance in either direction, and at the edge accepts', () => {
    const at = (ts: number) => ({ headers: { 'x-timestamp': String(ts), 'x-signature': sign(ts) }, body: BODY });
    assert.equal(pickCode(verifyCallback(at(NOW - 301), SECRET, 300, NOW)), 'stale_timestamp');
    assert.equal(pickCode(verifyCallback(at(NOW + 301), SECRET, 300, NOW)), 'stale_timestamp');
    assert.equal(verifyCallback(at(NOW - 300), SECRET, 300, NOW).valid, true);
  });

  it('names what is missing and refuses what is not a request', () => {
    assert.equal(pickCode(verifyCallback({ headers: { 'x-timestamp': '1' }, body: '' }, SECRET, 300, NOW)), 'signature_missing');
    assert.equal(pickCode(verifyCallback({ headers: { 'x-signature': 'v1=00' }, body: '' }, SECRET, 300, NOW)), 'timestamp_missing');
    assert.throws(() => parseSavedRequest('just text'), SavedRequestError);
    assert.throws(() => parseSavedRequest('{"body":"x"}'), SavedRequestError);
    assert.throws(() => parseSavedRequest('Content-Length: 99\n\nshort'), /shorter/);
  });
});

const pickCode = (v: ReturnType<typeof verifyCallback>) => (v.valid ? 'valid' : v.code);
