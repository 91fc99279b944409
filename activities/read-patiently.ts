import { Context } from '@temporalio/activity';
import { isStoreUnavailable } from '../src/eventstore/store-unavailable';

/**
 * Runs `read` until it succeeds or `budgetMs` has passed (back-off 250 ms doubling to 5 s), for reads that
 * must not fail on a short store outage inside an activity that Temporal does not retry (the callback).
 * The wait is the activity's own sleep, so a cancel or a worker shutdown ends it at once.
 */
export async function readPatiently<T>(read: () => Promise<T>, budgetMs: number): Promise<T> {
  return retryWithin(read, budgetMs, 250, 5000, () => true);
}

/**
 * How long a store operation of the analysis waits out a store outage (a database failover takes 30–120 s)
 * before failing its attempt. Within the EXTRACTION profile's 5-minute start-to-close; its heartbeats go on
 * meanwhile.
 */
export const STORE_OUTAGE_BUDGET_MS = 2 * 60_000;

/**
 * Runs the store operation `op`, waiting out (back-off 500 ms doubling to 10 s, up to `budgetMs`) only the
 * failures that say the store is unreachable: without it, the analysis's five attempts were spent in about
 * 15 s of a store outage, and a task that had been charged ended `failed` because our own database was
 * restarting (a fault run with PostgreSQL down 40 s). Any other failure is thrown at once.
 */
export async function throughOutage<T>(op: () => Promise<T>, budgetMs = STORE_OUTAGE_BUDGET_MS): Promise<T> {
  return retryWithin(op, budgetMs, 500, 10_000, isStoreUnavailable);
}

/**
 * Runs `op` again after each failure `retryable` accepts, the delay doubling from `firstMs` to `maxMs`, until a
 * retry would pass `budgetMs`; the wait is the activity's own sleep (a cancel or a shutdown ends it at once).
 */
async function retryWithin<T>(
  op: () => Promise<T>,
  budgetMs: number,
  firstMs: number,
  maxMs: number,
  retryable: (err: unknown) => boolean,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let delay = firstMs; ; delay = Math.min(delay * 2, maxMs)) {
    try {
      return await op();
    } catch (err) {
      if (!retryable(err) || Date.now() + delay > deadline) throw err;
      await Context.current().sleep(delay);
    }
  }
}
