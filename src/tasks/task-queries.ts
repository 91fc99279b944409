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

/** Reads of the task read model. */
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

  /** Polls until the projection shows the task with one of `statuses` (used to read our own writes). */
  async waitForStatus(taskId: string, statuses: TaskStatus[], timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
      const rows = await this.db.query<{ status: string }>(`SELECT status FROM tasks WHERE task_id = ?`, [taskId]);
      if (rows[0] && statuses.includes(rows[0].status as TaskStatus)) return true;
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, delay));
    }
  }

  /** Polls until the projection no longer holds the task (expired); false on timeout. */
  async waitUntilGone(taskId: string, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
      if ((await this.db.query(`SELECT 1 AS x FROM tasks WHERE task_id = ?`, [taskId])).length === 0) return true;
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
