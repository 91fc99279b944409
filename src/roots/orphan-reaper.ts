import { errorFields } from '../logger';
import type { Core } from './core';

/**
 * Releases reservations whose request died (process killed between reserving and finishing), on an
 * interval. Returns a stop function.
 */
export function startOrphanReaper(core: Core, intervalMs = 30_000): () => Promise<void> {
  const maxAgeMs = core.config.reservationTimeoutSeconds * 1000;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      const cutoff = new Date(Date.now() - maxAgeMs).toISOString();
      for (const orgId of await core.creditQueries.orgsWithStaleReservations(cutoff)) {
        const released = await core.credits.releaseOrphans(orgId, maxAgeMs);
        if (released.length > 0) core.logger.warn('released orphaned reservations', { org_id: orgId, count: released.length });
      }
      core.projector.notify();
    } catch (err) {
      core.logger.error('orphan reaper failed', errorFields(err));
    }
  };
  const timer = setInterval(() => {
    running = tick();
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
