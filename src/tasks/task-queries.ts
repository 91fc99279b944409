import type { SqlDb, SqlValue } from '../eventstore/sql';
import type { TaskStatus } from './task-events';

export interface TaskRow {
  task_id: string;
  org_id: string;
  kind: string;
  status: TaskStatus;
  error: string | null;
  error_code: string | null;
  result_key: string | null;
  callback_status: string | null;
  created_at: string;
  expires_at: string;
}

/**
 * Reads of the task read model (eventually consistent): the task list and exports. Polling a single task
 * folds its stream instead (`task-reader.ts`).
 */
export class TaskQueries {
  constructor(
    private readonly db: SqlDb,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The task as its organisation sees it; null when unknown, another organisation's, or past its expiry. */
  async find(orgId: string, taskId: string): Promise<TaskRow | null> {
    const rows = await this.db.query(`SELECT * FROM tasks WHERE task_id = ? AND org_id = ?`, [taskId, orgId]);
    const row = rows[0] as unknown as TaskRow | undefined;
    if (!row) return null;
    // The expiry timer may run a little late; the record is gone for clients at its expiry time regardless.
    if (Date.parse(row.expires_at) <= this.clock().getTime()) return null;
    return row;
  }

  /**
   * The organisation's unexpired tasks, newest first: `limit` rows created before the cursor
   * (`created_at`, `task_id`) when one is given, so a page boundary never skips or repeats a task.
   */
  async list(orgId: string, limit: number, before?: { createdAt: string; taskId: string }): Promise<TaskRow[]> {
    const now = this.clock().toISOString();
    const cursor = before ? 'AND (created_at < ? OR (created_at = ? AND task_id < ?))' : '';
    const params: SqlValue[] = [orgId, now, ...(before ? [before.createdAt, before.createdAt, before.taskId] : []), limit];
    const rows = await this.db.query(
      `SELECT * FROM tasks WHERE org_id = ? AND expires_at > ? ${cursor} ORDER BY created_at DESC, task_id DESC LIMIT ?`,
      params,
    );
    return rows as unknown as TaskRow[];
  }
}
