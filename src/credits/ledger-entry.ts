/**
 * One movement of an organisation's credits as `GET /v1/api/credits/ledger` returns it. Plain data with no
 * imports, so the dashboard bundle can share the type.
 */
export interface LedgerEntry {
  seq: number;
  type: string;
  amount: number;
  reservation_id: string | null;
  ref: string | null;
  endpoint: string | null;
  reason: string | null;
  at: string;
}
