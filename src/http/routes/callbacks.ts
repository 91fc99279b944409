import Router from '@koa/router';
import { principalOf } from '../auth';
import { TaskNotFoundError } from '../../tasks/task-errors';
import type { CallbackRedelivery } from '../../tasks/callback-redelivery';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `POST /analysis/{task_id}/callback`: the client (or an operator with its token) asks for the task's outcome
 * to be sent again to its callback URL. Free of credits; the answer is the attempt's outcome.
 */
export function callbackRoutes(deps: { redelivery: CallbackRedelivery }): Router {
  const router = new Router();
  router.post('/analysis/:task_id/callback', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const taskId = String(ctx.params.task_id);
    if (!UUID_RE.test(taskId)) throw new TaskNotFoundError();
    const d = await deps.redelivery.redeliver(orgId, taskId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { task_id: taskId, delivered: d.delivered, http_status: d.http_status, reason: d.reason };
  });
  return router;
}
