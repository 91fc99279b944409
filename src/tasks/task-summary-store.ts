import type { SealedBlobs } from '../blobs/sealed-blobs';
import { summaryOf, type TaskSummary } from './task-summary';

/** Sealed beside the task's result, so it is deleted with the task's blobs at expiry. */
export const taskSummaryKey = (taskId: string) => `task/${taskId}/summary.json`;

export async function saveTaskSummary(blobs: SealedBlobs, taskId: string, result: unknown): Promise<void> {
  await blobs.putJson(taskSummaryKey(taskId), summaryOf(result));
}

/**
 * A completed task's summary: the stored one, else (tasks completed before summaries were stored) taken from
 * the result itself. Null when neither exists any more (expired).
 */
export async function taskSummary(blobs: SealedBlobs, taskId: string, resultKey: string | null): Promise<TaskSummary | null> {
  const stored = await blobs.getJson<TaskSummary>(taskSummaryKey(taskId));
  if (stored) return stored;
  const result = resultKey ? await blobs.getJson<unknown>(resultKey) : null;
  return result ? summaryOf(result) : null;
}
