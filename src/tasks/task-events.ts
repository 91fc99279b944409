/**
 * Events of the `task-<taskId>` stream. They hold references and short human-readable reasons only:
 * never a password, PDF bytes or statement contents (those live sealed in the blob store and are deleted at
 * expiry).
 */
import type { EventStore } from '../eventstore/port';
import { stableEventId } from '../eventstore/stable-id';
import type { AnalysisTaskInput } from '../../workflows/types';

export type TaskKind = 'single' | 'combined';

export type TaskEvent =
  | {
      type: 'TaskSubmitted';
      data: { task_id: string; org_id: string; kind: TaskKind; documents: number; callback: boolean; created_at: string; expires_at: string };
    }
  | { type: 'TaskCompleted'; data: { task_id: string; org_id: string; result_key: string; at: string } }
  | { type: 'TaskFailed'; data: { task_id: string; org_id: string; error: string; error_code: string; at: string } }
  | { type: 'CallbackDelivered'; data: { task_id: string; org_id: string; http_status: number; at: string } }
  | { type: 'CallbackFailed'; data: { task_id: string; org_id: string; reason: string; http_status: number | null; at: string } }
  | { type: 'TaskExpired'; data: { task_id: string; org_id: string; at: string } };

export const taskStream = (taskId: string) => `task-${taskId}`;

export type TaskStatus = 'processing' | 'completed' | 'failed';

/** `TaskSubmitted` for a task input: built in one place, since the API and the workflow both append it. */
export function taskSubmitted(input: AnalysisTaskInput): TaskEvent {
  return {
    type: 'TaskSubmitted',
    data: {
      task_id: input.task_id,
      org_id: input.org_id,
      kind: input.kind,
      documents: input.documents.length,
      callback: input.callback_url !== null,
      created_at: input.created_at,
      expires_at: new Date(Date.parse(input.created_at) + input.ttl_seconds * 1000).toISOString(),
    },
  };
}

/** Appends a task event with an id stable per (task, type): a repeated append is a no-op. */
export async function appendTaskEvent(store: EventStore, event: TaskEvent): Promise<void> {
  const stream = taskStream(event.data.task_id);
  await store.append(stream, [{ id: stableEventId(stream, event.type), type: event.type, data: event.data }], 'any');
}
