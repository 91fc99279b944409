/**
 * Composition root of `npm start`: API + worker + projector in one process, on embedded defaults (SQLite,
 * embedded Temporal dev server) unless configured otherwise.
 */
import { listen } from '../http/listen';
import { buildCore } from './core';
import { startOrphanReaper } from './orphan-reaper';
import { temporalFor } from './temporal-for';
import { buildApp } from './api-app';
import { createWorker } from './analysis-worker';
import { onShutdown } from './shutdown';
import { closeDocumentReaders } from './document-reader';
import { runMain, startProcess } from './process';

runMain(async () => {
  const { config, logger, stopMetrics, stopTracing } = await startProcess('statement-analysis', { temporalSdk: true });
  const core = await buildCore(config, logger);
  const temporal = await temporalFor(config, logger);
  core.projector.start();
  const stopReaper = startOrphanReaper(core, temporal.client);
  const worker = await createWorker(core, temporal);
  const workerRun = worker.run();
  const api = await listen(buildApp(core, temporal), config.port);
  logger.info('service ready', { port: api.port, event_store: core.stores.events.kind });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    ['api', () => api.close()],
    [
      'worker',
      async () => {
        if (worker.getState() === 'RUNNING') worker.shutdown();
        await workerRun;
      },
    ],
    ['reaper', () => stopReaper()],
    ['projector', () => core.projector.stop()],
    ['pdf workers', () => closeDocumentReaders(config)],
    ['temporal', () => temporal.close()],
    ['stores', () => core.close()],
    ['tracing', () => stopTracing()],
  ]);
});
