import Router from '@koa/router';
import { principalOf } from '../auth';
import { unavailableOr } from '../../billing/billed';
import { validateQuery } from '../openapi/validate';
import { LEDGER_QUERY } from './credits.openapi';
import type { CreditQueries } from '../../credits/credit-queries';
import type { Balance } from '../../credits/credit-service';

/**
 * Reads the ledger stream itself (`CreditService.balance`), so a charge shows the moment it is recorded; the
 * core's credit service first waits for the captures in flight of the organisation (`balanceAfterCharges`).
 */
export interface BalanceReader {
  balance(orgId: string): Promise<Balance>;
}

/**
 * `GET /credits`: the caller's own `{balance, reserved, available}`, folded from its ledger stream (reads its
 * own writes: right after N successful calls it shows N fewer credits, whatever the projector is doing).
 * `GET /credits/ledger?after=<seq>&limit=<n>`: its movements, oldest first, paginated by sequence number;
 * `next_after` is the cursor for the next page (null at the end). With `order=desc` the movements come newest
 * first, paged by `before` and `next_before` (the dashboard shows the latest first). The ledger pages come from the read model
 * and are eventually consistent (a movement appears within the projector's lag).
 */
export function creditRoutes(queries: CreditQueries, balances: BalanceReader): Router {
  const router = new Router();
  router.get('/credits', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const b = await balances.balance(orgId).catch((err: unknown) => {
      throw unavailableOr(err);
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { balance: b.balance, reserved: b.reserved, available: b.available };
  });
  router.get('/credits/ledger', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const query = validateQuery<{ after?: number; limit?: number; order?: 'asc' | 'desc'; before?: number }>(LEDGER_QUERY, ctx.query);
    const limit = query.limit ?? 100;
    if (query.order === 'desc') {
      const entries = await queries.ledgerNewestFirst(orgId, query.before ?? null, limit + 1);
      const page = entries.slice(0, limit);
      ctx.body = { entries: page, next_after: null, next_before: entries.length > limit ? page[page.length - 1]!.seq : null };
      return;
    }
    const after = query.after ?? -1;
    const entries = await queries.ledger(orgId, after, limit + 1);
    const page = entries.slice(0, limit);
    ctx.body = {
      entries: page,
      next_after: entries.length > limit ? page[page.length - 1]!.seq : null,
    };
  });
  return router;
}
