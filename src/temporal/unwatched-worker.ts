import { Worker, type WorkerOptions } from '@temporalio/worker';

type CreatorArgs = Parameters<(typeof Worker)['createWorkflowCreator']>;

/**
 * A Temporal worker whose calls into the workflow sandbox may run without the SDK's per-call deadlock watchdog.
 *
 * The SDK runs every call into a workflow's V8 context (several per activation: the activation, each turn of
 * its conditions and microtasks, its conclusion) with `vm`'s `timeout` option, its deadlock detector (5 s, not
 * configurable). Node implements that option with a new watchdog thread and event loop per call, started and
 * joined around it: about 150 µs of CPU a call against 1–2 µs without (`node:vm`, Node 24, this machine), about
 * a third of the workflow thread's time per task in `npm run bench:e2e`. With `deadlockTimeoutMs` 0 the calls run
 * without it; a positive value keeps the SDK's detector with that limit.
 *
 * What is given up at 0: a workflow whose code never yields (an endless loop without an `await`) holds the
 * workflow thread instead of having its workflow task failed after the limit. Our workflow code has no such
 * loop (every loop in `workflows/` awaits a timer or an activity), and such a bug would stall its own task
 * either way; `WORKFLOW_DEADLOCK_TIMEOUT_MS` turns the detector back on.
 *
 * `createWorkflowCreator` is the SDK's protected extension point for this; `isolateExecutionTimeoutMs` is what
 * its workflow threads pass to `vm` as `timeout` (undefined: none).
 */
export class UnwatchedWorker extends Worker {
  /** The limit the next `create` gives its workflow threads (0: none). Read once, while `create` runs. */
  private static nextDeadlockTimeoutMs = 0;

  /** `Worker.create(options)`, its sandbox calls limited to `deadlockTimeoutMs` (0: unlimited, no watchdog). */
  static async createWith(options: WorkerOptions, deadlockTimeoutMs: number): Promise<Worker> {
    UnwatchedWorker.nextDeadlockTimeoutMs = deadlockTimeoutMs;
    return UnwatchedWorker.create(options);
  }

  protected static override createWorkflowCreator(...[bundle, compiled, logger]: CreatorArgs) {
    const limit = UnwatchedWorker.nextDeadlockTimeoutMs;
    // `vm` starts no watchdog when `timeout` is undefined (0 is refused as out of range).
    return super.createWorkflowCreator(bundle, { ...compiled, isolateExecutionTimeoutMs: (limit > 0 ? limit : undefined) as number }, logger);
  }
}
