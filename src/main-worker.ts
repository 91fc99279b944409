/** A Temporal worker alone (scale out: many workers on one task queue); needs `TEMPORAL_ADDRESS` and shared stores. */
import { loadConfig } from './config';
import { createLogger, errorFields } from './logger';
import { buildCore } from './composition';
import { installTemporalRuntime, startConfiguredMetricsServer, startConfiguredTracing } from './observability/process-setup';
import { onShutdown, temporalFor } from './boot';
import { createWorker } from './runtime';
import { closeDocumentWorkers } from './documents';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { service: 'statement-analysis-worker' });
  installTemporalRuntime(config, logger);
  const stopMetrics = await startConfiguredMetricsServer(config, logger);
  const stopTracing = startConfiguredTracing(config, logger, 'statement-analysis-worker');
  const core = await buildCore(config, logger);
  const temporal = await temporalFor(config, logger);
  const worker = await createWorker(core, temporal);
  const run = worker.run();
  logger.info('worker ready', { task_queue: config.taskQueue });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    ['worker', async () => { if (worker.getState() === 'RUNNING') worker.shutdown(); await run; }],
    ['pdf workers', () => closeDocumentWorkers()],
    ['temporal', () => temporal.close()],
    ['stores', () => core.close()],
    ['tracing', () => stopTracing()],
  ]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'error', msg: 'startup failed', ...errorFields(err) }));
  process.exit(1);
});
