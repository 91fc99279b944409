/** Composition root of the projector process: projections and the orphan-reservation reaper. Several may run: checkpoints are compare-and-set. */
import { buildCore } from './core';
import { startOrphanReaper } from './orphan-reaper';
import { onShutdown } from './shutdown';
import { runMain, startProcess } from './process';

runMain(async () => {
  const { config, logger, stopMetrics, stopTracing } = await startProcess('statement-analysis-projector', { temporalSdk: false });
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
});
