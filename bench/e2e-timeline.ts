/**
 * `npm run bench:e2e`: where a task's wall time goes, from its Temporal history (event times) and the client's
 * clock (submit, the 202, the callback's arrival) on the same machine: the p50 over a level's tasks of each
 * point's time after the submit.
 */
import type { Client } from '@temporalio/client';
import { tsToMs } from '@temporalio/common/lib/time';
import type { ClientTask } from './e2e-client';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The points of one task, in ms after its submit. */
async function pointsOf(client: Client, task: ClientTask, completedAt: (id: string) => Promise<number>): Promise<Map<string, number>> {
  const points = new Map<string, number>([['202', task.acceptedAt - task.submittedAt]]);
  const at = (label: string, ms: number) => points.set(label, ms - task.submittedAt);
  const history = await client.workflow.getHandle(task.id).fetchHistory();
  let wft = 0;
  let activity = 0;
  for (const e of history.events ?? []) {
    const t = tsToMs(e.eventTime);
    if (e.workflowExecutionStartedEventAttributes) at('started', t);
    else if (e.workflowTaskStartedEventAttributes) at(`wft${wft + 1} start`, t);
    else if (e.workflowTaskCompletedEventAttributes) at(`wft${++wft} done`, t);
    else if (e.activityTaskScheduledEventAttributes) at(`act${activity + 1} scheduled`, t);
    else if (e.activityTaskStartedEventAttributes) at(`act${activity + 1} start`, t);
    else if (e.activityTaskCompletedEventAttributes) at(`act${++activity} done`, t);
    else if (e.timerStartedEventAttributes) break; // the wait for expiry
  }
  at('TaskCompleted', await completedAt(task.id));
  at('callback', task.callbackAt);
  return points;
}

/** One line: each point's p50 time after submit, in the order of those p50s. */
export async function taskTimeline(client: Client, tasks: ClientTask[], completedAt: (id: string) => Promise<number>): Promise<string> {
  const all = await Promise.all(tasks.map((t) => pointsOf(client, t, completedAt)));
  const labels = [...new Set(all.flatMap((p) => [...p.keys()]))];
  const p50 = labels.map((l) => [l, median(all.flatMap((p) => (p.has(l) ? [p.get(l)!] : [])))] as const);
  return p50
    .sort((a, b) => a[1] - b[1])
    .map(([l, ms]) => `${l} ${ms}`)
    .join(', ');
}
