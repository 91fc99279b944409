import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '../eventstore/aggregate';
import type { EventStore } from '../eventstore/port';
import {
  LedgerError,
  available,
  decide,
  evolve,
  initialLedger,
  orphanedReservations,
  reservationsHeldBy,
  type LedgerCommand,
  type LedgerState,
  type Reservation,
} from './ledger';
import { creditsStream, type LedgerEvent } from './ledger-events';

export interface Balance {
  org_id: string;
  balance: number;
  reserved: number;
  available: number;
}

/**
 * Application service over the credit ledger: each method is one command, decided on the stream's current
 * state and appended with its expected version (see AggregateRepository), so concurrent requests against k
 * credits succeed exactly k times. Domain failures surface as `LedgerError`s.
 */
export class CreditService {
  private readonly repo: AggregateRepository<LedgerState, LedgerEvent>;

  constructor(
    store: EventStore,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repo = new AggregateRepository<LedgerState, LedgerEvent>(store, {
      initial: initialLedger,
      evolve,
      eventKey: (e) => ('reservation_id' in e.data ? e.data.reservation_id : e.data.topup_id),
    });
  }

  private async run(cmd: LedgerCommand): Promise<{ events: LedgerEvent[]; position: string | null }> {
    const res = await this.repo.handle(creditsStream(cmd.org_id), (state) => decide(cmd, state, this.clock()));
    return { events: res.events, position: res.position };
  }

  async topUp(orgId: string, amount: number, topupId: string = randomUUID()): Promise<Balance> {
    await this.run({ type: 'TopUp', org_id: orgId, topup_id: topupId, amount });
    return this.balance(orgId);
  }

  /**
   * Reserves one credit for `ref` (task or request id). `holder` names the API process that holds a
   * synchronous request's reservation (see `CreditReserved.holder`). Throws LedgerError('insufficient_credits').
   */
  async reserve(orgId: string, reservationId: string, ref: string, endpoint: string, holder?: string): Promise<void> {
    await this.run({ type: 'Reserve', org_id: orgId, reservation_id: reservationId, ref, endpoint, ...(holder === undefined ? {} : { holder }) });
  }

  /** Idempotent: capturing twice charges once. */
  async capture(orgId: string, reservationId: string): Promise<void> {
    await this.run({ type: 'Capture', org_id: orgId, reservation_id: reservationId });
  }

  /** Idempotent: releasing twice refunds once. */
  async release(orgId: string, reservationId: string, reason: string): Promise<void> {
    await this.run({ type: 'Release', org_id: orgId, reservation_id: reservationId, reason });
  }

  /** Gives a captured credit back (its answer never reached the client). Idempotent; a no-op once released. */
  async refund(orgId: string, reservationId: string, reason: string): Promise<void> {
    await this.run({ type: 'Refund', org_id: orgId, reservation_id: reservationId, reason });
  }

  async balance(orgId: string): Promise<Balance> {
    const { state } = await this.repo.read(creditsStream(orgId));
    return { org_id: orgId, balance: state.balance, reserved: state.reserved, available: available(state) };
  }

  /** This org's open reservations held by the API process `holder` (synchronous requests it answers). */
  async reservationsHeldBy(orgId: string, holder: string): Promise<Reservation[]> {
    const { state } = await this.repo.read(creditsStream(orgId));
    return reservationsHeldBy(state, holder);
  }

  /**
   * This org's reservations left open longer than `maxAgeMs`: a request that died, or a task whose workflow
   * has not captured its credit yet. Telling them apart is the orphan reaper's job (`tasks/orphan-reaper.ts`).
   */
  async staleReservations(orgId: string, maxAgeMs: number): Promise<Reservation[]> {
    const { state } = await this.repo.read(creditsStream(orgId));
    return orphanedReservations(state, this.clock(), maxAgeMs);
  }

  /**
   * Releases every reservation of this org left open longer than `maxAgeMs`, whoever holds it. Returns their
   * ids. The service's reaper does not use this: it leaves the reservations of tasks to their workflows.
   */
  async releaseOrphans(orgId: string, maxAgeMs: number): Promise<string[]> {
    const orphans = await this.staleReservations(orgId, maxAgeMs);
    const released: string[] = [];
    const failures: unknown[] = [];
    for (const r of orphans) {
      try {
        await this.release(orgId, r.reservation_id, 'orphaned_reservation');
        released.push(r.reservation_id);
      } catch (err) {
        // Captured meanwhile by the work that owned it: nothing to release. Anything else is a failure.
        if (!(err instanceof LedgerError && err.code === 'reservation_captured')) failures.push(err);
      }
    }
    if (failures.length) throw new AggregateError(failures, `${failures.length} orphaned reservation(s) could not be released`);
    return released;
  }
}
