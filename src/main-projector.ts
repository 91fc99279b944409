/** The projector and the orphan-reservation reaper alone. Several may run: checkpoints are compare-and-set. */
import { loadConfig } from './config';
import { createLogger, errorFields } from './logger';
import { buildCore, startOrphanReaper } from './composition';
import { startConfiguredMetricsServer, startConfiguredTracing } from './observability/process-setup';
import { onShutdown } from './boot';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { service: 'statement-analysis-projector' });
  const stopMetrics = await startConfiguredMetricsServer(config, logger);
  const stopTracing = startConfiguredTracing(config, logger, 'statement-analysis-projector');
  const core = await buildCore(config, logger);
  core.projector.start();
  const stopReaper = startOrphanReaper(core);
  logger.info('projector ready', { event_store: core.stores.events.kind });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    ['reaper', () => stopReaper()],
    ['projector', () => core.projector.stop()],
    ['stores', () => core.close()],
    ['tracing', () => stopTracing()],
  ]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'error', msg: 'startup failed', ...errorFields(err) }));
  process.exit(1);
});
