import type { SqlDb } from '../eventstore/sql';
import type { LedgerEntry } from './ledger-entry';

export type { LedgerEntry };

/** Reads of the credits read model (eventually consistent with the ledger stream). */
export class CreditQueries {
  constructor(private readonly db: SqlDb) {}

  async balance(orgId: string): Promise<{ balance: number; reserved: number }> {
    const rows = await this.db.query<{ balance: number; reserved: number }>('SELECT balance, reserved FROM credit_balances WHERE org_id = ?', [
      orgId,
    ]);
    return rows[0] ? { balance: Number(rows[0].balance), reserved: Number(rows[0].reserved) } : { balance: 0, reserved: 0 };
  }

  /** Movements after sequence `after` (exclusive), oldest first; `limit` at most 500. */
  async ledger(orgId: string, after: number, limit: number): Promise<LedgerEntry[]> {
    const rows = await this.db.query(
      `SELECT seq, type, amount, reservation_id, ref, endpoint, reason, at FROM credit_ledger
       WHERE org_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
      [orgId, after, limit],
    );
    return rows.map((r) => ({ ...(r as unknown as LedgerEntry), seq: Number(r.seq), amount: Number(r.amount) }));
  }

  /** The same movements newest first: `limit` entries with `seq` below `before` (from the newest when null). */
  async ledgerNewestFirst(orgId: string, before: number | null, limit: number): Promise<LedgerEntry[]> {
    const rows = await this.db.query(
      `SELECT seq, type, amount, reservation_id, ref, endpoint, reason, at FROM credit_ledger
       WHERE org_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?`,
      [orgId, before ?? Number.MAX_SAFE_INTEGER, limit],
    );
    return rows.map((r) => ({ ...(r as unknown as LedgerEntry), seq: Number(r.seq), amount: Number(r.amount) }));
  }

  /** Organisations with a reservation open since before `cutoffIso`: candidates for the orphan reaper. */
  async orgsWithStaleReservations(cutoffIso: string): Promise<string[]> {
    const rows = await this.db.query<{ org_id: string }>(
      `SELECT DISTINCT org_id FROM credit_reservations WHERE state = 'open' AND reserved_at <= ?`,
      [cutoffIso],
    );
    return rows.map((r) => r.org_id);
  }
}
