import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { HttpError } from './errors';
import { LedgerError } from '../credits/ledger';
import type { CreditService } from '../credits/credit-service';
import { isUnavailable } from '../tasks/unavailable';

/** 402 for an organisation whose available balance is below one credit. */
export function insufficientCredits(): HttpError {
  return new HttpError(402, 'insufficient_credits', 'Insufficient analysis credits: top up before retrying');
}

/** Seconds a client should wait before retrying a `503` (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with `Retry-After`: the event store, blob store or Temporal could not be reached. Nothing was charged. */
export function serviceUnavailable(message = 'The service is temporarily unavailable: retry later'): HttpError {
  return new HttpError(503, 'service_unavailable', message, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}

/** `err` as a 503 when it says a backing service is unreachable; unchanged otherwise. */
export function unavailableOr(err: unknown): unknown {
  return isUnavailable(err) ? serviceUnavailable() : err;
}

/** Reserves one credit, surfacing `insufficient_credits` as a 402 and an unreachable store as a 503. */
export async function reserveOrPaymentRequired(
  credits: CreditService,
  orgId: string,
  reservationId: string,
  ref: string,
  endpoint: string,
): Promise<void> {
  try {
    await credits.reserve(orgId, reservationId, ref, endpoint);
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_credits') throw insufficientCredits();
    throw unavailableOr(err);
  }
}

/**
 * True once the client of `ctx` has gone (closed its connection before our answer): its answer can no
 * longer be delivered, so it must not be charged for it.
 */
export function clientGone(ctx: Context): () => boolean {
  return () => !ctx.res.writableEnded && (ctx.res.destroyed || ctx.req.socket == null || ctx.req.socket.destroyed);
}

/** Thrown instead of a result when the client left: nothing is charged and nobody reads the answer. */
export function clientClosedRequest(): HttpError {
  return new HttpError(499, 'client_closed_request', 'The client closed the connection before the answer');
}

/**
 * Runs synchronous billable work: reserve one credit, run `work`, capture on success, release on any
 * failure (so a request that ends in 4xx/5xx consumes nothing). When `isClientGone` says the client has
 * disconnected (checked before and after the work), the credit is released and `clientClosedRequest` is
 * thrown. A process killed mid-way leaves an open reservation that the orphan reaper releases.
 */
export async function billed<T>(
  credits: CreditService,
  orgId: string,
  requestId: string,
  endpoint: string,
  work: () => Promise<T>,
  isClientGone?: () => boolean,
): Promise<T> {
  // Server-generated: a client-chosen X-Request-Id must never let two calls share one reservation.
  const reservationId = randomUUID();
  await reserveOrPaymentRequired(credits, orgId, reservationId, requestId, endpoint);
  let result: T;
  try {
    if (isClientGone?.()) throw clientClosedRequest();
    result = await work();
    if (isClientGone?.()) throw clientClosedRequest();
  } catch (err) {
    const reason = err instanceof HttpError && err.code === 'client_closed_request' ? 'client_disconnected' : 'request_failed';
    await credits.release(orgId, reservationId, reason).catch(() => undefined); // else the orphan reaper releases it
    throw unavailableOr(err);
  }
  try {
    await credits.capture(orgId, reservationId);
  } catch (err) {
    throw unavailableOr(err);
  }
  return result;
}
