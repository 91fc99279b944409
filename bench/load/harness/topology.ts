import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, REPO, ServiceProcess, TemporalServer, ThrowawayPostgres, until, type Exit } from './processes';

const run = promisify(execFile);

/**
 * The service as separate OS processes, the way it is deployed:
 * - `embedded`: one `npm start` process (API + worker + projector, SQLite, its own Temporal dev server);
 * - `postgres`: API, worker and projector processes on a throwaway PostgreSQL cluster, with a Temporal dev
 *   server of their own (state in a file, so it can be restarted).
 */
export interface Topology {
  kind: 'embedded' | 'postgres';
  baseUrl: string;
  workDir: string;
  /** Environment of the service processes (and of the admin and audit CLIs run against them). */
  env: NodeJS.ProcessEnv;
  api: ServiceProcess;
  worker?: ServiceProcess;
  projector?: ServiceProcess;
  temporal?: TemporalServer;
  pg?: ThrowawayPostgres;
  exits: Exit[];
  /** Restarts the API process (SIGTERM, then start) and waits until it answers. */
  restartApi(): Promise<void>;
  waitHealthy(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTopology(kind: 'embedded' | 'postgres', opts: { dataDirTmpfsMb?: number } = {}): Promise<Topology> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `bsa-${kind}-`));
  const dataDir = path.join(workDir, 'data');
  if (opts.dataDirTmpfsMb) {
    // A disk of its own that a fault can fill without touching the machine's (root and mount needed).
    fs.mkdirSync(dataDir);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${opts.dataDirTmpfsMb}m,mode=0700`, 'tmpfs', dataDir]);
  }
  const logDir = path.join(workDir, 'logs');
  fs.mkdirSync(logDir);
  const exits: Exit[] = [];
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    SECRET_KEY: randomBytes(32).toString('base64'),
    CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
    // As `npm start` and the Dockerfile set it (see README, uploads): large buffers are given back when freed.
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
    LOG_LEVEL: 'info',
    TEMPORAL_TASK_QUEUE: `load-${randomBytes(4).toString('hex')}`,
    // Reservations orphaned by a fault are released within the run, not after 15 minutes. The reaper leaves
    // alone the reservation of a task whose workflow is running (it asks Temporal), so a backlog longer than
    // this is not mistaken for an orphan.
    RESERVATION_TIMEOUT_SECONDS: process.env.LOAD_RESERVATION_TIMEOUT_SECONDS ?? '30',
  };
  delete env.DATABASE_URL;
  delete env.TEMPORAL_ADDRESS;
  delete env.METRICS_PORT;
  let pg: ThrowawayPostgres | undefined;
  let temporal: TemporalServer | undefined;
  let worker: ServiceProcess | undefined;
  let projector: ServiceProcess | undefined;
  let api: ServiceProcess;
  if (kind === 'embedded') {
    env.TEMPORAL_PORT = '0';
    api = ServiceProcess.root('all-in-one', 'src/roots/all-in-one.ts', env, logDir, exits);
  } else {
    fs.chmodSync(workDir, 0o755); // the cluster runs as user postgres, inside the work directory
    pg = new ThrowawayPostgres(path.join(workDir, 'pg'), await freePort());
    pg.init();
    pg.start();
    temporal = new TemporalServer(await freePort(), path.join(workDir, 'temporal.sqlite'), logDir, exits);
    await temporal.start();
    env.DATABASE_URL = pg.url;
    env.TEMPORAL_ADDRESS = temporal.address;
    api = ServiceProcess.root('api', 'src/roots/api.ts', env, logDir, exits);
    worker = ServiceProcess.root('worker', 'src/roots/worker.ts', env, logDir, exits);
    projector = ServiceProcess.root('projector', 'src/roots/projector.ts', env, logDir, exits);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const waitHealthy = (timeoutMs = 120_000) =>
    until(
      'the API to answer health 200',
      async () => {
        if (!api.running) throw new Error(`${api.name} is not running: see ${api.logFile}`);
        return (await fetch(`${baseUrl}/v1/api/health-check`)).status === 200;
      },
      timeoutMs,
    );
  // The projector first: it creates the read-model tables the others query.
  projector?.start();
  worker?.start();
  api.start();
  await waitHealthy(180_000);
  return {
    kind,
    baseUrl,
    workDir,
    env,
    api,
    worker,
    projector,
    temporal,
    pg,
    exits,
    waitHealthy,
    async restartApi() {
      // The API's own grace (SHUTDOWN_GRACE_SECONDS, 20 s, then 10 s for requests past their commit point)
      // runs out before the harness would SIGKILL it, as Docker's stop_grace_period (45 s) does.
      await api.stop('SIGTERM', 45_000);
      api.start();
      await waitHealthy();
    },
    async close() {
      for (const p of [api, worker, projector]) await p?.stop('SIGTERM');
      await temporal?.process.stop('SIGTERM');
      if (opts.dataDirTmpfsMb) execFileSync('umount', ['-l', dataDir]);
      if (process.env.KEEP_WORKDIR)
        pg?.stop(); // kept for a post-mortem: pg_ctl -D <workDir>/pg/data start
      else {
        pg?.destroy();
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs a CLI (`src/cli/<name>.ts`) against the topology's stores; returns its parsed JSON output. */
export async function cli(topology: Topology, name: 'admin' | 'audit', args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, ['-r', './scripts/register.js', `src/cli/${name}.ts`, ...args], {
    cwd: REPO,
    env: topology.env,
  }).catch((err: { stdout?: string; stderr?: string; message: string }) => {
    if (err.stdout) return { stdout: err.stdout }; // audit exits 1 when inconsistent, with its JSON on stdout
    throw new Error(`${name} ${args.join(' ')} failed: ${err.stderr ?? err.message}`);
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** Runs `bench/load/harness/admin-batch.ts` against the topology's stores; returns its parsed JSON output. */
export async function batch<T>(topology: Topology, args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, ['-r', './scripts/register.js', 'bench/load/harness/admin-batch.ts', ...args], {
    cwd: REPO,
    env: topology.env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((err: { stderr?: string; message: string }) => {
    throw new Error(`admin-batch ${args[0]} failed: ${err.stderr ?? err.message}`);
  });
  return JSON.parse(stdout) as T;
}
