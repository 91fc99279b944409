import type { CreditService } from '../credits/credit-service';
import type { CreditQueries } from '../credits/credit-queries';

export interface RestartSweepLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Reason recorded on a reservation released because the process that held it started again. */
export const UNFINISHED_REQUEST = 'request_unfinished';

/**
 * Run by an API process when it starts, before it serves: releases the open reservations that name it as
 * their holder (`CreditReserved.holder` = `INSTANCE_ID`). It has reserved nothing yet, so each belongs to a
 * synchronous request of its earlier life that was killed before its answer was delivered and captured: the
 * ledger shows the reservation and no capture. Releasing them charges nobody for an answer they may not have
 * had (an answer delivered just before the kill goes uncharged: never the other way round).
 *
 * The organisations are taken from the read model (`credit_reservations`); a reservation it has not caught up
 * with yet is released by the periodic orphan reaper after `RESERVATION_TIMEOUT_SECONDS`. A release that
 * fails is logged (and counted by the instrumented credit service) and left to that reaper. Returns the
 * reservation ids released.
 */
export async function releaseUnfinishedRequests(deps: {
  credits: CreditService;
  creditQueries: Pick<CreditQueries, 'orgsWithStaleReservations'>;
  holder: string;
  clock?: () => Date;
  logger?: RestartSweepLogger;
}): Promise<string[]> {
  const now = (deps.clock ?? (() => new Date()))();
  const released: string[] = [];
  let failed = 0;
  for (const orgId of await deps.creditQueries.orgsWithStaleReservations(now.toISOString())) {
    for (const r of await deps.credits.reservationsHeldBy(orgId, deps.holder)) {
      try {
        await deps.credits.release(orgId, r.reservation_id, UNFINISHED_REQUEST);
        released.push(r.reservation_id);
      } catch (err) {
        failed++;
        deps.logger?.error('releasing a reservation left by an earlier life of this process failed; the orphan reaper releases it', {
          org_id: orgId,
          reservation_id: r.reservation_id,
          reason: (err as { code?: string }).code ?? (err as Error).message,
        });
      }
    }
  }
  if (released.length + failed > 0) {
    deps.logger?.info('released reservations of requests an earlier life of this process never finished', {
      released: released.length,
      failed,
      holder: deps.holder,
    });
  }
  return released;
}
