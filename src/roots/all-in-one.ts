/**
 * Composition root of `npm start`: API + worker + projector in one process, on embedded defaults (SQLite,
 * embedded Temporal dev server) unless configured otherwise. The HTTP port is bound first, so a port in use
 * fails the start before anything else runs; a start that fails later stops what it had started (the
 * embedded Temporal server included) before exiting.
 */
import { listenEarly } from '../http/listen';
import { buildCore } from './core';
import { releaseUnfinishedRequestsAtStart, startOrphanReaper } from './orphan-reaper';
import { temporalFor } from './temporal-for';
import { buildApp } from './api-app';
import { createWorker } from './analysis-worker';
import { onShutdown } from './shutdown';
import { closeDocumentReaders } from './document-reader';
import { runMain, startProcess } from './process';
import { errorFields } from '../logger';
import { readyBanner } from './ready-banner';

runMain(async () => {
  const { config, logger, stopMetrics, stopTracing } = await startProcess('statement-analysis', { temporalSdk: true });
  const api = await listenEarly(config.port);
  // What has been started so far, stopped in reverse order when a later step fails.
  const started: [string, () => Promise<unknown>][] = [['api', () => api.close()]];
  try {
    const core = await buildCore(config, logger);
    started.unshift(['stores', () => core.close()]);
    const temporal = await temporalFor(config, logger);
    started.unshift(['temporal', () => temporal.close()]);
    core.projector.start();
    started.unshift(['projector', () => core.projector.stop()]);
    await releaseUnfinishedRequestsAtStart(core, { catchUp: true });
    const stopReaper = startOrphanReaper(core, temporal.client);
    started.unshift(['reaper', () => stopReaper()]);
    const worker = await createWorker(core, temporal);
    const workerRun = worker.run();
    api.serve(buildApp(core, temporal, { workerInProcess: true }));
    logger.info('service ready', { port: api.port, event_store: core.stores.events.kind, temporal: temporal.address, temporal_ui: temporal.uiUrl });
    process.stderr.write(readyBanner(api.port, temporal.uiUrl, process.env.DATA_DIR));
    onShutdown(logger, [
      ['metrics', () => stopMetrics()],
      ['api', () => api.close(config.shutdownGraceMs)],
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
  } catch (err) {
    for (const [name, stop] of started) {
      await stop().catch((e: unknown) => logger.error(`stopping ${name} after a failed start failed`, errorFields(e)));
    }
    await closeDocumentReaders(config).catch(() => undefined);
    throw err;
  }
});
