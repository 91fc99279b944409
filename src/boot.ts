import path from 'node:path';
import fs from 'node:fs';
import type { Config } from './config';
import type { Logger } from './logger';
import { errorFields } from './logger';
import { resolveTemporalCli } from './temporal/cli-path';
import { connectTemporal, startEmbeddedTemporal, type TemporalRuntime } from './temporal/temporal-runtime';

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
 * Runs `steps` in order once on SIGINT/SIGTERM (a second signal exits at once), then exits. Each step is
 * awaited and its failure logged, so one failing step does not leave the rest (e.g. the dev server) running.
 */
export function onShutdown(logger: Logger, steps: [string, () => Promise<unknown>][]): void {
  let shuttingDown = false;
  const handler = async (signal: string) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    logger.info('shutting down', { signal });
    for (const [name, step] of steps) {
      try {
        await step();
      } catch (err) {
        logger.error(`shutdown step failed: ${name}`, errorFields(err));
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void handler('SIGINT'));
  process.once('SIGTERM', () => void handler('SIGTERM'));
}
