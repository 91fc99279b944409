/** Composition root of the API process alone (scale out behind a load balancer); needs `TEMPORAL_ADDRESS` and shared stores. */
import { listen } from '../http/listen';
import { buildCore } from './core';
import { sharedTemporalFor } from './temporal-for';
import { buildApp } from './api-app';
import { releaseUnfinishedRequestsAtStart } from './orphan-reaper';
import { onShutdown } from './shutdown';
import { closeDocumentReaders } from './document-reader';
import { runMain, startProcess } from './process';

runMain(async () => {
  const { config, logger, stopMetrics, stopTracing } = await startProcess('statement-analysis-api', { temporalSdk: true });
  const core = await buildCore(config, logger);
  const temporal = await sharedTemporalFor(config, logger);
  // The projector runs elsewhere: its read model names the organisations (what it has not applied yet waits for the periodic reaper).
  await releaseUnfinishedRequestsAtStart(core, { catchUp: false });
  const api = await listen(buildApp(core, temporal), config.port);
  logger.info('api ready', { port: api.port });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    ['api', () => api.close(config.shutdownGraceMs)],
    ['pdf workers', () => closeDocumentReaders(config)],
    ['temporal', () => temporal.close()],
    ['stores', () => core.close()],
    ['tracing', () => stopTracing()],
  ]);
});
