/**
 * Events of the `task-<taskId>` stream. They hold references and short human-readable reasons only:
 * never a password, PDF bytes, statement contents or the callback URL (those live sealed in the blob store
 * and are deleted at expiry).
 */
import type { EventStore } from '../eventstore/port';
import type { AnalysisTaskInput } from '../../workflows/types';
import { commandFor, handleTaskCommand } from './task-commands';

export type TaskKind = 'single' | 'combined';

export type TaskEvent =
  | {
      type: 'TaskSubmitted';
      data: { task_id: string; org_id: string; kind: TaskKind; documents: number; callback: boolean; created_at: string; expires_at: string };
    }
  | { type: 'TaskCompleted'; data: { task_id: string; org_id: string; result_key: string; at: string } }
  | { type: 'TaskFailed'; data: { task_id: string; org_id: string; error: string; error_code: string; at: string } }
  /** The workflow was cancelled before an outcome; polling shows it as failed with `error_code: cancelled`. */
  | { type: 'TaskCancelled'; data: { task_id: string; org_id: string; reason: string; at: string } }
  /** The submission failed before its workflow started: the client got no task id and no credit was taken. */
  | { type: 'TaskAbandoned'; data: { task_id: string; org_id: string; reason: string; at: string } }
  | { type: 'CallbackDelivered'; data: { task_id: string; org_id: string; http_status: number; at: string } }
  | { type: 'CallbackFailed'; data: { task_id: string; org_id: string; reason: string; http_status: number | null; at: string } }
  /**
   * A redelivery of the callback the client asked for (`POST /v1/api/analysis/{task_id}/callback`), numbered
   * from 1 per task; the automatic delivery stays recorded as `CallbackDelivered`/`CallbackFailed`.
   */
  | {
      type: 'CallbackRedelivered';
      data: {
        task_id: string;
        org_id: string;
        redelivery: number;
        delivered: boolean;
        http_status: number | null;
        reason: string | null;
        at: string;
      };
    }
  | { type: 'TaskExpired'; data: { task_id: string; org_id: string; at: string } };

export const TASK_EVENT_TYPES: TaskEvent['type'][] = [
  'TaskSubmitted',
  'TaskCompleted',
  'TaskFailed',
  'TaskCancelled',
  'TaskAbandoned',
  'CallbackDelivered',
  'CallbackFailed',
  'CallbackRedelivered',
  'TaskExpired',
];

export const taskStream = (taskId: string) => `task-${taskId}`;

export type TaskStatus = 'processing' | 'completed' | 'failed';

/** `TaskSubmitted` for a task input: built in one place, since the API and the workflow both append it. */
export function taskSubmitted(input: AnalysisTaskInput): TaskEvent {
  const legacy = input as AnalysisTaskInput & { callback_url?: string | null };
  return {
    type: 'TaskSubmitted',
    data: {
      task_id: input.task_id,
      org_id: input.org_id,
      kind: input.kind,
      documents: input.documents.length,
      // Inputs recorded before the URL was sealed carry `callback_url` instead of `callback_key`.
      callback: (input.callback_key ?? legacy.callback_url ?? null) !== null,
      created_at: input.created_at,
      expires_at: new Date(Date.parse(input.created_at) + input.ttl_seconds * 1000).toISOString(),
    },
  };
}

/**
 * Appends a task event through the task's state machine (`task-state.ts`), with the stream's expected
 * version: repeating an event already recorded is a no-op, and an illegal transition (completing an expired
 * task, a second different callback record) throws a `TaskStateError` and writes nothing.
 */
export async function appendTaskEvent(store: EventStore, event: TaskEvent): Promise<void> {
  await handleTaskCommand(store, commandFor(event));
}
