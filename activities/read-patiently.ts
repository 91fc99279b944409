import { Context } from '@temporalio/activity';

/**
 * Runs `read` until it succeeds or `budgetMs` has passed (back-off 250 ms doubling to 5 s), for reads that
 * must not fail on a short store outage inside an activity that Temporal does not retry (the callback).
 * The wait is the activity's own sleep, so a cancel or a worker shutdown ends it at once.
 */
export async function readPatiently<T>(read: () => Promise<T>, budgetMs: number): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      return await read();
    } catch (err) {
      if (Date.now() + delay > deadline) throw err;
      await Context.current().sleep(delay);
    }
  }
}
