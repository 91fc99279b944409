import { fromMinor } from '../domain/money';

/**
 * Shares of a total in hundredths of a percent (0..10000), by the largest-remainder method: each
 * share is floored, then the hundredths still missing to reach exactly 10000 go one each to the
 * largest remainders (ties to the earlier key). All zeros when the total is zero. Exact in BigInt.
 */
export function largestRemainderBasisPoints(values: readonly number[]): number[] {
  const total = values.reduce((s, v) => s + BigInt(v), 0n);
  if (total <= 0n) return values.map(() => 0);
  const scaled = values.map((v) => BigInt(v) * 10000n);
  const floors = scaled.map((v) => v / total);
  const remainders = scaled.map((v, i) => ({ i, r: v - floors[i] * total }));
  let missing = 10000n - floors.reduce((s, v) => s + v, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = floors.map(Number);
  for (const { i } of remainders) {
    if (missing <= 0n) break;
    out[i] += 1;
    missing -= 1n;
  }
  return out;
}

/** Percentages on 0..100 with two decimals summing to exactly 100 (or all 0). */
export function percentages(values: readonly number[]): number[] {
  return largestRemainderBasisPoints(values).map((bp) => bp / 100);
}

/** Major units from minor units. */
export const major = fromMinor;

/** `part / whole` as a percentage with two decimals; null when `whole` is zero. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 10000) / whole) / 100;
}

/** Ratio rounded to four decimals; null when the denominator is zero. */
export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10000) / 10000;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
}

/** Coefficient of variation (population standard deviation / mean), 0 for fewer than two values. */
export function coefficientOfVariation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

export function sum(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}
