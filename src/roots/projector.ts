/**
 * Composition root of the projector process: projections and the orphan-reservation reaper. Several may run:
 * checkpoints are compare-and-set and the reaper's steps are idempotent. With `TEMPORAL_ADDRESS` the reaper
 * asks Temporal about the reservations of submitted tasks; without it, it leaves those to a process that can.
 */
import { buildCore } from './core';
import { startOrphanReaper } from './orphan-reaper';
import { onShutdown } from './shutdown';
import { runMain, startProcess } from './process';
import { lazyTemporalClientFor } from './temporal-for';

runMain(async () => {
  const { config, logger, stopMetrics, stopTracing } = await startProcess('statement-analysis-projector', { temporalSdk: false });
  const core = await buildCore(config, logger);
  const temporal = lazyTemporalClientFor(config);
  core.projector.start();
  const stopReaper = startOrphanReaper(core, temporal?.client ?? null);
  logger.info('projector ready', { event_store: core.stores.events.kind, temporal: config.temporalAddress ?? 'none (task reservations wait)' });
  onShutdown(logger, [
    ['metrics', () => stopMetrics()],
    ['reaper', () => stopReaper()],
    ['projector', () => core.projector.stop()],
    ['temporal', async () => temporal?.close()],
    ['stores', () => core.close()],
    ['tracing', () => stopTracing()],
  ]);
});
