/** The API alone (scale out behind a load balancer); needs `TEMPORAL_ADDRESS` and shared stores. */
import { loadConfig } from './config';
import { createLogger, errorFields } from './logger';
import { buildCore } from './composition';
import { installTemporalRuntime, startConfiguredMetricsServer, startConfiguredTracing } from './observability/process-setup';
import { onShutdown, temporalFor } from './boot';
import { buildApp, listen } from './runtime';
import { closeDocumentWorkers } from './documents';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { service: 'statement-analysis-api' });
  installTemporalRuntime(config, logger);
  const stopMetrics = await startConfiguredMetricsServer(config, logger);
  const stopTracing = startConfiguredTracing(config, logger, 'statement-analysis-api');
  const core = await buildCore(config, logger);
  const temporal = await temporalFor(config, logger);
  const api = await listen(buildApp(core, temporal), config.port);
  logger.info('api ready', { port: api.port });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    ['api', () => api.close()],
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
