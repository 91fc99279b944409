import type { Projection } from '../eventstore/projection';
import type { RecordedEvent } from '../eventstore/port';
import type { SqlExecutor } from '../eventstore/sql';
import type { LedgerEvent } from './ledger-events';

/**
 * Read model of the credit ledger: one balance row per organisation and one ledger row per movement.
 * Serves `GET /v1/api/credits`, `GET /v1/api/credits/ledger`, the orphan reaper and the audit comparison.
 */
export const creditsProjection: Projection = {
  name: 'credits-v1',
  streamPrefixes: ['credits-'],
  schema: `
    CREATE TABLE IF NOT EXISTS credit_balances (
      org_id TEXT PRIMARY KEY, balance INTEGER NOT NULL, reserved INTEGER NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS credit_ledger (
      event_id TEXT PRIMARY KEY, org_id TEXT NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL,
      amount INTEGER NOT NULL, reservation_id TEXT, ref TEXT, endpoint TEXT, reason TEXT, at TEXT NOT NULL);
    CREATE UNIQUE INDEX IF NOT EXISTS credit_ledger_org_seq ON credit_ledger (org_id, seq);
    CREATE TABLE IF NOT EXISTS credit_reservations (
      reservation_id TEXT PRIMARY KEY, org_id TEXT NOT NULL, ref TEXT NOT NULL, endpoint TEXT NOT NULL,
      state TEXT NOT NULL, reserved_at TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS credit_reservations_open ON credit_reservations (state, reserved_at);
  `,
  async apply(tx: SqlExecutor, event: RecordedEvent): Promise<void> {
    const e = { type: event.type, data: event.data } as LedgerEvent;
    const org = e.data.org_id;
    // Balance delta, reserved delta and the signed amount shown in the customer's ledger.
    let dBalance = 0;
    let dReserved = 0;
    let amount = 0;
    const d = e.data as Record<string, string | number | undefined>;
    switch (e.type) {
      case 'CreditsToppedUp':
        dBalance = e.data.amount;
        amount = e.data.amount;
        break;
      case 'CreditReserved':
        dReserved = 1;
        await tx.run(
          `INSERT INTO credit_reservations (reservation_id, org_id, ref, endpoint, state, reserved_at) VALUES (?, ?, ?, ?, 'open', ?)
           ON CONFLICT (reservation_id) DO NOTHING`,
          [e.data.reservation_id, org, e.data.ref, e.data.endpoint, e.data.at],
        );
        break;
      case 'CreditCaptured':
      case 'CreditReleased': {
        const changed = await tx.run(`UPDATE credit_reservations SET state = ? WHERE reservation_id = ? AND state = 'open'`, [
          e.type === 'CreditCaptured' ? 'captured' : 'released',
          e.data.reservation_id,
        ]);
        if (changed === 0) return; // mirrors evolve(): only an open reservation moves
        dReserved = -1;
        if (e.type === 'CreditCaptured') {
          dBalance = -1;
          amount = -1;
        }
        break;
      }
      case 'CreditRefunded': {
        const changed = await tx.run(`UPDATE credit_reservations SET state = 'refunded' WHERE reservation_id = ? AND state = 'captured'`, [
          e.data.reservation_id,
        ]);
        if (changed === 0) return; // mirrors evolve(): only a captured reservation is refunded
        dBalance = 1;
        amount = 1;
        break;
      }
      default:
        return;
    }
    await tx.run(
      `INSERT INTO credit_balances (org_id, balance, reserved, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (org_id) DO UPDATE SET balance = credit_balances.balance + excluded.balance,
         reserved = credit_balances.reserved + excluded.reserved, updated_at = excluded.updated_at`,
      [org, dBalance, dReserved, event.recordedAt],
    );
    await tx.run(
      `INSERT INTO credit_ledger (event_id, org_id, seq, type, amount, reservation_id, ref, endpoint, reason, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING`,
      [
        event.id,
        org,
        event.streamVersion,
        e.type,
        amount,
        (d.reservation_id as string) ?? null,
        (d.ref as string) ?? null,
        (d.endpoint as string) ?? null,
        (d.reason as string) ?? null,
        e.data.at,
      ],
    );
  },
};
