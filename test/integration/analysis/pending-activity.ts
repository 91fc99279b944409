import type { Client } from '@temporalio/client';

/** Waits until the task's workflow shows `activity` as started among its pending activities. */
export async function waitForActivityStart(client: Client, taskId: string, activity: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const desc = await client.workflow
      .getHandle(taskId)
      .describe()
      .catch(() => null);
    if ((desc?.raw.pendingActivities ?? []).some((a) => a.activityType?.name === activity && a.state === 2 /* STARTED */)) return;
    if (Date.now() > deadline) throw new Error(`${activity} never started`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
