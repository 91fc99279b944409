import { fork, spawnSync, type ChildProcess, type Serializable } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isHostToolCall, type HostTool, type HostToolCall, type HostToolReply } from './host-tools';
import type { MemoryCgroup, MemoryConfinement } from './memory-cgroup';
import { parentDeathPrefix } from './parent-death';
import { ResidentProbe } from './resident-probe';

/** An error as it crosses the process boundary: plain data, matched by `name` and `code`. */
export interface SerializedError {
  name: string;
  code?: string;
  message: string;
}

export type Reply = { ok: true; result: unknown } | { ok: false; error: SerializedError };

/** Why a child ended under a task: its memory or time budget ran out (we killed it), or it died on its own. */
export type DeathReason = 'memory' | 'timeout' | 'crashed';

export class ExtractorDied extends Error {
  override readonly name = 'ExtractorDied';
  constructor(
    readonly reason: DeathReason,
    detail: string,
  ) {
    super(`extractor process ${reason === 'crashed' ? 'died' : `exceeded its ${reason} budget`}: ${detail}`);
  }
}

export interface ExtractorProcessOptions {
  /** Resolved path of a module exporting `handle(task)` and optionally `warmup()`. */
  handlerModule: string;
  /** Resident memory cap of the child (V8 heap, decoded buffers and all): killed on overrun. */
  memoryLimitMb: number;
  /** Time budget per task, from the moment the task is sent. */
  timeoutMs: number;
  /** How often resident memory is sampled while a task runs (default 5 ms). */
  pollMs?: number;
  /**
   * Where the child gets a kernel-enforced limit of `memoryLimitMb` (its own memory cgroup, set before it
   * is given any task); null or absent: the resident-set watchdog alone.
   */
  memoryCgroup?: MemoryCgroup | null;
  /** false: the child keeps the host's network (tests); default: none where `networkIsolation()` allows. */
  networkIsolation?: boolean;
  /** false: the child runs without Node's permission model (tests); default: `permissionFlags()`. */
  permissions?: boolean;
  /** false: the child may outlive this process (tests); default: killed with it where `parentDeathPrefix()` allows. */
  dieWithParent?: boolean;
  /** Programs this process runs on the child's behalf (`host-tools.ts`), by name; default none. */
  tools?: Record<string, HostTool>;
}

const CHILD_MAIN = path.join(__dirname, `child-main${path.extname(__filename)}`);
const REGISTER = path.join(__dirname, 'child-register.js');
const STARTUP_LIMIT_MS = 60_000;
/**
 * The child reads PDFs only: it gets no secrets (database URL, keys) from the parent's environment, only
 * what it runs with and the settings of the reading it does (OCR, and the memory cap its OCR sizes itself by).
 */
const ENV_KEEP =
  /^(PATH|TZ|LANG|LC_\w+|NODE_ENV|NODE_OPTIONS|TS_NODE_\w+|TMPDIR|HOME|OCR|OCR_MAX_PAGES|OCR_PAGE_TIMEOUT_MS|OCR_WORKERS|OCR_ENGINE|OCR_NATIVE_MODEL|PDF_MEMORY_MB)$/;

let isolation: string[] | null | undefined;

/** The repository (or installed package) root: `src/` and `node_modules/` are under it. */
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Node's permission model for an extractor child: it reads its own code and nothing else — `src/`,
 * `node_modules/` (pdf.js, the OCR engine's WebAssembly core and its English model) and the root
 * `package.json` the module loader consults, and the handler module itself. No file writes, no child processes; native addons (the SWC
 * loader, the OCR rasteriser) and worker threads (the OCR engine runs in one) are allowed. The PDF's bytes
 * and password arrive over IPC, so not even the input is a file: `DATA_DIR`, `secret.key`, `/etc` and `/proc`
 * of other processes are out of reach.
 */
export function permissionFlags(handlerModule: string): string[] {
  return [
    '--permission',
    `--allow-fs-read=${handlerModule}`,
    `--allow-fs-read=${path.join(ROOT, 'src')}`,
    `--allow-fs-read=${path.join(ROOT, 'node_modules')}`,
    `--allow-fs-read=${path.join(ROOT, 'package.json')}`,
    '--allow-addons',
    '--allow-worker',
  ];
}

/**
 * The `unshare` options that start a child in a network namespace of its own (no interface but a down
 * loopback: no network at all), or null where the host does not allow it (not Linux, no `unshare`, no
 * privilege and no unprivileged user namespaces). Probed once per process: as root `--net`, else
 * `--map-root-user --net` (an unprivileged user namespace).
 */
export function networkIsolation(): string[] | null {
  if (isolation !== undefined) return isolation;
  isolation = null;
  if (process.platform !== 'linux') return isolation;
  for (const opts of [['--net'], ['--map-root-user', '--net']]) {
    const probe = spawnSync('unshare', [...opts, process.execPath, '-e', '0'], { stdio: 'ignore', timeout: 10_000 });
    if (probe.status === 0) {
      isolation = opts;
      break;
    }
  }
  return isolation;
}

/**
 * V8 heap flags of a child with a resident cap of `memoryLimitMb` (`PDF_MEMORY_MB`). The old generation is
 * capped 96 MiB below the resident cap (code, pdf.js's buffers and the young generation live outside it),
 * so ordinary garbage is collected before the watchdog fires. The young generation is set explicitly, since
 * V8 sizes it down with a small heap cap (more scavenges: the 60-page bench statement ran about 10% slower
 * without this), and grows with the cap: a semi-space of 32 MiB instead of 16 cut the garbage collector's
 * time on the 300-page bench statement from about 500 to 350 ms, but costs about 15 MiB of resident memory,
 * which the default 384 MiB cap cannot spare for such a statement; so 1/24 of the cap, 16 to 64 MiB.
 */
export function heapFlags(memoryLimitMb: number): string[] {
  const semi = Math.min(64, Math.max(16, Math.floor(memoryLimitMb / 24)));
  return [`--max-old-space-size=${Math.max(64, memoryLimitMb - 96)}`, `--max-semi-space-size=${semi}`];
}

/** Resident set of a process in MiB from `/proc` (Linux), or null where there is no `/proc`. */
export function residentMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * One extractor child process running one task at a time. Its memory is watched from outside: V8's
 * heap cap alone does not bound the ArrayBuffers a decoder allocates (a double-Flate bomb grows
 * "external" memory by gigabytes), so the resident set is sampled while a task runs and the process is
 * SIGKILLed when it passes the cap, as it is when the time budget runs out. The parent stays untouched.
 */
export class ExtractorProcess {
  readonly child: ChildProcess;
  private readonly started: Promise<void>;
  private current?: { resolve(r: Reply): void; reject(e: Error): void; timer: NodeJS.Timeout; poll: NodeJS.Timeout };
  private killedFor?: DeathReason;
  /** We sent the SIGKILL (budget, retirement, close), so the kernel did not. */
  private signalled = false;
  private stderrTail = '';
  private exitDetail?: string;
  /** The child's own memory cgroup, when the host allows one. */
  private readonly confinement: MemoryConfinement | null;
  /** The watchdog's view of the child's resident set. */
  private readonly probe: ResidentProbe | null;
  /** Settles once the child has exited and its memory cgroup is removed. */
  readonly gone: Promise<void>;
  busy = false;
  /** Processes host tools started for this child: under its memory limit, killed with it. */
  private readonly toolProcesses = new Set<ChildProcess>();
  /** The pool's timer that retires this child when it stays idle. */
  idleTimer?: NodeJS.Timeout;
  /** The child loaded its handler and said it was ready (a child that never did is not restarted unasked). */
  wasReady = false;
  /** Set when the pool decided to replace this child: it takes no further task. */
  retiring = false;

  constructor(private readonly opts: ExtractorProcessOptions) {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => ENV_KEEP.test(k)));
    const nodeArgs = [
      ...(opts.permissions === false ? [] : permissionFlags(opts.handlerModule)),
      ...(CHILD_MAIN.endsWith('.ts') ? ['-r', REGISTER] : []),
      ...heapFlags(opts.memoryLimitMb),
    ];
    // A PDF reader needs no network: where the host allows, `unshare` execs node (same pid, IPC kept) in
    // a network namespace of its own.
    const unshare = opts.networkIsolation === false ? null : networkIsolation();
    // And where the host allows, `setpriv` (last, so no namespace change clears it) makes the kernel SIGKILL
    // the child when this process dies, even while the child is busy and cannot see its channel close.
    const prefix = [...(unshare ? ['unshare', ...unshare] : []), ...(opts.dieWithParent === false ? [] : (parentDeathPrefix() ?? []))];
    this.child = fork(CHILD_MAIN, [opts.handlerModule, JSON.stringify(Object.keys(opts.tools ?? {}))], {
      ...(prefix.length > 0 ? { execPath: prefix[0], execArgv: [...prefix.slice(1), process.execPath, ...nodeArgs] } : { execArgv: nodeArgs }),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env,
    });
    this.child.stderr?.on('data', (c: Buffer) => (this.stderrTail = (this.stderrTail + c.toString('utf8')).slice(-2000)));
    (this.child.stderr as { unref?(): void } | null)?.unref?.();
    // Confined synchronously, before any message from the child is handled: its `ready` (and so its first
    // task) always comes after the kernel limit is in place. The few pages it touched before the move stay
    // charged to our own cgroup; the watchdog still samples the whole resident set.
    this.confinement = this.child.pid === undefined ? null : (opts.memoryCgroup?.confine(this.child.pid, opts.memoryLimitMb * 2 ** 20) ?? null);
    this.probe = this.child.pid === undefined ? null : new ResidentProbe(this.child.pid);
    let gone!: (done: Promise<void> | undefined) => void;
    this.gone = new Promise<void>((resolve) => (gone = resolve));
    // Never spawned ('error' without 'exit'): nothing to remove.
    this.child.once('error', () => {
      if (this.child.pid === undefined) gone(undefined);
    });
    this.started = new Promise<void>((resolve, reject) => {
      const guard = setTimeout(() => {
        this.kill();
        reject(new ExtractorDied('crashed', 'did not start in time'));
      }, STARTUP_LIMIT_MS);
      guard.unref();
      const onMessage = (msg: { ready?: boolean }) => {
        if (!msg?.ready) return;
        clearTimeout(guard);
        this.wasReady = true;
        this.child.off('message', onMessage);
        this.child.on('message', (msg: Reply | HostToolCall) => (isHostToolCall(msg) ? this.serveTool(msg) : this.settle(msg)));
        resolve();
      };
      this.child.on('message', onMessage);
      this.child.once('exit', () => {
        clearTimeout(guard);
        reject(new ExtractorDied('crashed', this.exitDetail ?? 'exited while starting'));
      });
      // A process that could not be spawned at all emits 'error' and may never emit 'exit'.
      this.child.once('error', (err) => {
        clearTimeout(guard);
        reject(new ExtractorDied('crashed', err.message));
      });
    });
    this.started.catch(() => undefined);
    this.child.once('error', (err) => {
      this.exitDetail = err.message;
      this.fail(new ExtractorDied('crashed', err.message));
      this.kill();
    });
    this.child.once('exit', (code, signal) => {
      // A SIGKILL we did not send, with the cgroup's limit hit: the kernel's OOM killer ended the child.
      const kernelKilled = !this.signalled && signal === 'SIGKILL' && this.confinement?.overran() === true;
      if (kernelKilled) this.exitDetail ??= `killed by the kernel at its ${opts.memoryLimitMb} MiB memory cgroup limit`;
      this.exitDetail ??= signal ? `signal ${signal}` : `exit code ${code}`;
      const reason =
        this.killedFor ?? (kernelKilled || /heap out of memory|Reached heap limit|Allocation failed/i.test(this.stderrTail) ? 'memory' : 'crashed');
      this.fail(new ExtractorDied(reason, this.exitDetail));
      this.probe?.close();
      for (const p of this.toolProcesses) p.kill('SIGKILL');
      gone(this.confinement?.release());
    });
    this.idle();
  }

  get exited(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** Runs one task; resolves with the handler's reply, rejects with `ExtractorDied` when the child ends. */
  async run(task: unknown): Promise<Reply> {
    this.busy = true;
    this.child.ref();
    (this.child.channel as { ref?(): void } | undefined)?.ref?.();
    try {
      await this.started;
      if (this.exited) throw new ExtractorDied('crashed', this.exitDetail ?? 'exited');
      return await new Promise<Reply>((resolve, reject) => {
        const timer = setTimeout(() => this.killFor('timeout'), this.opts.timeoutMs);
        const poll = setInterval(() => {
          const rss = this.residentWithTools();
          if (rss !== null && rss > this.opts.memoryLimitMb) {
            this.exitDetail ??= `resident set ${rss.toFixed(0)} MiB over the ${this.opts.memoryLimitMb} MiB cap`;
            this.killFor('memory');
          }
        }, this.opts.pollMs ?? 5);
        this.current = { resolve, reject, timer, poll };
        this.child.send(task as Serializable, (err) => err && this.killFor('crashed'));
      });
    } finally {
      this.busy = false;
      this.idle();
    }
  }

  /** How the child's memory is bounded: by its memory cgroup (and the watchdog), or by the watchdog alone. */
  get memoryEnforcement(): 'cgroup' | 'watchdog' {
    return this.confinement ? 'cgroup' : 'watchdog';
  }

  /** The child's resident set plus that of the tool processes it has running (MiB; null when unknown). */
  private residentWithTools(): number | null {
    const own = this.probe?.sampleMb() ?? null;
    if (own === null) return null;
    let total = own;
    for (const p of this.toolProcesses) total += (p.pid !== undefined && residentMb(p.pid)) || 0;
    return total;
  }

  /** Runs a host tool the child asked for and sends it the result; an unknown tool is an error reply. */
  private serveTool(call: HostToolCall): void {
    const tool = this.opts.tools?.[call.hostTool];
    const reply = (r: HostToolReply) => {
      if (this.child.connected) this.child.send(r, (err) => err && undefined);
    };
    const ctx = {
      adopt: (proc: ChildProcess) => {
        if (this.exited) {
          proc.kill('SIGKILL');
          return;
        }
        this.toolProcesses.add(proc);
        proc.once('exit', () => this.toolProcesses.delete(proc));
        if (proc.pid !== undefined) this.confinement?.add(proc.pid);
      },
    };
    const run = tool ? Promise.resolve().then(() => tool(call.request, ctx)) : Promise.reject(new Error(`no host tool "${call.hostTool}"`));
    run.then(
      (result) => reply({ hostToolReply: call.id, ok: true, result }),
      (err: unknown) => {
        const e = (err ?? {}) as { name?: unknown; message?: unknown };
        reply({ hostToolReply: call.id, ok: false, error: { name: String(e.name ?? 'Error'), message: String(e.message ?? err) } });
      },
    );
  }

  /** Resident memory now, in MiB (null when unknown). */
  residentMb(): number | null {
    return this.child.pid === undefined || this.exited ? null : residentMb(this.child.pid);
  }

  kill(): void {
    this.retiring = true;
    if (this.exited) return;
    this.signalled = true;
    this.child.kill('SIGKILL');
  }

  private killFor(reason: DeathReason): void {
    this.killedFor ??= reason;
    this.kill();
  }

  private settle(reply: Reply): void {
    const job = this.take();
    job?.resolve(reply);
  }

  private fail(err: ExtractorDied): void {
    this.take()?.reject(err);
  }

  private take() {
    const job = this.current;
    if (!job) return undefined;
    clearTimeout(job.timer);
    clearInterval(job.poll);
    this.current = undefined;
    return job;
  }

  /** An idle child never keeps the parent alive (CLIs and tests exit without closing the pool). */
  private idle(): void {
    if (this.busy) return;
    this.child.unref();
    (this.child.channel as { unref?(): void } | undefined)?.unref?.();
  }
}
