/**
 * `npm start`: API + worker + projector in one process, on embedded defaults unless configured otherwise.
 */
import { loadConfig } from './config';
import { createLogger, errorFields } from './logger';
import { buildCore, startOrphanReaper } from './composition';
import { installTemporalRuntime, startConfiguredMetricsServer, startConfiguredTracing } from './observability/process-setup';
import { onShutdown, temporalFor } from './boot';
import { buildApp, createWorker, listen } from './runtime';
import { closeDocumentWorkers } from './documents';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { service: 'statement-analysis' });
  installTemporalRuntime(config, logger);
  const stopMetrics = await startConfiguredMetricsServer(config, logger);
  const stopTracing = startConfiguredTracing(config, logger, 'statement-analysis');
  const core = await buildCore(config, logger);
  const temporal = await temporalFor(config, logger);
  core.projector.start();
  const stopReaper = startOrphanReaper(core);
  const worker = await createWorker(core, temporal);
  const workerRun = worker.run();
  const api = await listen(buildApp(core, temporal), config.port);
  logger.info('service ready', { port: api.port, event_store: core.stores.events.kind });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    ['api', () => api.close()],
    ['worker', async () => { if (worker.getState() === 'RUNNING') worker.shutdown(); await workerRun; }],
    ['reaper', () => stopReaper()],
    ['projector', () => core.projector.stop()],
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
