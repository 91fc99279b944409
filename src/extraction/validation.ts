import type { BalanceValidation } from '../domain/statement';
import type { Entry } from './entries';

/**
 * Running-balance continuity over the chronological rows. Where the balance moves by exactly the
 * amount but the other way, the printed sign was lost (or never printed): the type is corrected and
 * counted in `type_mismatches`. Rows in `interior` (inside a same-timestamp posting, see ordering)
 * are carried by their amount, their printed balance unchecked. Mutates `signed` of such rows.
 */
export function validateBalances(
  txns: Entry[],
  opening: number | null,
  closing: number | null,
  interior: ReadonlySet<Entry> = new Set(),
): BalanceValidation {
  let checked = 0;
  let breaks = 0;
  let mismatches = 0;
  let prev = opening;
  for (const e of txns) {
    const balance = interior.has(e) ? null : e.balance;
    if (prev !== null && balance !== null && e.signed !== null) {
      checked++;
      const delta = balance - prev;
      if (delta !== e.signed) {
        if (delta === -e.signed && e.signed !== 0) {
          e.signed = -e.signed;
          if (e.signKnown) {
            mismatches++;
            e.corrected = true;
          }
          e.signKnown = true;
        } else breaks++;
      } else e.signKnown = true;
    }
    if (balance !== null) prev = balance;
    else if (prev !== null && e.signed !== null) prev += e.signed;
  }
  const sum = txns.reduce((s, e) => s + (e.signed ?? 0), 0);
  const last = [...txns].reverse().find((e) => e.balance !== null)?.balance ?? null;
  let reconciles: boolean | null = null;
  if (opening !== null && closing !== null) reconciles = opening + sum === closing;
  else if (closing !== null && last !== null) reconciles = closing === last;
  else if (opening !== null && last !== null && txns.every((e) => e.signed !== null)) reconciles = opening + sum === last;
  return {
    verdict: checked === 0 ? 'unchecked' : breaks === 0 ? 'ok' : 'breaks',
    checked,
    breaks,
    type_mismatches: mismatches,
    opening_balance: opening === null ? null : opening / 100,
    closing_balance: closing === null ? null : closing / 100,
    reconciles,
  };
}
