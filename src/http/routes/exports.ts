import Router from '@koa/router';
import { principalOf } from '../auth';
import { badRequest, HttpError, notFound } from '../errors';
import type { SealedBlobs } from '../../blobs/sealed-blobs';
import type { TaskQueries } from '../../tasks/task-queries';
import { detectSource, EXPORT_FORMATS, exportAs, isExportFormat } from '../../exports';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `GET /analysis/{task_id}/export?format=csv|xlsx|json`: a completed task's transactions (CSV) or transactions
 * and analysis (XLSX, JSON) as a download. 404 for an unknown or expired task, 409 while it is processing or
 * when it failed. Free: reading a result never costs a credit.
 */
export function exportRoutes(deps: { tasks: TaskQueries; blobs: SealedBlobs }): Router {
  const router = new Router();
  router.get('/analysis/:task_id/export', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const format = String(ctx.query.format ?? '');
    if (!isExportFormat(format)) throw badRequest('invalid_format', `"format" must be one of ${EXPORT_FORMATS.join(', ')}`);
    const taskId = String(ctx.params.task_id);
    const task = UUID_RE.test(taskId) ? await deps.tasks.find(orgId, taskId) : null;
    if (!task) throw notFound('Task not found or expired');
    if (task.status !== 'completed' || !task.result_key) {
      throw new HttpError(409, 'task_not_completed', `The task is ${task.status}; only a completed task can be exported`);
    }
    const result = await deps.blobs.getJson(task.result_key);
    if (result === null) throw notFound('Task not found or expired');
    const file = await exportAs(format, detectSource(result));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="analysis-${taskId}.${file.extension}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.contentType;
    ctx.body = file.body;
  });
  return router;
}
