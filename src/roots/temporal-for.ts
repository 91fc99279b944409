import path from 'node:path';
import fs from 'node:fs';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { resolveTemporalCli } from '../temporal/cli-path';
import { connectTemporal, startEmbeddedTemporal, type TemporalRuntime } from '../temporal/temporal-runtime';

/** With `TEMPORAL_ADDRESS`, connect; without it, start the embedded dev server (SQLite file in DATA_DIR, Web UI). */
export async function temporalFor(config: Config, logger: Logger): Promise<TemporalRuntime> {
  if (config.temporalAddress) {
    logger.info('connecting to Temporal', { address: config.temporalAddress, namespace: config.temporalNamespace });
    return connectTemporal(config.temporalAddress, config.temporalNamespace, logger, config.temporalSecurity);
  }
  const cliPath = resolveTemporalCli(config.temporalCliPath);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const runtime = await startEmbeddedTemporal({
    cliPath,
    dbFilename: path.join(config.dataDir, 'temporal.sqlite'),
    port: config.temporalPort,
    uiPort: config.temporalUiPort,
    namespace: config.temporalNamespace,
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
