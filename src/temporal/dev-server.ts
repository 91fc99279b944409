import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stopOrphanServer, serverPidOf, writePidFile } from './orphan-server';
import { devServerDynamicConfigArgs, devServerSqliteArgs } from './dev-server-config';

export interface DevServerLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface DevServerOptions {
  cliPath: string;
  dbFilename: string;
  port: number;
  httpPort: number;
  /** undefined: headless. */
  uiPort?: number;
  namespace: string;
  /** `Name=Type` pairs registered at every start. */
  searchAttributes: string[];
  /** Holds the server's pid, so the next start can stop an orphan that holds `dbFilename`. */
  pidFile: string;
  logger: DevServerLogger;
  /** Delays before restart attempts after an unexpected exit; the last repeats. Default 1, 2, 5, 10, 30 s. */
  restartDelaysMs?: number[];
  /** A server that ran this long without exiting counts as healthy again (the backoff starts over). Default 60 s. */
  stableAfterMs?: number;
  readyTimeoutMs?: number;
}

const GUARD = path.join(__dirname, 'parent-guard.sh');

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * The embedded Temporal dev server, supervised: started through `parent-guard.sh` so it dies with this
 * process (even on `kill -9`), restarted with backoff when it exits on its own (each restart logged), and its
 * pid kept in a file so a start first stops an orphan of an earlier run that still holds the database.
 * The gRPC port stays the same across restarts, so clients reconnect by themselves.
 */
export class SupervisedDevServer {
  private child: ChildProcess | null = null;
  private stopping = false;
  private attempt = 0;
  private startedAt = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  /** Restarts so far (for the log and tests). */
  restarts = 0;

  constructor(private readonly opts: DevServerOptions) {}

  get pid(): number | null {
    return this.child?.pid ? serverPidOf(this.child.pid) : null;
  }

  /** Stops an orphan holding the database, starts the server and waits until its gRPC port answers. */
  async start(): Promise<void> {
    const orphan = await stopOrphanServer(this.opts.pidFile, this.opts.dbFilename);
    if (orphan) this.opts.logger.warn('stopped an orphaned Temporal dev server that held the database', { pid: orphan });
    await this.spawnAndWait();
  }

  private args(): string[] {
    const o = this.opts;
    const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(o.port), '--http-port', String(o.httpPort)];
    args.push('--namespace', o.namespace, '--db-filename', o.dbFilename, ...devServerSqliteArgs());
    args.push('--log-format', 'json', '--log-level', 'warn', ...devServerDynamicConfigArgs());
    if (o.uiPort === undefined) args.push('--headless');
    else args.push('--ui-port', String(o.uiPort));
    for (const sa of o.searchAttributes) args.push('--search-attribute', sa);
    return args;
  }

  private async spawnAndWait(): Promise<void> {
    const o = this.opts;
    if (await portOpen(o.port)) throw new Error(`port ${o.port} of the embedded Temporal server is already in use (set TEMPORAL_PORT)`);
    const child = spawn('sh', [GUARD, o.cliPath, ...this.args()], { stdio: ['pipe', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    // The cause of a crash comes first ("panic: …", a JSON error line), its stack trace after: both are kept.
    let head = '';
    child.stderr!.on('data', (d: Buffer) => {
      if (head.length < 2000) head = (head + d.toString()).slice(0, 2000);
      stderr = (stderr + d.toString()).slice(-4000);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + (o.readyTimeoutMs ?? 60_000);
    let ready = false;
    while (!ready) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const cause = head
          .split('\n')
          .find((l) => /panic:|error/i.test(l))
          ?.trim()
          .slice(0, 500);
        throw new Error(
          `the Temporal dev server exited at start (code ${child.exitCode ?? child.signalCode}): ${cause ? `${cause} … ` : ''}${stderr.trim().slice(-500)}`,
        );
      }
      if (Date.now() > deadline) {
        await this.kill(child, exited);
        throw new Error(`the Temporal dev server did not open port ${o.port} within ${o.readyTimeoutMs ?? 60_000} ms`);
      }
      ready = await portOpen(o.port);
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    this.startedAt = Date.now();
    const pid = serverPidOf(child.pid!);
    writePidFile(o.pidFile, pid);
    void exited.then((code) => this.onExit(child, code, stderr));
  }

  private onExit(child: ChildProcess, code: number | null, stderr: string): void {
    if (this.child !== child || this.stopping) return;
    this.child = null;
    if (Date.now() - this.startedAt > (this.opts.stableAfterMs ?? 60_000)) this.attempt = 0;
    const delays = this.opts.restartDelaysMs ?? [1000, 2000, 5000, 10_000, 30_000];
    const delay = delays[Math.min(this.attempt, delays.length - 1)]!;
    this.attempt++;
    this.opts.logger.error('the embedded Temporal dev server exited; restarting', {
      code: code ?? child.signalCode,
      attempt: this.attempt,
      delay_ms: delay,
      stderr: stderr.trim().slice(-300),
    });
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      this.spawnAndWait().then(
        () => {
          this.restarts++;
          this.opts.logger.info('the embedded Temporal dev server is back', { port: this.opts.port, restarts: this.restarts });
        },
        (err: Error) => {
          this.opts.logger.error('restarting the embedded Temporal dev server failed', { error: err.message });
          if (this.child) return; // it came up after all and will be watched
          this.onExit(child, null, err.message);
        },
      );
    }, delay);
  }

  private async kill(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      const pid = child.pid ? serverPidOf(child.pid) : null;
      if (pid) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** Stops the server (and any restart planned) and removes the pid file. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    this.child = null;
    if (child) await this.kill(child, new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r))));
    fs.rmSync(this.opts.pidFile, { force: true });
  }
}
