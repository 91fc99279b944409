import type { BalanceValidation } from '../domain/statement';
import { toMinor } from '../domain/money';
import { dayNumber } from './dates';
import { monthBalancesOf, type MonthBalances } from './daily-balances';
import type { LedgerRow } from './ledger';
import { major } from './numbers';

export interface BalanceInfo {
  /** False when the statement prints no running balance: every figure below is then null / 0. */
  available: boolean;
  opening: number | null;
  closing: number | null;
  /** Day-weighted: mean of the end-of-day balances of every day of the period. */
  average: number | null;
  minimum: number | null;
  minimum_date: string | null;
  maximum: number | null;
  maximum_date: string | null;
  /** Days whose end-of-day balance is below zero. */
  days_below_zero: number;
  /** Per month: average daily balance and end-of-day balances on days 1, 5, 10, 15, 20, 25 and the last. */
  monthly: MonthBalances[];
}

const NONE: BalanceInfo = {
  available: false,
  opening: null,
  closing: null,
  average: null,
  minimum: null,
  minimum_date: null,
  maximum: null,
  maximum_date: null,
  days_below_zero: 0,
  monthly: [],
};

/**
 * Balance figures. Opening: the printed opening balance, else the first row's balance undone by its
 * amount. Closing: the printed closing balance, else the last row's balance. End-of-day balance: the
 * balance after the day's last row, carried forward over days without rows, the opening balance
 * before the first row. Minimum and maximum: over the opening balance and every row's balance
 * (intra-day lows count), first date on ties.
 */
export function balancesOf(
  rows: readonly LedgerRow[],
  validation: Pick<BalanceValidation, 'opening_balance' | 'closing_balance'>,
  period: { start_date: string | null; end_date: string | null },
): BalanceInfo {
  const ends = openingClosing(rows, validation);
  if (ends === null || period.start_date === null || period.end_date === null) return NONE;
  const { opening, closing } = ends;
  const withBalance = rows.filter((r) => r.balance !== null);

  let min = { v: opening, d: period.start_date };
  let max = { v: opening, d: period.start_date };
  const endOfDay = new Map<number, number>();
  for (const r of withBalance) {
    endOfDay.set(dayNumber(r.date), r.balance!);
    if (r.balance! < min.v) min = { v: r.balance!, d: r.date };
    if (r.balance! > max.v) max = { v: r.balance!, d: r.date };
  }
  let current = opening;
  let sum = 0;
  let below = 0;
  const from = dayNumber(period.start_date);
  const to = dayNumber(period.end_date);
  const series: number[] = [];
  for (let day = from; day <= to; day++) {
    current = endOfDay.get(day) ?? current;
    series.push(current);
    sum += current;
    if (current < 0) below += 1;
  }
  return {
    available: true,
    opening: major(opening),
    closing: major(closing),
    average: major(Math.round(sum / (to - from + 1))),
    minimum: major(min.v),
    minimum_date: min.d,
    maximum: major(max.v),
    maximum_date: max.d,
    days_below_zero: below,
    monthly: monthBalancesOf(from, to, (day) => series[day - from]),
  };
}

/**
 * Opening and closing balance in minor units: printed when the statement prints them, else the first
 * row's balance undone by its amount and the last row's balance. Null when no row has a balance.
 */
export function openingClosing(
  rows: readonly LedgerRow[],
  validation: Pick<BalanceValidation, 'opening_balance' | 'closing_balance'>,
): { opening: number; closing: number } | null {
  const withBalance = rows.filter((r) => r.balance !== null);
  if (withBalance.length === 0) return null;
  const first = withBalance[0];
  const last = withBalance[withBalance.length - 1];
  const undone = first.type === 'credit' ? first.balance! - first.amount : first.balance! + first.amount;
  return {
    opening: validation.opening_balance !== null ? toMinor(validation.opening_balance) : undone,
    closing: validation.closing_balance !== null ? toMinor(validation.closing_balance) : last.balance!,
  };
}

/** End-of-month balances (minor units) for each month, carried forward; null before any balance. */
export function monthEndBalances(rows: readonly LedgerRow[], months: readonly string[]): Map<string, number | null> {
  const last = new Map<string, number>();
  for (const r of rows) if (r.balance !== null) last.set(r.date.slice(0, 7), r.balance);
  const out = new Map<string, number | null>();
  let carry: number | null = null;
  for (const m of months) {
    carry = last.get(m) ?? carry;
    out.set(m, carry);
  }
  return out;
}
