import type { SealedBlobs } from '../blobs/sealed-blobs';

/**
 * The names of a task's uploaded files, for the dashboard's task list. A file name can name the holder, so it
 * is kept like the statement itself: sealed in the task's blobs and deleted at expiry, never in events,
 * the read model, Temporal history or logs.
 */
export const taskFilesKey = (taskId: string) => `task/${taskId}/files.json`;

/** Control characters removed and the length capped: the name is shown, never used as a path. */
export function cleanFileName(raw: string | undefined): string {
  return (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

export async function saveTaskFileNames(blobs: SealedBlobs, taskId: string, names: string[]): Promise<void> {
  await blobs.putJson(taskFilesKey(taskId), names.map(cleanFileName));
}

/** The names, or [] when the task stored none (submitted before names were kept) or has expired. */
export async function taskFileNames(blobs: SealedBlobs, taskId: string): Promise<string[]> {
  const names = await blobs.getJson<unknown>(taskFilesKey(taskId)).catch(() => null);
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
}
