import Router from '@koa/router';
import { principalOf } from '../auth';
import { badRequest } from '../errors';
import type { SealedBlobs } from '../../blobs/sealed-blobs';
import type { TaskQueries } from '../../tasks/task-queries';
import { taskFileNames } from '../../tasks/task-files';
import type { TaskSummary } from '../../tasks/task-summary';
import { taskSummary } from '../../tasks/task-summary-store';

export interface TaskListItem {
  task_id: string;
  kind: string;
  status: string;
  created_at: string;
  expires_at: string;
  file_names: string[];
  /** The failure reason of a failed task, else null. */
  error: string | null;
  /** Holder, bank, period, verdict and risk of a completed task (sealed with it, gone at expiry); else null. */
  summary: TaskSummary | null;
}

const encodeCursor = (createdAt: string, taskId: string) => Buffer.from(`${createdAt}|${taskId}`, 'utf8').toString('base64url');

function decodeCursor(raw: string): { createdAt: string; taskId: string } {
  const [createdAt, taskId, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!createdAt || !taskId || extra !== undefined || Number.isNaN(Date.parse(createdAt))) {
    throw badRequest('invalid_cursor', '"before" must be a cursor returned as "next_before"');
  }
  return { createdAt, taskId };
}

/**
 * `GET /analysis?limit=&before=`: the organisation's unexpired tasks, newest first, with status, creation time
 * uploaded file names and, once completed, a summary (holder, bank, period, verdict, risk). `limit` 1 to 100 (default 20); `next_before` is the cursor of the next page (null at
 * the end). Results are not included: poll `GET /analysis/{task_id}` for those.
 */
export function taskListRoutes(deps: { tasks: TaskQueries; blobs: SealedBlobs }): Router {
  const router = new Router();
  router.get('/analysis', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const limit = ctx.query.limit === undefined ? 20 : Number(ctx.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badRequest('invalid_limit', '"limit" must be 1 to 100');
    const before = typeof ctx.query.before === 'string' && ctx.query.before !== '' ? decodeCursor(ctx.query.before) : undefined;
    const rows = await deps.tasks.list(orgId, limit + 1, before);
    const page = rows.slice(0, limit);
    const tasks: TaskListItem[] = await Promise.all(
      page.map(async (t) => ({
        task_id: t.task_id,
        kind: t.kind,
        status: t.status,
        created_at: t.created_at,
        expires_at: t.expires_at,
        file_names: await taskFileNames(deps.blobs, t.task_id),
        error: t.status === 'failed' ? (t.error ?? 'The analysis failed') : null,
        summary: t.status === 'completed' ? await taskSummary(deps.blobs, t.task_id, t.result_key).catch(() => null) : null,
      })),
    );
    const last = page[page.length - 1];
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { tasks, next_before: rows.length > limit && last ? encodeCursor(last.created_at, last.task_id) : null };
  });
  return router;
}
