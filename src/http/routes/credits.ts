import Router from '@koa/router';
import { principalOf } from '../auth';
import { validateQuery } from '../openapi/validate';
import { LEDGER_QUERY } from './credits.openapi';
import type { CreditQueries } from '../../credits/credit-queries';

/**
 * `GET /credits`: the caller's own `{balance, reserved, available}`.
 * `GET /credits/ledger?after=<seq>&limit=<n>`: its movements, oldest first, paginated by sequence number;
 * `next_after` is the cursor for the next page (null at the end).
 */
export function creditRoutes(queries: CreditQueries): Router {
  const router = new Router();
  router.get('/credits', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const b = await queries.balance(orgId);
    ctx.body = { balance: b.balance, reserved: b.reserved, available: b.balance - b.reserved };
  });
  router.get('/credits/ledger', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const query = validateQuery<{ after?: number; limit?: number }>(LEDGER_QUERY, ctx.query);
    const after = query.after ?? -1;
    const limit = query.limit ?? 100;
    const entries = await queries.ledger(orgId, after, limit + 1);
    const page = entries.slice(0, limit);
    ctx.body = {
      entries: page,
      next_after: entries.length > limit ? page[page.length - 1]!.seq : null,
    };
  });
  return router;
}
