/** Composition root of a Temporal worker process (scale out: many workers on one task queue); needs `TEMPORAL_ADDRESS` and shared stores. */
import { buildCore } from './core';
import { sharedTemporalFor } from './temporal-for';
import { createWorker } from './analysis-worker';
import { onShutdown } from './shutdown';
import { closeDocumentReaders } from './document-reader';
import { runMain, startProcess } from './process';

runMain(async () => {
  const { config, logger, stopMetrics, stopTracing } = await startProcess('statement-analysis-worker', { temporalSdk: true });
  const core = await buildCore(config, logger);
  const temporal = await sharedTemporalFor(config, logger);
  const worker = await createWorker(core, temporal);
  const run = worker.run();
  logger.info('worker ready', { task_queue: config.taskQueue });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    [
      'worker',
      async () => {
        if (worker.getState() === 'RUNNING') worker.shutdown();
        await run;
      },
    ],
    ['pdf workers', () => closeDocumentReaders(config)],
    ['temporal', () => temporal.close()],
    ['stores', () => core.close()],
    ['tracing', () => stopTracing()],
  ]);
});
