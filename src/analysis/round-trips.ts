import { dayNumber, daysBetween } from './dates';
import { LEGAL_SUFFIXES } from './directories/organisations';
import type { LedgerRow } from './ledger';
import { major, percentOf } from './numbers';
import { payerKey } from './narration';

/** Days within which money sent to a party and received back from it (or the reverse) is a round trip. */
export const ROUND_TRIP_DAYS = 3;
/** Relative difference allowed between the two legs of a same-party round trip. */
export const ROUND_TRIP_TOLERANCE = 0.01;

function candidate(r: LedgerRow): boolean {
  return (
    !r.fee &&
    !r.own_account &&
    !r.inter_account &&
    r.lender === null &&
    r.savings === null &&
    r.reversal === null &&
    r.salary === null &&
    r.betting === null &&
    r.overdraft === null
  );
}

const SPEND_CHANNELS = new Set(['cash_and_atm', 'agency', 'POS']);
/** Debits that pay for something (a bill, goods, airtime): spending what came in, not sending it back out. */
const PAYMENT = /pay ?bill|bill pay|buy goods|merchant|\btill\b|airtime|bundle|purchase|school|fees?\b|\brent\b/i;

function kindOf(a: LedgerRow, b: LedgerRow, gap = Math.abs(daysBetween(a.date, b.date))): 'same_party' | 'same_day' | null {
  if (a.type === b.type) return null;
  const key = (r: LedgerRow) => (r.counterparty === '' ? '' : payerKey(r.counterparty, LEGAL_SUFFIXES));
  const close = Math.abs(a.amount - b.amount) <= ROUND_TRIP_TOLERANCE * Math.max(a.amount, b.amount);
  if (gap <= ROUND_TRIP_DAYS && close && key(a) !== '' && key(a) === key(b)) return 'same_party';
  const [credit, debit] = a.type === 'credit' ? [a, b] : [b, a];
  const transfer = !SPEND_CHANNELS.has(debit.category) && debit.utility === null && debit.subscription === null && !PAYMENT.test(debit.description);
  if (gap === 0 && a.amount === b.amount && credit.index < debit.index && transfer) return 'same_day';
  return null;
}

/**
 * Round-tripping: money that goes out and comes back, or comes in and goes straight out, which
 * inflates turnover without being income. Rule, over rows that are not fees, credit, savings,
 * reversals, salary, betting, own- or inter-account transfers, in row order, each row used once:
 * - `same_party`: a debit and a credit (either order) with the same counterparty (merged by
 *   `payerKey`), amounts within `ROUND_TRIP_TOLERANCE`, at most `ROUND_TRIP_DAYS` days apart;
 * - `same_day`: a credit then a debit on the same day of exactly the same amount, the debit a
 *   transfer (not cash, agent, card, utility, subscription, bill, goods, airtime, fees or rent).
 * Both rows get `round_trip` and `linked`; they leave eligible inflow and outflow. Rows are updated.
 */
export function matchRoundTrips(rows: LedgerRow[]): void {
  const pool = rows.filter(candidate);
  const day = pool.map((r) => dayNumber(r.date));
  for (let i = 0; i < pool.length; i++) {
    const a = pool[i];
    if (a.round_trip) continue;
    for (let j = i + 1; j < pool.length; j++) {
      const b = pool[j];
      if (day[j] - day[i] > ROUND_TRIP_DAYS) break;
      if (b.round_trip || b.statement !== a.statement) continue;
      if (!kindOf(a, b, day[j] - day[i])) continue;
      a.round_trip = b.round_trip = true;
      a.linked = b.index;
      b.linked = a.index;
      break;
    }
  }
}

export interface RoundTrip {
  kind: 'same_party' | 'same_day';
  out_index: number;
  in_index: number;
  out_date: string;
  in_date: string;
  amount_out: number;
  amount_in: number;
  counterparty: string;
}

export interface RoundTrips {
  count: number;
  /** Credits of round trips, left out of eligible inflow. */
  inflow_excluded: number;
  outflow_excluded: number;
  /** inflow_excluded / all credits × 100; null without credits. */
  share_of_inflow: number | null;
  pairs: RoundTrip[];
}

export function roundTripsOf(rows: readonly LedgerRow[]): RoundTrips {
  const byIndex = new Map(rows.filter((r) => r.round_trip).map((r) => [`${r.statement}:${r.index}`, r]));
  const pairs: RoundTrip[] = [];
  let inflow = 0;
  let outflow = 0;
  for (const r of byIndex.values()) {
    if (r.type !== 'debit' || r.linked === null) continue;
    const c = byIndex.get(`${r.statement}:${r.linked}`);
    if (!c) continue;
    inflow += c.amount;
    outflow += r.amount;
    pairs.push({
      kind: kindOf(r, c) ?? 'same_party',
      out_index: r.index,
      in_index: c.index,
      out_date: r.date,
      in_date: c.date,
      amount_out: major(r.amount),
      amount_in: major(c.amount),
      counterparty: c.counterparty || r.counterparty,
    });
  }
  const credits = rows.filter((r) => r.type === 'credit').reduce((s, r) => s + r.amount, 0);
  return {
    count: pairs.length,
    inflow_excluded: major(inflow),
    outflow_excluded: major(outflow),
    share_of_inflow: percentOf(inflow, credits),
    pairs: pairs.sort((a, b) => a.out_index - b.out_index),
  };
}
