import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from '../../../src/cli/bsa/api-client';
import { CliError, EXIT } from '../../../src/cli/bsa/errors';

describe('bsa API client against a local HTTP server', () => {
  let server: http.Server;
  let base: string;
  const seen: { url: string; auth: string }[] = [];
  let answer: (res: http.ServerResponse) => void = (res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"balance":1,"reserved":0,"available":1}');

  before(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url!, auth: String(req.headers.authorization) });
      answer(res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('takes {base_url} with or without /v1/api and sends the bearer token', async () => {
    for (const url of [base, `${base}/`, `${base}/v1/api`, `${base}/v1/api/`]) {
      seen.length = 0;
      assert.deepEqual(await new ApiClient(url, 'tok').credits(), { balance: 1, reserved: 0, available: 1 });
      assert.deepEqual(seen, [{ url: '/v1/api/credits', auth: 'Bearer tok' }], url);
    }
    seen.length = 0;
    await new ApiClient(`${base}/prefix`, 'tok').ledger(7, 2);
    assert.equal(seen[0]!.url, '/prefix/v1/api/credits/ledger?limit=2&after=7', 'a path prefix (reverse proxy) is kept');
  });

  it('turns error bodies into their code, a body without one into http_<status>', async () => {
    answer = (res) =>
      res
        .writeHead(402, { 'Content-Type': 'application/json' })
        .end('{"error":{"code":"insufficient_credits","message":"No credits","request_id":"r-1"}}');
    await assert.rejects(
      new ApiClient(base, 't').credits(),
      (e: CliError) => e.exitCode === EXIT.api && e.code === 'insufficient_credits' && e.requestId === 'r-1',
    );
    answer = (res) => res.writeHead(502).end('<html>bad gateway</html>');
    await assert.rejects(new ApiClient(base, 't').credits(), (e: CliError) => e.exitCode === EXIT.api && e.code === 'http_502');
  });

  it('refuses a URL that is not http(s) and a missing token before sending anything', async () => {
    seen.length = 0;
    assert.throws(
      () => new ApiClient('ftp://x', 't'),
      (e: CliError) => e.exitCode === EXIT.usage,
    );
    assert.throws(
      () => new ApiClient('not a url', 't'),
      (e: CliError) => e.exitCode === EXIT.usage,
    );
    await assert.rejects(new ApiClient(base, undefined).credits(), (e: CliError) => e.code === 'token_required' && e.exitCode === EXIT.usage);
    assert.equal(seen.length, 0);
  });
});
