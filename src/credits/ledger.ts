import type { LedgerEvent } from './ledger-events';

/**
 * The credit ledger's rules as a pure decide/evolve pair.
 *
 * - `balance` = credits topped up − credits captured.
 * - `reserved` = open reservations (neither captured nor released).
 * - `available` = balance − reserved; a reservation needs available ≥ 1, else `insufficient_credits` (HTTP 402).
 * - A captured credit may be refunded once (the answer it paid for never reached the client): `balance` + 1.
 * - Capture, release and refund are idempotent: repeating one that already happened decides no event, so a retried
 *   activity or request never charges or refunds twice. Capturing a released reservation (or the reverse)
 *   is a named error, never a silent double movement.
 * - A settled reservation (captured, released or refunded) is remembered for `SETTLED_RETENTION_MS` after its
 *   settlement, judged by the events' own times (so a replay forgets exactly what the live state forgot), then
 *   forgotten: the state of a long-lived organisation stays bounded by its open reservations and the last
 *   two days of settlements. A command naming a forgotten reservation is `unknown_reservation`; every retry
 *   of a settlement (an activity's, a request's) happens within minutes of the first.
 */
export interface Reservation {
  reservation_id: string;
  ref: string;
  endpoint: string;
  /** The API process holding a synchronous request's reservation (see `CreditReserved`). */
  holder?: string;
  at: string;
  state: 'open' | 'captured' | 'released' | 'refunded';
}

export interface LedgerState {
  balance: number;
  reserved: number;
  reservations: Map<string, Reservation>;
  /** Settled reservations by settlement time (ms), oldest settlement first: what `forgetSettled` walks. */
  settled: Map<string, number>;
  topups: Set<string>;
}

/** How long a settled reservation stays in the state (for idempotent retries of its settlement). */
export const SETTLED_RETENTION_MS = 48 * 3600 * 1000;

export const initialLedger = (): LedgerState => ({ balance: 0, reserved: 0, reservations: new Map(), settled: new Map(), topups: new Set() });

export type LedgerCommand =
  | { type: 'TopUp'; org_id: string; topup_id: string; amount: number }
  | { type: 'Reserve'; org_id: string; reservation_id: string; ref: string; endpoint: string; holder?: string }
  | { type: 'Capture'; org_id: string; reservation_id: string }
  | { type: 'Release'; org_id: string; reservation_id: string; reason: string }
  | { type: 'Refund'; org_id: string; reservation_id: string; reason: string };

export type LedgerErrorCode =
  'insufficient_credits' | 'invalid_amount' | 'unknown_reservation' | 'reservation_released' | 'reservation_captured' | 'reservation_open';

export class LedgerError extends Error {
  override readonly name = 'LedgerError';
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const available = (s: LedgerState) => s.balance - s.reserved;

/** Largest top-up accepted in one command; guards against typos that would mint millions. */
export const MAX_TOPUP = 10_000_000;

export function decide(cmd: LedgerCommand, state: LedgerState, now: Date): LedgerEvent[] {
  const at = now.toISOString();
  switch (cmd.type) {
    case 'TopUp': {
      if (!Number.isInteger(cmd.amount) || cmd.amount < 1 || cmd.amount > MAX_TOPUP) {
        throw new LedgerError('invalid_amount', `amount must be a whole number from 1 to ${MAX_TOPUP}`);
      }
      if (state.topups.has(cmd.topup_id)) return [];
      return [{ type: 'CreditsToppedUp', data: { org_id: cmd.org_id, amount: cmd.amount, topup_id: cmd.topup_id, at } }];
    }
    case 'Reserve': {
      if (state.reservations.has(cmd.reservation_id)) return [];
      if (available(state) < 1) throw new LedgerError('insufficient_credits', 'Insufficient analysis credits');
      return [
        {
          type: 'CreditReserved',
          data: {
            org_id: cmd.org_id,
            reservation_id: cmd.reservation_id,
            ref: cmd.ref,
            endpoint: cmd.endpoint,
            ...(cmd.holder === undefined ? {} : { holder: cmd.holder }),
            at,
          },
        },
      ];
    }
    case 'Capture': {
      const r = state.reservations.get(cmd.reservation_id);
      if (!r) throw new LedgerError('unknown_reservation', `no reservation ${cmd.reservation_id}`);
      if (r.state === 'captured' || r.state === 'refunded') return [];
      if (r.state === 'released') throw new LedgerError('reservation_released', `reservation ${cmd.reservation_id} was released`);
      return [{ type: 'CreditCaptured', data: { org_id: cmd.org_id, reservation_id: r.reservation_id, ref: r.ref, at } }];
    }
    case 'Release': {
      const r = state.reservations.get(cmd.reservation_id);
      if (!r) throw new LedgerError('unknown_reservation', `no reservation ${cmd.reservation_id}`);
      if (r.state === 'released') return [];
      if (r.state === 'captured' || r.state === 'refunded') {
        throw new LedgerError('reservation_captured', `reservation ${cmd.reservation_id} was captured`);
      }
      return [{ type: 'CreditReleased', data: { org_id: cmd.org_id, reservation_id: r.reservation_id, ref: r.ref, reason: cmd.reason, at } }];
    }
    case 'Refund': {
      const r = state.reservations.get(cmd.reservation_id);
      if (!r) throw new LedgerError('unknown_reservation', `no reservation ${cmd.reservation_id}`);
      if (r.state === 'refunded' || r.state === 'released') return []; // nothing charged any more
      if (r.state === 'open') throw new LedgerError('reservation_open', `reservation ${cmd.reservation_id} was not captured: release it`);
      return [{ type: 'CreditRefunded', data: { org_id: cmd.org_id, reservation_id: r.reservation_id, ref: r.ref, reason: cmd.reason, at } }];
    }
  }
}

/** Applies one event. Mutates and returns `state` (callers own their state; replays start from initialLedger()). */
export function evolve(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'CreditsToppedUp':
      state.balance += event.data.amount;
      state.topups.add(event.data.topup_id);
      break;
    case 'CreditReserved':
      state.reserved += 1;
      state.reservations.set(event.data.reservation_id, {
        reservation_id: event.data.reservation_id,
        ref: event.data.ref,
        endpoint: event.data.endpoint,
        ...(event.data.holder === undefined ? {} : { holder: event.data.holder }),
        at: event.data.at,
        state: 'open',
      });
      break;
    case 'CreditCaptured': {
      const r = state.reservations.get(event.data.reservation_id);
      if (r && r.state === 'open') {
        r.state = 'captured';
        state.reserved -= 1;
        state.balance -= 1;
        settle(state, r.reservation_id, event.data.at);
      }
      break;
    }
    case 'CreditReleased': {
      const r = state.reservations.get(event.data.reservation_id);
      if (r && r.state === 'open') {
        r.state = 'released';
        state.reserved -= 1;
        settle(state, r.reservation_id, event.data.at);
      }
      break;
    }
    case 'CreditRefunded': {
      const r = state.reservations.get(event.data.reservation_id);
      if (r && r.state === 'captured') {
        r.state = 'refunded';
        state.balance += 1;
        settle(state, r.reservation_id, event.data.at);
      }
      break;
    }
  }
  forgetSettled(state, Date.parse(event.data.at));
  return state;
}

/** Records (or moves to the end, for a refund after a capture) a reservation's settlement time. */
function settle(state: LedgerState, reservationId: string, at: string): void {
  state.settled.delete(reservationId);
  state.settled.set(reservationId, Date.parse(at));
}

/** Forgets reservations settled more than `SETTLED_RETENTION_MS` before `now` (an event's time). */
function forgetSettled(state: LedgerState, now: number): void {
  if (!Number.isFinite(now)) return;
  const cutoff = now - SETTLED_RETENTION_MS;
  for (const [id, at] of state.settled) {
    if (at > cutoff) break;
    state.settled.delete(id);
    state.reservations.delete(id);
  }
}

export const replay = (events: LedgerEvent[]): LedgerState => events.reduce(evolve, initialLedger());

/** Open reservations held by the API process `holder` (see `CreditReserved.holder`). */
export function reservationsHeldBy(state: LedgerState, holder: string): Reservation[] {
  return [...state.reservations.values()].filter((r) => r.state === 'open' && r.holder === holder);
}

/** Open reservations older than `maxAgeMs` at `now`: orphans whose request died. */
export function orphanedReservations(state: LedgerState, now: Date, maxAgeMs: number): Reservation[] {
  const cutoff = now.getTime() - maxAgeMs;
  return [...state.reservations.values()].filter((r) => r.state === 'open' && Date.parse(r.at) <= cutoff);
}
