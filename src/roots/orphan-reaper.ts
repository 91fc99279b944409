import type { Client } from '@temporalio/client';
import { errorFields } from '../logger';
import { OrphanReaper } from '../tasks/orphan-reaper';
import { SubmissionSettler } from '../tasks/submission-settler';
import { releaseUnfinishedRequests } from '../billing/request-reservations';
import type { Core } from './core';

/**
 * The orphan reaper of this process (see `tasks/orphan-reaper.ts`), run every `intervalMs`. Without a
 * Temporal client (`temporal` null) it releases only the reservations that no task holds; those of
 * submitted tasks wait for a process that can ask Temporal.
 */
export function orphanReaperFor(core: Core, temporal: Pick<Client, 'workflow'> | null): OrphanReaper {
  return new OrphanReaper({
    credits: core.credits,
    creditQueries: core.creditQueries,
    store: core.stores.events,
    settler: temporal ? new SubmissionSettler({ temporal, credits: core.credits, blobs: core.blobs, store: core.stores.events }) : null,
    maxAgeMs: core.config.reservationTimeoutSeconds * 1000,
    logger: core.logger,
  });
}

/** Runs `orphanReaperFor(core, temporal)` every `intervalMs` (ticks never overlap). Returns a stop function. */
export function startOrphanReaper(core: Core, temporal: Pick<Client, 'workflow'> | null, intervalMs = 30_000): () => Promise<void> {
  const reaper = orphanReaperFor(core, temporal);
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      await reaper.tick();
      core.projector.notify();
    } catch (err) {
      core.logger.error('orphan reaper failed', errorFields(err));
    }
  };
  // A pass that outlasts the interval (many stale reservations, a slow Temporal) is not overlapped.
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Before an API process serves: releases the reservations its earlier life (same `INSTANCE_ID`) left open
 * (see `billing/request-reservations.ts`). With the projector in this process (`catchUp`), the read model is
 * brought up to date first. A failure is logged and never stops the start: the periodic reaper settles them.
 */
export async function releaseUnfinishedRequestsAtStart(core: Core, opts: { catchUp: boolean }): Promise<void> {
  try {
    if (opts.catchUp) await core.projector.catchUp();
    await releaseUnfinishedRequests({
      credits: core.credits,
      creditQueries: core.creditQueries,
      holder: core.config.instanceId,
      logger: core.logger,
    });
    core.projector.notify();
  } catch (err) {
    core.logger.error('releasing the reservations of unfinished requests at start failed; the orphan reaper releases them', errorFields(err));
  }
}
