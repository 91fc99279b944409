import { dayNumber, isoFromDay, monthOf } from './dates';
import { major } from './numbers';

/** Days of the month whose end-of-day balance is reported; `last` is the month's last day. */
export const BALANCE_DAYS = ['1', '5', '10', '15', '20', '25', 'last'] as const;

export interface MonthBalances {
  month: string;
  /** Days of the period in this month. */
  days: number;
  /** Average daily balance: mean of the month's end-of-day balances (days of the period only). */
  average: number;
  minimum: number;
  maximum: number;
  days_below_zero: number;
  /** End-of-day balance on the 1st, 5th, 10th, 15th, 20th, 25th and last day; null outside the period. */
  end_of_day: { day: (typeof BALANCE_DAYS)[number]; date: string; balance: number | null }[];
}

function lastDayOfMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * Per-month balance figures from the end-of-day series (`endOfDay(day)` for every day of the period,
 * minor units): average daily balance, minimum, maximum, days below zero, and the balances on the
 * chosen days (`BALANCE_DAYS`).
 */
export function monthBalancesOf(from: number, to: number, endOfDay: (day: number) => number): MonthBalances[] {
  const months = new Map<string, { sum: number; days: number; min: number; max: number; below: number }>();
  for (let d = from; d <= to; d++) {
    const m = monthOf(isoFromDay(d));
    const v = endOfDay(d);
    const g = months.get(m) ?? { sum: 0, days: 0, min: v, max: v, below: 0 };
    g.sum += v;
    g.days += 1;
    g.min = Math.min(g.min, v);
    g.max = Math.max(g.max, v);
    if (v < 0) g.below += 1;
    months.set(m, g);
  }
  return [...months.entries()].map(([month, g]) => ({
    month,
    days: g.days,
    average: major(Math.round(g.sum / g.days)),
    minimum: major(g.min),
    maximum: major(g.max),
    days_below_zero: g.below,
    end_of_day: BALANCE_DAYS.map((day) => {
      const n = day === 'last' ? lastDayOfMonth(month) : Number(day);
      const date = `${month}-${String(n).padStart(2, '0')}`;
      const dn = dayNumber(date);
      return { day, date, balance: dn < from || dn > to ? null : major(endOfDay(dn)) };
    }),
  }));
}
