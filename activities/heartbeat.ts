import { Context } from '@temporalio/activity';

/**
 * Heartbeats every second while `work` runs, so Temporal notices within the heartbeat timeout when the
 * worker running it dies. With `stopOnCancel`, the activity also gives up as soon as a cancel reaches it
 * (cancels are delivered on heartbeats): the work is left to finish on its own and its result is dropped.
 */
export async function heartbeatWhile<T>(work: () => Promise<T>, opts: { stopOnCancel: boolean }): Promise<T> {
  const ctx = Context.current();
  ctx.heartbeat();
  const timer = setInterval(() => ctx.heartbeat(), 1000);
  try {
    return await (opts.stopOnCancel ? Promise.race([work(), ctx.cancelled]) : work());
  } finally {
    clearInterval(timer);
  }
}
