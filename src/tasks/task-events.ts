/**
 * Events of the `task-<taskId>` stream. They hold references and short human-readable reasons only:
 * never a password, PDF bytes or statement contents (those live sealed in the blob store and are deleted at
 * expiry).
 */
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
