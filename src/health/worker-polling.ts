import type { Client } from '@temporalio/client';
import { temporal as proto } from '@temporalio/proto';

export interface HealthVerdict {
  healthy: boolean;
  detail: string;
}

export interface Poller {
  identity: string;
  lastAccessMs: number | null;
}

/**
 * A worker is alive when Temporal has seen it poll its task queue lately, for workflow and for activity
 * tasks. Pollers are matched by host (the SDK's identity is `<pid>@<hostname>`), so in a container the check
 * finds its own worker. A healthy idle worker re-polls at least every ~70 s (long polls), hence the margin.
 */
export function judgePollers(byType: Record<'workflow' | 'activity', Poller[]>, hostname: string, nowMs: number, maxAgeMs: number): HealthVerdict {
  const stale: string[] = [];
  for (const [type, pollers] of Object.entries(byType)) {
    const mine = pollers.filter((p) => p.identity.endsWith(`@${hostname}`));
    const newest = Math.max(...mine.map((p) => p.lastAccessMs ?? 0), 0);
    if (mine.length === 0) stale.push(`no ${type} poller from ${hostname}`);
    else if (nowMs - newest > maxAgeMs) stale.push(`${type} poller from ${hostname} last seen ${Math.round((nowMs - newest) / 1000)} s ago`);
  }
  return stale.length === 0 ? { healthy: true, detail: `polling from ${hostname}` } : { healthy: false, detail: stale.join('; ') };
}

export async function describePollers(client: Client, namespace: string, taskQueue: string): Promise<Record<'workflow' | 'activity', Poller[]>> {
  const { TaskQueueType } = proto.api.enums.v1;
  const describe = async (taskQueueType: proto.api.enums.v1.TaskQueueType): Promise<Poller[]> => {
    const res = await client.workflowService.describeTaskQueue({ namespace, taskQueue: { name: taskQueue }, taskQueueType });
    return (res.pollers ?? []).map((p) => ({
      identity: p.identity ?? '',
      lastAccessMs:
        p.lastAccessTime?.seconds != null ? Number(p.lastAccessTime.seconds) * 1000 + Math.floor((p.lastAccessTime.nanos ?? 0) / 1e6) : null,
    }));
  };
  return {
    workflow: await describe(TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW),
    activity: await describe(TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY),
  };
}
