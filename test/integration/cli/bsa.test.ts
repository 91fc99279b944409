import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../../helpers/stack';
import { eventually } from '../../helpers/eventually';
import { listen, type ApiServer } from '../../../src/http/listen';
import { freePort } from '../../../src/temporal/free-port';
import { CallbackReceiver, type ReceivedCallback } from '../../helpers/callback-receiver';
import { bankStatement } from '../../helpers/statements';
import { BIN, bsa, ROOT } from '../../helpers/bsa-cli';

const COMMANDS = ['transactions', 'submit', 'combined', 'status', 'result', 'credits', 'ledger', 'export', 'verify-signature'];

/** A raw HTTP dump of a received callback, as `nc -l` or a request logger would save it. */
function httpDump(cb: ReceivedCallback, body = cb.body): string {
  const h = cb.headers;
  return (
    [
      'POST /hook HTTP/1.1',
      `Host: ${h.host}`,
      `Content-Type: ${h['content-type']}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Task-Id: ${h['x-task-id']}`,
      `X-Timestamp: ${h['x-timestamp']}`,
      `X-Signature: ${h['x-signature']}`,
      '',
      body,
    ].join('\r\n') + '\n'
  );
}

describe('bsa command-line client: help, credits, signatures and errors', function () {
  this.timeout(180_000);
  let stack: Stack;
  let api: ApiServer;
  let dir: string;
  let env: Record<string, string>;
  let orgId: string;
  let secret: string;
  let callback: ReceivedCallback;
  const file = (name: string) => path.join(dir, name);

  before(async () => {
    stack = await startStack();
    api = await listen(stack.app, 0, '127.0.0.1');
    const org = await stack.org(5);
    orgId = org.orgId;
    secret = (await stack.core.orgs.callbackSecret(orgId))!;
    env = { BSA_URL: `http://127.0.0.1:${api.port}`, BSA_TOKEN: org.token };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-cli-'));
    fs.writeFileSync(file('statement.pdf'), (await bankStatement(8, 3)).bytes);
    // One real signed callback from the service, saved as a receiver would.
    const receiver = new CallbackReceiver();
    const hook = await receiver.start();
    const r = await bsa(['submit', file('statement.pdf'), '--callback-url', hook], env);
    assert.equal(r.code, 0, r.stderr);
    [callback] = (await receiver.waitFor(1)) as [ReceivedCallback];
    await receiver.stop();
  });
  after(async () => {
    await api?.close();
    await stack?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('--help lists every command and the exit codes; every command has its own --help', async () => {
    // Twelve independent runs of the CLI, started together (each is a second of CPU; they need not queue).
    const [top, none, unknown, ...perCommand] = await Promise.all([
      bsa(['--help']),
      bsa([]),
      bsa(['credits', '--bogus']),
      ...COMMANDS.map((c) => bsa([c, '--help'])),
    ]);
    assert.equal(top.code, 0);
    for (const c of COMMANDS) assert.match(top.stdout, new RegExp(`^  ${c} `, 'm'), c);
    assert.match(top.stdout, /Exit codes: 0 ok, 1 API error/);
    assert.match(top.stdout, /130 interrupted while waiting/);
    COMMANDS.forEach((c, i) => {
      const h = perCommand[i];
      assert.equal(h.code, 0, c);
      assert.match(h.stdout, new RegExp(`^Usage: bsa ${c} `), c);
    });
    assert.equal(none.code, 2, 'no command is a usage error');
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown option '--bogus'/);
  });

  it('credits prints balance, reserved and available; ledger pages through the movements', async () => {
    const r = await bsa(['credits'], env);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { balance: 4, reserved: 0, available: 4 });
    // The ledger is a read model: wait until it has projected the top-up, the reservation and the capture.
    await eventually(
      async () => (await stack.http.get('/v1/api/credits/ledger').set({ Authorization: `Bearer ${env.BSA_TOKEN}` })).body.entries.length,
      (n) => n >= 3,
    );
    const page = await bsa(['ledger', '--limit', '1'], env);
    assert.equal(page.code, 0, page.stderr);
    const first = JSON.parse(page.stdout);
    assert.equal(first.entries.length, 1);
    assert.equal(typeof first.next_after, 'number');
    const all = JSON.parse((await bsa(['ledger', '--all', '--limit', '1'], env)).stdout);
    const direct = (await stack.http.get('/v1/api/credits/ledger').set({ Authorization: `Bearer ${env.BSA_TOKEN}` })).body;
    assert.deepEqual(all.entries, direct.entries, '--all joins every page');
    assert.ok(all.entries.length >= 3, 'top-up, reservation and capture');
  });

  it("verify-signature accepts the service's own callback, as a raw HTTP dump and as JSON", async () => {
    fs.writeFileSync(file('cb.http'), httpDump(callback));
    const ok = await bsa(['verify-signature', '--secret', secret, '--request', file('cb.http')]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, new RegExp(`^valid: task ${callback.headers['x-task-id']}, signed \\d+ s ago`));
    fs.writeFileSync(file('cb.json'), JSON.stringify({ headers: callback.headers, body: callback.body }));
    const json = await bsa(['verify-signature', '--request', file('cb.json')], { BSA_CALLBACK_SECRET: secret });
    assert.equal(json.code, 0, json.stderr);
  });

  it('`npm run bsa --` takes file arguments relative to the directory it was typed in', async () => {
    const out = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        'npm',
        ['--prefix', ROOT, 'run', '-s', 'bsa', '--', 'verify-signature', '--request', 'cb.http', '--secret', secret],
        { cwd: dir },
        (err, stdout) => resolve({ code: err ? Number((err as { code?: number }).code) : 0, stdout }),
      );
    });
    assert.equal(out.code, 0);
    assert.match(out.stdout, /^valid: /);
  });

  it('verify-signature rejects a tampered body and a wrong secret (exit 1)', async () => {
    const tampered = callback.body.replace('"completed"', '"failed"');
    assert.notEqual(tampered, callback.body);
    fs.writeFileSync(file('tampered.http'), httpDump(callback, tampered));
    const bad = await bsa(['verify-signature', '--secret', secret, '--request', file('tampered.http')]);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /^error: invalid_signature: /);
    const wrong = await bsa(['verify-signature', '--secret', 'not-the-secret', '--request', file('cb.http')]);
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /^error: invalid_signature: /);
  });

  it('verify-signature rejects a correctly signed but stale request (exit 1), within --tolerance it passes', async () => {
    const ts = String(Math.floor(Date.now() / 1000) - 3600);
    const sig = 'v1=' + createHmac('sha256', secret).update(`${ts}.${callback.body}`).digest('hex');
    const old = { ...callback, headers: { ...callback.headers, 'x-timestamp': ts, 'x-signature': sig } };
    fs.writeFileSync(file('stale.http'), httpDump(old));
    const stale = await bsa(['verify-signature', '--secret', secret, '--request', file('stale.http')]);
    assert.equal(stale.code, 1);
    assert.match(stale.stderr, /^error: stale_timestamp: the signature matches but the timestamp is 36\d\d s old \(tolerance 300 s\)/);
    const tolerant = await bsa(['verify-signature', '--secret', secret, '--request', file('stale.http'), '--tolerance', '7200']);
    assert.equal(tolerant.code, 0, tolerant.stderr);
  });

  it('verify-signature: unsigned request exits 1, unreadable request or missing secret exit 2', async () => {
    fs.writeFileSync(file('unsigned.http'), 'POST /hook HTTP/1.1\r\nX-Timestamp: 1\r\n\r\n{}');
    const unsigned = await bsa(['verify-signature', '--secret', secret, '--request', file('unsigned.http')]);
    assert.equal(unsigned.code, 1);
    assert.match(unsigned.stderr, /^error: signature_missing: /);
    fs.writeFileSync(file('garbage.txt'), 'hello');
    const notADocument = await bsa(['export', file('garbage.txt')]);
    assert.equal(notADocument.code, 2);
    assert.match(notADocument.stderr, /^error: unreadable_document: /);
    const garbage = await bsa(['verify-signature', '--secret', secret, '--request', file('garbage.txt')]);
    assert.equal(garbage.code, 2);
    assert.match(garbage.stderr, /^error: unreadable_request: /);
    const noSecret = await bsa(['verify-signature', '--request', file('cb.http')]);
    assert.equal(noSecret.code, 2);
    assert.match(noSecret.stderr, /^error: secret_required: /);
  });

  it("a bad token exits 1 with the API's error and never echoes the token; no token at all is a usage error", async () => {
    const bogus = `bsa_${'0'.repeat(32)}_${'x'.repeat(43)}`;
    const r = await bsa(['credits', '--token', bogus], { BSA_URL: env.BSA_URL! });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^error: unauthorized: .+\nrequest id: \S+/);
    assert.ok(!r.stderr.includes(bogus) && !r.stdout.includes(bogus));
    const none = await bsa(['credits'], { BSA_URL: env.BSA_URL! });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /^error: token_required: /);
  });

  it('combined checks --passwords (list or JSON array) and --callback-url before sending anything', async () => {
    const pdf = file('statement.pdf');
    const json = await bsa(['combined', pdf, pdf, '--passwords', '["only-one"]', '--callback-url', 'http://127.0.0.1:9/h'], env);
    assert.equal(json.code, 2);
    assert.match(json.stderr, /^error: invalid_passwords: --passwords has 1 entries for 2 files/);
    const bad = await bsa(['combined', pdf, '--passwords', '[1]', '--callback-url', 'http://127.0.0.1:9/h'], env);
    assert.match(bad.stderr, /^error: invalid_passwords: --passwords as JSON must be an array of strings/);
    const noHook = await bsa(['combined', pdf, pdf], env);
    assert.equal(noHook.code, 2);
    assert.match(noHook.stderr, /required option '--callback-url <url>' not specified/);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 4, 'nothing was billed');
  });

  it('an unreachable service exits 3; a missing file exits 2 before anything is sent', async () => {
    const closed = await freePort();
    const r = await bsa(['credits', '--url', `http://127.0.0.1:${closed}`], { BSA_TOKEN: env.BSA_TOKEN! });
    assert.equal(r.code, 3);
    assert.match(r.stderr, new RegExp(`^error: network_error: cannot reach http://127.0.0.1:${closed}: ECONNREFUSED`));
    const missing = await bsa(['submit', file('missing.pdf'), '--wait'], env);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^error: file_unreadable: cannot read .*missing\.pdf: no such file/);
    assert.equal((await stack.core.credits.balance(orgId)).balance, 4, 'nothing was billed');
  });

  it('--wait gives up at --timeout (exit 5) and Ctrl-C stops following, not the task (exit 130)', async () => {
    // A real HTTP server standing for a service whose task never leaves `processing`.
    const taskId = '11111111-2222-4333-8444-555555555555';
    const slow = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'processing', task_id: taskId }));
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    try {
      const timedOut = await bsa(['result', taskId, '--wait', '--timeout', '1', '--url', url], { BSA_TOKEN: 't' });
      assert.equal(timedOut.code, 5);
      assert.match(timedOut.stderr, new RegExp(`error: still_processing: task ${taskId} is still processing; run: bsa result ${taskId} --wait`));

      const child = spawn(process.execPath, [BIN, 'result', taskId, '--wait', '--url', url], { cwd: ROOT, env: { ...process.env, BSA_TOKEN: 't' } });
      let stderr = '';
      let interrupted = false;
      child.stderr.on('data', (c: Buffer) => {
        stderr += c.toString();
        if (!interrupted && stderr.includes(': processing')) interrupted = child.kill('SIGINT');
      });
      const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
      assert.equal(code, 130, stderr);
      assert.match(stderr, new RegExp(`interrupted: task ${taskId} goes on; follow it again with: bsa result ${taskId} --wait`));
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((r) => slow.close(() => r()));
    }
  });

  // Like the KurrentDB suite: where the machine has no Node 20 the case is not declared, and says so.
  const node20 = ['/usr/bin/node', '/usr/local/bin/node'].find(
    (p) => fs.existsSync(p) && /^v20\./.test(execFileSync(p, ['--version'], { encoding: 'utf8' })),
  );
  if (node20) {
    it(`runs on the system Node 20 as well (${node20}: global fetch, FormData, Blob)`, async () => {
      const r = await bsa(['credits'], env, node20);
      assert.equal(r.code, 0, r.stderr);
      assert.deepEqual(Object.keys(JSON.parse(r.stdout)), ['balance', 'reserved', 'available']);
      const t = await bsa(['transactions', file('statement.pdf'), '--format', 'csv'], env, node20);
      assert.equal(t.code, 0, t.stderr);
      assert.equal(t.stdout.trimEnd().split('\r\n').length, 1 + 8);
    });
  } else {
    console.log('    (no Node 20 at /usr/bin/node or /usr/local/bin/node: the Node 20 run of bsa was not run)');
  }
});
