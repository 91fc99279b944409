import path from 'node:path';
import fs from 'node:fs';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { Client, Connection } from '@temporalio/client';
import { resolveTemporalCli } from '../temporal/cli-path';
import { connectionSecurity } from '../temporal/connection-security';
import { connectTemporal, type TemporalRuntime } from '../temporal/temporal-runtime';
import { startSupervisedTemporal } from '../temporal/supervised-temporal';

/**
 * With `TEMPORAL_ADDRESS`, connect; without it, start the embedded dev server (SQLite file in DATA_DIR, Web
 * UI), supervised: restarted with backoff when it exits, stopped with this process, and an orphan of an
 * earlier run that still holds `temporal.sqlite` (pid in `DATA_DIR/temporal.pid`) stopped first.
 */
export async function temporalFor(config: Config, logger: Logger): Promise<TemporalRuntime> {
  if (config.temporalAddress) {
    logger.info('connecting to Temporal', { address: config.temporalAddress, namespace: config.temporalNamespace });
    return connectTemporal(config.temporalAddress, config.temporalNamespace, logger, config.temporalSecurity);
  }
  const cliPath = resolveTemporalCli(config.temporalCliPath);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const runtime = await startSupervisedTemporal({
    cliPath,
    dbFilename: path.join(config.dataDir, 'temporal.sqlite'),
    pidFile: path.join(config.dataDir, 'temporal.pid'),
    port: config.temporalPort,
    uiPort: config.temporalUiPort,
    namespace: config.temporalNamespace,
    logger: logger.child({ component: 'temporal-server' }),
  });
  logger.info('embedded Temporal dev server started', { address: runtime.address, ui: runtime.uiUrl });
  return runtime;
}

/**
 * For the process kinds that share one Temporal with others (the API alone, a worker alone): connect to
 * `TEMPORAL_ADDRESS`. Each starting a private dev server instead would split submissions from the workers
 * that should run them (with `TEMPORAL_PORT=0`, silently), so a missing address is a startup error.
 */
export async function sharedTemporalFor(config: Config, logger: Logger): Promise<TemporalRuntime> {
  if (!config.temporalAddress) {
    throw new Error('TEMPORAL_ADDRESS is required when the API or a worker runs as its own process (npm start embeds Temporal)');
  }
  return temporalFor(config, logger);
}

/**
 * A client for a process that only asks Temporal questions (the projector's orphan reaper), or null without
 * `TEMPORAL_ADDRESS`. The connection is lazy: the process starts and does its main work while Temporal is
 * down, and each question asked meanwhile fails (and is asked again later).
 */
export function lazyTemporalClientFor(config: Config): { client: Client; close(): Promise<void> } | null {
  if (!config.temporalAddress) return null;
  const connection = Connection.lazy({ address: config.temporalAddress, ...connectionSecurity(config.temporalSecurity) });
  return { client: new Client({ connection, namespace: config.temporalNamespace }), close: () => connection.close() };
}
