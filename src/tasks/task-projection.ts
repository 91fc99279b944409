import type { Projection } from '../eventstore/projection';
import type { RecordedEvent } from '../eventstore/port';
import type { SqlExecutor } from '../eventstore/sql';
import type { TaskEvent } from './task-events';
import { CANCELLED_MESSAGE } from './task-state';

/**
 * Task read model for the task list and exports (eventually consistent; polling folds the stream instead,
 * see `task-reader.ts`). At `TaskExpired` or `TaskAbandoned` the row is deleted. A cancelled task shows as
 * failed with `error_code: cancelled`, as polling shows it.
 */
export const taskProjection: Projection = {
  name: 'tasks-v1',
  streamPrefixes: ['task-'],
  schema: `
    CREATE TABLE IF NOT EXISTS tasks (
      task_id TEXT PRIMARY KEY, org_id TEXT NOT NULL, kind TEXT NOT NULL, status TEXT NOT NULL,
      error TEXT, error_code TEXT, result_key TEXT, callback_status TEXT, callback_http_status INTEGER,
      created_at TEXT NOT NULL, expires_at TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS tasks_expires ON tasks (expires_at);
  `,
  async apply(tx: SqlExecutor, event: RecordedEvent): Promise<void> {
    const e = { type: event.type, data: event.data } as TaskEvent;
    const at = event.recordedAt;
    switch (e.type) {
      case 'TaskSubmitted':
        await tx.run(
          `INSERT INTO tasks (task_id, org_id, kind, status, callback_status, created_at, expires_at, updated_at)
           VALUES (?, ?, ?, 'processing', ?, ?, ?, ?) ON CONFLICT (task_id) DO NOTHING`,
          [e.data.task_id, e.data.org_id, e.data.kind, e.data.callback ? 'pending' : null, e.data.created_at, e.data.expires_at, at],
        );
        return;
      case 'TaskCompleted':
        await tx.run(`UPDATE tasks SET status = 'completed', result_key = ?, updated_at = ? WHERE task_id = ?`, [
          e.data.result_key,
          at,
          e.data.task_id,
        ]);
        return;
      case 'TaskFailed':
        await tx.run(`UPDATE tasks SET status = 'failed', error = ?, error_code = ?, updated_at = ? WHERE task_id = ?`, [
          e.data.error,
          e.data.error_code,
          at,
          e.data.task_id,
        ]);
        return;
      case 'TaskCancelled':
        await tx.run(`UPDATE tasks SET status = 'failed', error = ?, error_code = 'cancelled', updated_at = ? WHERE task_id = ?`, [
          CANCELLED_MESSAGE,
          at,
          e.data.task_id,
        ]);
        return;
      case 'CallbackDelivered':
      case 'CallbackFailed':
        await tx.run(`UPDATE tasks SET callback_status = ?, callback_http_status = ?, updated_at = ? WHERE task_id = ?`, [
          e.type === 'CallbackDelivered' ? 'delivered' : 'failed',
          e.data.http_status,
          at,
          e.data.task_id,
        ]);
        return;
      case 'TaskExpired':
      case 'TaskAbandoned':
        await tx.run(`DELETE FROM tasks WHERE task_id = ?`, [e.data.task_id]);
        return;
    }
  },
};
