import { randomUUID } from 'node:crypto';
import { HttpError } from './errors';
import { LedgerError } from '../credits/ledger';
import type { CreditService } from '../credits/credit-service';

/** 402 for an organisation whose available balance is below one credit. */
export function insufficientCredits(): HttpError {
  return new HttpError(402, 'insufficient_credits', 'Insufficient analysis credits: top up before retrying');
}

/** Reserves one credit, surfacing `insufficient_credits` as a 402. */
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
    throw err;
  }
}

/**
 * Runs synchronous billable work: reserve one credit, run `work`, capture on success, release on any
 * failure (so a request that ends in 4xx/5xx consumes nothing). A process killed mid-way leaves an open
 * reservation that the orphan reaper releases.
 */
export async function billed<T>(
  credits: CreditService,
  orgId: string,
  requestId: string,
  endpoint: string,
  work: () => Promise<T>,
): Promise<T> {
  // Server-generated: a client-chosen X-Request-Id must never let two calls share one reservation.
  const reservationId = randomUUID();
  await reserveOrPaymentRequired(credits, orgId, reservationId, requestId, endpoint);
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await credits.release(orgId, reservationId, 'request_failed');
    throw err;
  }
  await credits.capture(orgId, reservationId);
  return result;
}
