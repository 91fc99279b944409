/**
 * Container health checks for the processes that serve no HTTP (docker-compose.yml):
 *   healthcheck worker     - Temporal has seen this host's worker poll its task queue (workflow and activity)
 *                            within --max-age seconds (default 120);
 *   healthcheck projector  - no projection has left an event unapplied for more than --max-age seconds (default 60).
 * Prints `{"healthy","detail"}`; exit 0 healthy, 1 not (or unreachable), 2 usage.
 */
import os from 'node:os';
import { Client, Connection } from '@temporalio/client';
import { loadConfig } from '../config';
import { openStores } from '../eventstore/open';
import { PROJECTIONS } from '../roots/core';
import { connectionSecurity } from '../temporal/connection-security';
import { describePollers, judgePollers, type HealthVerdict } from '../health/worker-polling';
import { projectionsCurrent } from '../health/projections-current';
import { parseFlags, UsageError } from './args';

async function worker(maxAgeMs: number): Promise<HealthVerdict> {
  const config = loadConfig();
  if (!config.temporalAddress) throw new UsageError('the worker check needs TEMPORAL_ADDRESS (the embedded dev server is not checked)');
  const connection = await Connection.connect({
    address: config.temporalAddress,
    connectTimeout: 5000,
    ...connectionSecurity(config.temporalSecurity),
  });
  try {
    const client = new Client({ connection, namespace: config.temporalNamespace });
    const pollers = await describePollers(client, config.temporalNamespace, config.taskQueue);
    return judgePollers(pollers, os.hostname(), Date.now(), maxAgeMs);
  } finally {
    await connection.close();
  }
}

async function projector(maxAgeMs: number): Promise<HealthVerdict> {
  const config = loadConfig();
  const stores = await openStores({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
    kurrentdbUrl: config.kurrentdbUrl ?? undefined,
    pgSchema: config.databaseSchema,
  });
  try {
    return await projectionsCurrent(stores.events, stores.sql, PROJECTIONS, Date.now(), maxAgeMs);
  } finally {
    await stores.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [what, ...rest] = argv;
  const flags = parseFlags(rest, ['max-age']);
  const maxAge = flags['max-age'] === undefined ? null : Number(flags['max-age']);
  if (maxAge !== null && !(Number.isInteger(maxAge) && maxAge > 0)) throw new UsageError('--max-age must be a positive number of seconds');
  let verdict: HealthVerdict;
  if (what === 'worker') verdict = await worker((maxAge ?? 120) * 1000);
  else if (what === 'projector') verdict = await projector((maxAge ?? 60) * 1000);
  else throw new UsageError('usage: healthcheck worker|projector [--max-age SECONDS]');
  process.stdout.write(JSON.stringify(verdict) + '\n');
  return verdict.healthy ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stdout.write(JSON.stringify({ healthy: false, detail: (err as Error).message }) + '\n');
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
