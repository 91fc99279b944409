/** Events of the `credits-<orgId>` stream. Amounts are whole credits. No secret, no personal data. */

export interface CreditsToppedUp {
  type: 'CreditsToppedUp';
  data: { org_id: string; amount: number; topup_id: string; at: string };
}
export interface CreditReserved {
  type: 'CreditReserved';
  data: {
    org_id: string;
    reservation_id: string;
    /** The task id (async endpoints) or request id (synchronous endpoints) the credit pays for. */
    ref: string;
    endpoint: string;
    /**
     * The API process holding a synchronous request's reservation (`INSTANCE_ID`): when that process starts
     * again, an open reservation it holds belongs to a request of its earlier life that never finished. Absent
     * for a task's reservation (its workflow owns it) and in events recorded before this field existed.
     */
    holder?: string;
    at: string;
  };
}
export interface CreditCaptured {
  type: 'CreditCaptured';
  data: { org_id: string; reservation_id: string; ref: string; at: string };
}
export interface CreditReleased {
  type: 'CreditReleased';
  data: { org_id: string; reservation_id: string; ref: string; reason: string; at: string };
}

/** A captured credit given back: the answer it paid for never reached the client (e.g. the connection closed first). */
export interface CreditRefunded {
  type: 'CreditRefunded';
  data: { org_id: string; reservation_id: string; ref: string; reason: string; at: string };
}

export type LedgerEvent = CreditsToppedUp | CreditReserved | CreditCaptured | CreditReleased | CreditRefunded;
export const LEDGER_EVENT_TYPES = ['CreditsToppedUp', 'CreditReserved', 'CreditCaptured', 'CreditReleased', 'CreditRefunded'] as const;

export const creditsStream = (orgId: string) => `credits-${orgId}`;
