import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { devServerSqliteArgs } from '../../../src/temporal/dev-server-config';

export const REPO = path.resolve(__dirname, '..', '..', '..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it returns true; throws `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let ok = false;
    try {
      ok = await check();
    } catch (err) {
      if (/is not running/.test((err as Error).message)) throw err;
    }
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export interface Exit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** False when the harness asked for it (kill -9, restart, shutdown). */
  unexpected: boolean;
}

/**
 * One service process (a composition root under `src/roots`, or any command), its output appended to
 * `<logDir>/<name>.log`. Unexpected exits are recorded: a process that dies on its own is a finding.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private expectingExit = false;
  private exited: Promise<void> = Promise.resolve();
  readonly logFile: string;

  constructor(
    readonly name: string,
    private readonly command: string[],
    private readonly env: NodeJS.ProcessEnv,
    logDir: string,
    private readonly exits: Exit[],
  ) {
    this.logFile = path.join(logDir, `${name}.log`);
  }

  static root(name: string, root: string, env: NodeJS.ProcessEnv, logDir: string, exits: Exit[]): ServiceProcess {
    return new ServiceProcess(name, [process.execPath, '-r', './scripts/register.js', root], env, logDir, exits);
  }

  start(): void {
    const out = fs.openSync(this.logFile, 'a');
    const [cmd, ...args] = this.command;
    const child = spawn(cmd!, args, { cwd: REPO, env: this.env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    this.child = child;
    this.expectingExit = false;
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.exits.push({ name: this.name, code, signal, unexpected: !this.expectingExit });
        if (this.child === child) this.child = null;
        resolve();
      });
    });
  }

  get running(): boolean {
    return this.child !== null;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Sends `signal` and waits for the exit (SIGKILL after `graceMs`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 20_000): Promise<void> {
    if (!this.child) return;
    this.expectingExit = true;
    const child = this.child;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  kill9(): Promise<void> {
    return this.stop('SIGKILL');
  }
}

/** The Temporal CLI dev server as its own process, state in a SQLite file so a restart keeps it. */
export class TemporalServer {
  readonly process: ServiceProcess;
  constructor(
    readonly port: number,
    dbFile: string,
    logDir: string,
    exits: Exit[],
  ) {
    const cli = process.env.TEMPORAL_CLI_PATH || path.join(REPO, '.tools', 'bin', 'temporal');
    const args = [
      'server',
      'start-dev',
      '--headless',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--namespace',
      'default',
      '--db-filename',
      dbFile,
      ...devServerSqliteArgs(),
      '--log-level',
      'warn',
      '--search-attribute',
      'OrgId=Keyword',
      '--search-attribute',
      'TaskStatus=Keyword',
      '--search-attribute',
      'TaskKind=Keyword',
    ];
    this.process = new ServiceProcess('temporal', [cli, ...args], process.env, logDir, exits);
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process.start();
    await until('the Temporal dev server', () => tcpOpen(this.port), 60_000);
  }
}

export function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/**
 * A PostgreSQL cluster of our own in a temp directory (never the shared one): `stop()` is a real outage
 * (`pg_ctl stop -m fast` terminates every connection, "terminating connection due to administrator command").
 */
export class ThrowawayPostgres {
  private readonly bin = '/usr/lib/postgresql/15/bin';
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  init(): void {
    fs.mkdirSync(this.dir, { recursive: true });
    execFileSync('chown', ['postgres:postgres', this.dir]);
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', `${this.bin}/initdb`, '-D', path.join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'],
      { stdio: 'ignore' },
    );
  }

  start(): void {
    execFileSync(
      'runuser',
      [
        '-u',
        'postgres',
        '--',
        `${this.bin}/pg_ctl`,
        '-D',
        path.join(this.dir, 'data'),
        '-l',
        path.join(this.dir, 'server.log'),
        '-w',
        '-o',
        `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        'start',
      ],
      { stdio: 'ignore' },
    );
  }

  stop(): void {
    execFileSync('runuser', ['-u', 'postgres', '--', `${this.bin}/pg_ctl`, '-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop'], {
      stdio: 'ignore',
    });
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      /* already stopped */
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
