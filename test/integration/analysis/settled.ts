import type { Client } from '@temporalio/client';
import { scheduledActivities, untilHistoryHas } from './stub-activities';

/**
 * Waits until the task's workflow has settled (outcome recorded, the automatic callback made and recorded, the
 * inputs dropped) and waits on its TTL timer: from then on no callback is sent unless one is asked for. Returns
 * how many callback attempts (POSTs) the history shows: what a test of "exactly one delivery" reads, instead of
 * sleeping to see whether a second one comes.
 */
export async function callbackAttemptsOnceSettled(client: Client, taskId: string, timeoutMs = 60_000): Promise<number> {
  const events = await untilHistoryHas(client.workflow.getHandle(taskId), 'TIMER_STARTED', timeoutMs);
  return scheduledActivities(events).filter((name) => name === 'postCallback').length;
}
