import type { Context } from 'koa';
import type { CreditService } from '../credits/credit-service';
import { billed, uncharge, type SettlementFailureReporter } from '../billing/billed';

/**
 * True once the client of `ctx` has gone (closed its connection before our answer): its answer can no
 * longer be delivered, so it must not be charged for it.
 */
export function clientGone(ctx: Context): () => boolean {
  return () => !ctx.res.writableEnded && (ctx.res.destroyed || ctx.req.socket == null || ctx.req.socket.destroyed);
}

/** A finished answer: its body and the headers that go with it. */
export interface BuiltAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

export interface BilledRequest {
  credits: CreditService;
  orgId: string;
  endpoint: string;
  report?: SettlementFailureReporter;
}

/**
 * Answers a synchronous billable request: `build` does the work and builds the whole answer (body and
 * headers) before the credit is captured, so an exception while building it leaves nothing charged. If the
 * connection then closes before the answer has been written out, the captured credit is refunded
 * (`client_disconnected`).
 */
export async function answerBilled(ctx: Context, req: BilledRequest, build: () => Promise<BuiltAnswer>): Promise<void> {
  const { value, reservationId } = await billed(req.credits, req.orgId, ctx.state.requestId as string, req.endpoint, build, {
    isClientGone: clientGone(ctx),
    report: req.report,
  });
  refundUnlessWritten(ctx, () => uncharge(req.credits, req.orgId, reservationId, 'client_disconnected', req.report));
  for (const [k, v] of Object.entries(value.headers ?? {})) ctx.set(k, v);
  ctx.body = value.body;
}

/** Runs `refund` when the response's connection closes before the whole response was handed to the OS. */
export function refundUnlessWritten(ctx: Pick<Context, 'res'>, refund: () => Promise<void>): void {
  const res = ctx.res;
  if (res.destroyed && !res.writableFinished) {
    void refund();
    return;
  }
  res.once('close', () => {
    if (!res.writableFinished) void refund();
  });
}
