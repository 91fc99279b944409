import { randomUUID } from 'node:crypto';
import type { CreditService } from '../credits/credit-service';
import { LedgerError } from '../credits/ledger';
import { ClientGoneError, ServiceUnavailableError } from '../domain/service-errors';
import { isUnavailable } from '../tasks/unavailable';

/** What a failed capture, release or refund is reported to (logged and counted by the composition root). */
export type SettlementFailureReporter = (failure: {
  operation: 'capture' | 'release' | 'refund';
  org_id: string;
  reservation_id: string;
  error: unknown;
}) => void;

/** `err` as a `ServiceUnavailableError` when it says a backing service is unreachable; unchanged otherwise. */
export function unavailableOr(err: unknown): unknown {
  return isUnavailable(err) ? new ServiceUnavailableError() : err;
}

/**
 * Reserves one credit. `LedgerError('insufficient_credits')` passes through as it is; an unreachable store
 * becomes a `ServiceUnavailableError`.
 */
export async function reserveCredit(
  credits: CreditService,
  orgId: string,
  reservationId: string,
  ref: string,
  endpoint: string,
  holder?: string,
): Promise<void> {
  try {
    await credits.reserve(orgId, reservationId, ref, endpoint, holder);
  } catch (err) {
    throw unavailableOr(err);
  }
}

/**
 * Releases a reservation after the work it paid for failed. The caller is already answering another error,
 * so a failed release is reported (never swallowed silently) rather than thrown; the orphan reaper releases
 * that reservation later.
 */
export async function releaseReporting(
  credits: CreditService,
  orgId: string,
  reservationId: string,
  reason: string,
  report: SettlementFailureReporter | undefined,
): Promise<void> {
  try {
    await credits.release(orgId, reservationId, reason);
  } catch (error) {
    report?.({ operation: 'release', org_id: orgId, reservation_id: reservationId, error });
  }
}

/**
 * Makes sure a reservation ends uncharged: released while open, refunded if it was captured. Failures are
 * reported, not thrown (an open reservation is released later by the orphan reaper).
 */
export async function uncharge(
  credits: CreditService,
  orgId: string,
  reservationId: string,
  reason: string,
  report: SettlementFailureReporter | undefined,
): Promise<void> {
  try {
    await credits.release(orgId, reservationId, reason);
    return;
  } catch (err) {
    if (!(err instanceof LedgerError && err.code === 'reservation_captured')) {
      report?.({ operation: 'release', org_id: orgId, reservation_id: reservationId, error: err });
      return;
    }
  }
  try {
    await credits.refund(orgId, reservationId, reason);
  } catch (error) {
    report?.({ operation: 'refund', org_id: orgId, reservation_id: reservationId, error });
  }
}

/** A reservation left open by `billed` for an answer that is built but not yet delivered. */
export interface OpenCharge {
  readonly orgId: string;
  readonly reservationId: string;
  /** Charges it (the answer was delivered). A failure is reported; the reservation then stays open for the reaper. */
  capture(): Promise<void>;
  /** Gives it back (the answer was not delivered). A failure is reported; the reaper releases it later. */
  release(reason: string): Promise<void>;
}

/**
 * Runs synchronous billable work: reserve one credit, run `work` (which builds the whole answer), and on
 * success hand back the answer with its reservation still open: the caller captures it once the answer has
 * been delivered, or releases it (see `http/billed-response.ts`). Any failure of `work` releases the credit,
 * so a request that ends in 4xx/5xx consumes nothing. When `isClientGone` says the client has disconnected
 * (checked before and after the work), the credit is released and a `ClientGoneError` is thrown. A process
 * killed at any point leaves an open reservation, never a capture without its answer: the reaper releases it
 * (at once when the same API instance starts again, see `request-reservations.ts`).
 */
export async function billed<T>(
  credits: CreditService,
  orgId: string,
  requestId: string,
  endpoint: string,
  work: () => Promise<T>,
  opts: { isClientGone?: () => boolean; report?: SettlementFailureReporter; holder?: string } = {},
): Promise<{ value: T; charge: OpenCharge }> {
  // Server-generated: a client-chosen X-Request-Id must never let two calls share one reservation.
  const reservationId = randomUUID();
  await reserveCredit(credits, orgId, reservationId, requestId, endpoint, opts.holder);
  let value: T;
  try {
    if (opts.isClientGone?.()) throw new ClientGoneError();
    value = await work();
    if (opts.isClientGone?.()) throw new ClientGoneError();
  } catch (err) {
    const gone = err instanceof ClientGoneError || opts.isClientGone?.() === true;
    await releaseReporting(credits, orgId, reservationId, gone ? 'client_disconnected' : 'request_failed', opts.report);
    throw unavailableOr(err);
  }
  const charge: OpenCharge = {
    orgId,
    reservationId,
    capture: async () => {
      try {
        await credits.capture(orgId, reservationId);
      } catch (error) {
        opts.report?.({ operation: 'capture', org_id: orgId, reservation_id: reservationId, error });
      }
    },
    release: (reason) => releaseReporting(credits, orgId, reservationId, reason, opts.report),
  };
  return { value, charge };
}
