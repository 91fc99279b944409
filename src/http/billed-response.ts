import type http from 'node:http';
import type { Context } from 'koa';
import type { CreditService } from '../credits/credit-service';
import { billed, type OpenCharge, type SettlementFailureReporter } from '../billing/billed';
import type { ChargesInFlight } from '../billing/charges-in-flight';
import { settleBeforeDone } from './listen';

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

/** How this process bills synchronous answers (all optional: tests may leave them out). */
export interface SyncBilling {
  /** This API process (`INSTANCE_ID`), named in each reservation it holds (see `billing/request-reservations.ts`). */
  holder?: string;
  /** Charges delivered and not yet captured, awaited by balance reads. */
  inFlight?: ChargesInFlight;
  /** Told of each failed capture or release (besides the credit service's own logging and counting). */
  report?: SettlementFailureReporter;
}

export interface BilledRequest {
  credits: CreditService;
  orgId: string;
  endpoint: string;
  billing?: SyncBilling;
}

/**
 * Answers a synchronous billable request. The order makes a charge without an answer impossible:
 *
 * 1. reserve one credit (402 when there is none);
 * 2. `build` does the work and builds the whole answer (body serialised, headers): any failure releases
 *    the credit (`request_failed`, or `client_disconnected` when the client left meanwhile);
 * 3. the answer is written;
 * 4. the credit is captured only once the whole answer has been handed to the operating system (the
 *    response's `finish`) with a success status; when the connection closes first it is released
 *    (`client_disconnected`).
 *
 * A process killed between 1 and 4 leaves an open reservation, which is released (`request_unfinished` when
 * the same instance starts again, else by the orphan reaper): at worst an answer delivered just before the
 * kill is not charged. A balance read waits for the captures in flight of its organisation (`inFlight`), and
 * a graceful stop for those of its requests (`settleBeforeDone`).
 */
export async function answerBilled(ctx: Context, req: BilledRequest, build: () => Promise<BuiltAnswer>): Promise<void> {
  const billing = req.billing ?? {};
  const { value, charge } = await billed(
    req.credits,
    req.orgId,
    ctx.state.requestId as string,
    req.endpoint,
    async () => {
      const answer = await build();
      return { body: JSON.stringify(answer.body), headers: answer.headers ?? {} };
    },
    { isClientGone: clientGone(ctx), report: billing.report, holder: billing.holder },
  );
  const settlement = settleOnDelivery(ctx.res, charge);
  billing.inFlight?.track(req.orgId, settlement);
  settleBeforeDone(ctx.req, settlement);
  for (const [k, v] of Object.entries(value.headers)) ctx.set(k, v);
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = value.body;
}

/**
 * Captures `charge` once the response has been handed to the operating system in full (`finish`) with a
 * success status, and releases it when the connection closes before that (or the status written is an
 * error). Exactly one of the two runs. Resolves when it is recorded (or its failure reported); never rejects.
 */
export function settleOnDelivery(res: http.ServerResponse, charge: OpenCharge): Promise<void> {
  return new Promise<void>((resolve) => {
    let settled = false;
    const settle = (run: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      res.off('finish', onFinish);
      res.off('close', onClose);
      void run().then(resolve, resolve);
    };
    const onFinish = () => settle(() => (res.statusCode < 400 ? charge.capture() : charge.release('request_failed')));
    const onClose = () => {
      if (!res.writableFinished) settle(() => charge.release('client_disconnected'));
    };
    if (res.writableFinished) return onFinish();
    if (res.destroyed || res.socket?.destroyed === true) return onClose(); // closed before we listened
    res.once('finish', onFinish);
    res.once('close', onClose);
  });
}
