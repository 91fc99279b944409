import { Context } from '@temporalio/activity';

/**
 * Heartbeats every second while `work` runs, so Temporal notices within the heartbeat timeout when the
 * worker running it dies (the timeout runs from the start, so work shorter than a second, most of it, sends
 * no heartbeat at all: one gRPC call saved per activity). With `stopOnCancel`, the activity also gives up as soon as a cancel reaches it
 * (cancels are delivered on heartbeats, or in-process to a local activity): the work is left to finish on its own
 * and its result is dropped.
 */
export async function heartbeatWhile<T>(work: () => Promise<T>, opts: { stopOnCancel: boolean }): Promise<T> {
  const ctx = Context.current();
  // A local activity has no heartbeat: its worker runs its workflow task, and a cancel reaches it in-process.
  const timer = ctx.info.isLocal ? undefined : setInterval(() => ctx.heartbeat(), 1000);
  try {
    return await (opts.stopOnCancel ? Promise.race([work(), ctx.cancelled]) : work());
  } finally {
    clearInterval(timer);
  }
}
