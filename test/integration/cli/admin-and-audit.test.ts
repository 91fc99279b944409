import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DatabaseSync } from 'node:sqlite';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..', '..');

/** Runs an operator CLI exactly as the README documents it (`npm run --silent admin -- …`). */
async function cli(script: 'admin' | 'audit', args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', KURRENTDB_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('operator and auditor CLIs (embedded store)', function () {
  this.timeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-cli-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let orgId: string;
  let token: string;

  it('refuses a DATA_DIR where no service has run (no store there): exit 1, a message naming the path and --create, nothing created', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-cli-empty-'));
    try {
      for (const args of [
        ['org:create', '--name', 'Acme Lending', '--credits', '5'],
        ['credits:balance', '--org', 'f'.repeat(32)],
      ]) {
        const res = await cli('admin', args, empty);
        assert.equal(res.code, 1, args[0]);
        assert.equal(res.stdout, '');
        const { error } = JSON.parse(res.stderr);
        assert.equal(error.code, 'store_not_found');
        assert.ok(error.message.includes(path.join(empty, 'events.sqlite')), error.message);
        assert.match(error.message, /DATA_DIR/);
        assert.match(error.message, /--create/);
      }
      assert.deepEqual(fs.readdirSync(empty), [], 'nothing written: no store, no key');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('org:create --create starts a new store on purpose, prints the org id, a token shown once and the opening balance, and names the store on stderr', async () => {
    const res = await cli('admin', ['org:create', '--name', 'Acme Lending', '--credits', '5', '--create'], dataDir);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(res.stderr.trim(), `wrote to SQLite ${path.join(dataDir, 'events.sqlite')} (DATA_DIR=${dataDir})`);
    const out = JSON.parse(res.stdout);
    assert.match(out.org_id, /^[0-9a-f]{32}$/);
    assert.match(out.token, /^bsa_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    assert.equal(out.balance, 5);
    ({ org_id: orgId, token } = out);
    const events = new DatabaseSync(path.join(dataDir, 'events.sqlite'), { readOnly: true });
    const stored = events.prepare(`SELECT group_concat(data, '') AS d FROM ${tableOf(events)}`).get() as { d: string };
    events.close();
    assert.ok(!stored.d.includes(token), 'the token itself is never stored, only its hash');
  });

  it('credits:topup and credits:balance', async () => {
    assert.deepEqual(JSON.parse((await cli('admin', ['credits:topup', '--org', orgId, '--amount', '3'], dataDir)).stdout), {
      org_id: orgId,
      balance: 8,
    });
    const balance = await cli('admin', ['credits:balance', '--org', orgId], dataDir);
    assert.deepEqual(JSON.parse(balance.stdout), {
      org_id: orgId,
      balance: 8,
      reserved: 0,
    });
    assert.match(balance.stderr, /^read from SQLite /, 'an existing store needs no --create');
  });

  it('token:create and token:revoke', async () => {
    const created = JSON.parse((await cli('admin', ['token:create', '--org', orgId], dataDir)).stdout);
    assert.notEqual(created.token, token);
    const revoked = await cli('admin', ['token:revoke', '--org', orgId, '--token', created.token], dataDir);
    assert.deepEqual(JSON.parse(revoked.stdout), { org_id: orgId, revoked: true });
    const again = await cli('admin', ['token:revoke', '--org', orgId, '--token', created.token], dataDir);
    assert.notEqual(again.code, 0);
  });

  it('bad input exits non-zero with a JSON error on stderr', async () => {
    for (const args of [
      ['nope'],
      ['credits:topup', '--org', orgId, '--amount', '-4'],
      ['credits:topup', '--org', orgId],
      ['credits:balance', '--org', 'f'.repeat(32)],
      ['org:create'],
    ]) {
      const res = await cli('admin', args, dataDir);
      assert.notEqual(res.code, 0, args.join(' '));
      assert.equal(typeof JSON.parse(res.stderr).error.message, 'string');
    }
  });

  it('audit replays the ledger, agrees with the projection, and prints CSV', async () => {
    const res = await cli('audit', ['--org', orgId], dataDir);
    assert.equal(res.code, 0, res.stderr);
    const out = JSON.parse(res.stdout);
    assert.equal(out.org_id, orgId);
    assert.equal(out.events, 2);
    assert.equal(out.balance, 8);
    assert.equal(out.projection_balance, 8);
    assert.equal(out.consistent, true);
    const csv = await cli('audit', ['--org', orgId, '--format', 'csv'], dataDir);
    const lines = csv.stdout.trim().split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[1]!, /^0,[0-9a-f-]{36},CreditsToppedUp,5,/);
  });

  it('audit catches a projection row corrupted on purpose (exit 1)', async () => {
    const db = new DatabaseSync(path.join(dataDir, 'events.sqlite'));
    db.prepare('UPDATE credit_balances SET balance = balance + 5 WHERE org_id = ?').run(orgId);
    db.close();
    const res = await cli('audit', ['--org', orgId], dataDir);
    assert.equal(res.code, 1);
    const out = JSON.parse(res.stdout);
    assert.equal(out.balance, 8);
    assert.equal(out.projection_balance, 13);
    assert.equal(out.consistent, false);
  });
});

/** The event table's name in the embedded store (whatever the adapter calls it). */
function tableOf(db: DatabaseSync): string {
  const rows = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%stream%' AND sql LIKE '%data%'`).all() as {
    name: string;
  }[];
  return rows[0]!.name;
}
