import cliProgress from 'cli-progress';
import type { ApiClient, TaskBody } from './api-client';
import { CliError, EXIT } from './errors';
import type { Streams } from './output';

export interface FollowOptions {
  /** Give up (exit 5) after this long; the task goes on running on the service. */
  timeoutMs: number;
  intervalMs: number;
  /** Draw a progress bar (stderr is a terminal); otherwise print one line per status change. */
  interactive: boolean;
}

// The service reports no percentage, so the bar counts the steps a task really goes through.
const STEPS = { submitted: 1, processing: 2, completed: 3, failed: 3 } as const;

/**
 * Polls `GET /analysis/{task_id}` until the task leaves `processing` or the time runs out, drawing the
 * progress on stderr so stdout stays clean for the result. Returns the last body seen.
 */
export async function followTask(api: ApiClient, taskId: string, opts: FollowOptions, io: Streams): Promise<TaskBody> {
  const started = Date.now();
  const bar = opts.interactive
    ? new cliProgress.SingleBar(
        {
          stream: io.stderr as NodeJS.WriteStream,
          format: ' {bar} {status} | {elapsed} s | task {task}',
          barsize: 24,
          hideCursor: true,
          clearOnComplete: false,
          fps: 8,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(3, STEPS.submitted, { status: 'submitted', elapsed: 0, task: taskId });
  // Ctrl-C stops following, not the task: say how to pick it up again, and give the terminal its cursor back.
  const onInterrupt = () => {
    bar?.stop();
    io.stderr.write(`\ninterrupted: task ${taskId} goes on; follow it again with: bsa result ${taskId} --wait\n`);
    process.exit(EXIT.interrupted);
  };
  process.once('SIGINT', onInterrupt);
  let last = '';
  try {
    for (;;) {
      const body = await pollOnce(api, taskId, () => Date.now() - started < opts.timeoutMs);
      const elapsed = Math.round((Date.now() - started) / 1000);
      bar?.update(STEPS[body.status] ?? STEPS.processing, { status: body.status, elapsed });
      if (!bar && body.status !== last) io.stderr.write(`task ${taskId}: ${body.status} (${elapsed} s)\n`);
      last = body.status;
      if (body.status !== 'processing' || Date.now() - started >= opts.timeoutMs) return body;
      await new Promise((r) => setTimeout(r, opts.intervalMs));
    }
  } finally {
    process.removeListener('SIGINT', onInterrupt);
    bar?.stop();
  }
}

const TRANSIENT = new Set(['internal_error', 'datastore_unreachable', 'http_500', 'http_502', 'http_503', 'http_504']);

/** While waiting, a dropped connection or a 5xx is retried with backoff (as the spec asks of clients). */
async function pollOnce(api: ApiClient, taskId: string, timeLeft: () => boolean): Promise<TaskBody> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.task(taskId);
    } catch (err) {
      const transient = err instanceof CliError && (err.exitCode === EXIT.network || TRANSIENT.has(err.code));
      if (!transient || attempt >= 6 || !timeLeft()) throw err;
      await new Promise((r) => setTimeout(r, Math.min(8000, 250 * 2 ** attempt)));
    }
  }
}
