import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSupervisedTemporal } from '../../../src/temporal/supervised-temporal';
import { resolveTemporalCli } from '../../../src/temporal/cli-path';
import { writePidFile } from '../../../src/temporal/orphan-server';
import { freePort } from '../../../src/temporal/free-port';
import { eventually } from '../../helpers/eventually';

const cliPath = () => resolveTemporalCli(process.env.TEMPORAL_CLI_PATH ?? null);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

class Logs {
  lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  info = (msg: string, fields?: Record<string, unknown>) => this.lines.push({ level: 'info', msg, fields });
  warn = (msg: string, fields?: Record<string, unknown>) => this.lines.push({ level: 'warn', msg, fields });
  error = (msg: string, fields?: Record<string, unknown>) => this.lines.push({ level: 'error', msg, fields });
}

describe('the supervised embedded Temporal server', function () {
  this.timeout(120_000);
  const dirs: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const dataDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-supervised-'));
    dirs.push(d);
    return d;
  };
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c().catch(() => undefined);
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('is restarted with backoff (logged) when it dies, on the same port, and answers again', async () => {
    const dir = dataDir();
    const logs = new Logs();
    const t = await startSupervisedTemporal({
      cliPath: cliPath(),
      dbFilename: path.join(dir, 'temporal.sqlite'),
      pidFile: path.join(dir, 'temporal.pid'),
      port: 0,
      namespace: 'default',
      logger: logs,
      restartDelaysMs: [200],
    });
    cleanups.push(() => t.close());
    const first = t.server.pid!;
    assert.equal(Number(fs.readFileSync(path.join(dir, 'temporal.pid'), 'utf8')), first);
    process.kill(first, 'SIGKILL');
    await eventually(
      async () => t.server.restarts,
      (n) => n === 1,
      60_000,
    );
    assert.notEqual(t.server.pid, first);
    assert.ok(logs.lines.some((l) => l.level === 'error' && /exited; restarting/.test(l.msg) && l.fields?.attempt === 1));
    const info = await t.client.workflowService.getSystemInfo({});
    assert.ok(info.serverVersion, 'the client reconnects to the restarted server');
    await t.close();
    assert.equal(alive(t.server.pid ?? first), false);
    assert.equal(fs.existsSync(path.join(dir, 'temporal.pid')), false, 'a clean stop removes the pid file');
  });

  it('dies with the process that started it, even on SIGKILL (the guard watches a pipe)', async () => {
    const dir = dataDir();
    const child: ChildProcess = spawn(process.execPath, ['-r', './scripts/register.js', 'test/helpers/supervised-temporal-child.ts', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(async () => child.kill('SIGKILL'));
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    const { server_pid: serverPid } = JSON.parse(line) as { server_pid: number };
    assert.ok(alive(serverPid));
    child.kill('SIGKILL');
    const gone = await eventually(
      async () => !alive(serverPid),
      (g) => g,
      20_000,
    );
    assert.ok(gone, `server ${serverPid} outlived its parent`);
  });

  it('a start stops an orphaned server of an earlier run that still holds the database (pid file)', async () => {
    const dir = dataDir();
    const db = path.join(dir, 'temporal.sqlite');
    const port = await freePort();
    // An orphan as a killed parent would have left it before the guard existed: started on its own, detached.
    const orphan = spawn(cliPath(), ['server', 'start-dev', '--headless', '--ip', '127.0.0.1', '--port', String(port), '--db-filename', db], {
      detached: true,
      stdio: 'ignore',
    });
    cleanups.push(async () => orphan.kill('SIGKILL'));
    await eventually(
      () =>
        new Promise<boolean>((resolve) => {
          const s = net.connect({ host: '127.0.0.1', port }, () => (s.destroy(), resolve(true)));
          s.once('error', () => resolve(false));
        }),
      (up) => up,
      60_000,
    );
    writePidFile(path.join(dir, 'temporal.pid'), orphan.pid!);
    const logs = new Logs();
    const t = await startSupervisedTemporal({
      cliPath: cliPath(),
      dbFilename: db,
      pidFile: path.join(dir, 'temporal.pid'),
      port: 0,
      namespace: 'default',
      logger: logs,
    });
    cleanups.push(() => t.close());
    assert.equal(alive(orphan.pid!) && orphan.exitCode === null && orphan.signalCode === null, false, 'the orphan was stopped');
    assert.ok(logs.lines.some((l) => /orphaned Temporal dev server/.test(l.msg) && l.fields?.pid === orphan.pid));
    assert.ok((await t.client.workflowService.getSystemInfo({})).serverVersion);
  });
});
