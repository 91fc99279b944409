import type { Money } from './amounts';
import type { Entry } from './entries';
import type { PrintedTotal } from './summary-lines';

export type Convention = 'bank' | 'card';

/** A printed opening or closing figure in the holder's terms under a convention (card: owed is negative). */
export function holderFigure(m: Money, convention: Convention): number {
  if (convention === 'bank') return m.minor;
  if (m.marker === 'cr') return Math.abs(m.minor);
  if (m.marker === 'dr') return -Math.abs(m.minor);
  return -m.minor;
}

/** A row's signed amount under a convention (on a card an unmarked amount is a purchase), columns maybe swapped. */
export function signedUnder(e: Entry, convention: Convention, swap: boolean): number {
  const s = e.signed ?? 0;
  if (e.debit !== null || e.credit !== null) return swap ? -s : s;
  if (convention === 'bank' || !e.amount) return s;
  const m = e.amount;
  if (m.marker === 'dr') return -Math.abs(m.minor);
  if (m.marker === 'cr' || m.minor < 0) return Math.abs(m.minor);
  return -m.minor;
}

/**
 * Rows without a running balance printed in sections (deposits, then withdrawals, then fees), each
 * section in date order: the balances are computed in date order, so the rows are merged by date,
 * keeping the printed order within a day. Rows already in date order (either way) are left as they are.
 */
export function inDateOrder(txns: Entry[]): Entry[] {
  const keys = txns.map((e) => e.iso ?? '');
  let up = 0;
  let down = 0;
  for (let i = 1; i < keys.length; i++) {
    if (keys[i]! > keys[i - 1]!) up++;
    else if (keys[i]! < keys[i - 1]!) down++;
  }
  if (up === 0 || down === 0) return txns;
  return txns
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (keys[a.i]! < keys[b.i]! ? -1 : keys[a.i]! > keys[b.i]! ? 1 : a.i - b.i))
    .map(({ e }) => e);
}

export interface Settled {
  convention: Convention;
  /** The debit and credit columns were read the other way round. */
  swapped: boolean;
  opening: number | null;
  closing: number | null;
  /** True when previous balance + rows = new balance under the chosen reading. */
  consistent: boolean | null;
}

/** One reading of a table without a running balance: a sign convention, the debit/credit columns maybe swapped. */
export interface UnbalancedReading {
  convention: Convention;
  swap: boolean;
}

/** The readings worth scoring, in order of preference (card first where the header says card). */
export function unbalancedReadings(txns: Entry[], cardHint: boolean): UnbalancedReading[] {
  const columns = txns.some((e) => e.debit !== null || e.credit !== null);
  const conventions: Convention[] = cardHint ? ['card', 'bank'] : ['bank', 'card'];
  return conventions.flatMap((convention) => [false, ...(columns ? [true] : [])].map((swap) => ({ convention, swap })));
}

/** Whether the printed opening plus the rows gives the printed closing under a reading; null when either is missing. */
export function fitsUnder(txns: Entry[], r: UnbalancedReading, opening: Money | null, closing: Money | null): boolean | null {
  if (!opening || !closing) return null;
  return (
    holderFigure(opening, r.convention) + txns.reduce((s, e) => s + signedUnder(e, r.convention, r.swap), 0) === holderFigure(closing, r.convention)
  );
}

/**
 * Printed debit and credit totals, labelled as such ("Total deposits", "Total withdrawals"), that the rows
 * give under the signs `signOf` assigns (a part totalled apart, such as fees, is not compared alone). A bare "Total" under the columns is assigned by the columns'
 * labels: no evidence about those labels.
 */
export function totalsAgreeing(txns: Entry[], signOf: (e: Entry) => number | null, totals: readonly PrintedTotal[]): number {
  if (!totals.length) return 0;
  let debits = 0;
  let credits = 0;
  for (const e of txns) {
    const s = signOf(e) ?? 0;
    if (s < 0) debits -= s;
    else credits += s;
  }
  // A part of the debits totalled apart (fees) is no evidence about all of them: "Total fees 0.00" agrees
  // with a reading that makes no row a debit only by chance.
  return totals.filter((t) => !t.weak && !t.part && ((t.kind === 'debits' && t.value === debits) || (t.kind === 'credits' && t.value === credits)))
    .length;
}

/**
 * A reading's score without a running balance: 1 when the printed opening plus the rows gives the printed
 * closing, plus one for each printed debit or credit total the rows give. The card convention turns every
 * unmarked row and both printed balances around, so opening + rows = closing holds under both conventions
 * or neither: only the printed totals (deposits, withdrawals) can tell them apart.
 */
export function unbalancedScore(
  txns: Entry[],
  r: UnbalancedReading,
  opening: Money | null,
  closing: Money | null,
  totals: readonly PrintedTotal[] = [],
): number {
  return (fitsUnder(txns, r, opening, closing) ? 1 : 0) + totalsAgreeing(txns, (e) => signedUnder(e, r.convention, r.swap), totals);
}

/**
 * Of several closing figures printed outside the table (the account's "Total Amount Due" and a points
 * summary's "Closing Balance"), the first that the opening plus the rows reaches under some reading;
 * `fallback` when none does.
 */
export function closingReached(
  txns: Entry[],
  opening: Money | null,
  closings: readonly Money[],
  fallback: Money | null,
  cardHint: boolean,
): Money | null {
  if (!opening) return fallback;
  const readings = unbalancedReadings(txns, cardHint);
  const reached = (c: Money | null) => c !== null && readings.some((r) => fitsUnder(txns, r, opening, c) === true);
  if (reached(fallback)) return fallback;
  return closings.find(reached) ?? fallback;
}

/**
 * Statements without a running balance (card statements, some banks): of the candidate readings
 * (bank or card sign convention; debit/credit columns as labelled or swapped), the one the printed
 * figures support best (`unbalancedScore`: opening + rows = closing, printed debit and credit totals);
 * on a tie the earlier proposal, so when the figures cannot tell, card wording in the header decides.
 * Balances are then computed from the opening in the holder's terms (contract item 3). Mutates
 * `signed` and `balance` of the rows.
 */
export function settleWithoutBalances(
  txns: Entry[],
  opening: Money | null,
  closing: Money | null,
  cardHint: boolean,
  totals: readonly PrintedTotal[] = [],
): Settled {
  const readings = unbalancedReadings(txns, cardHint);
  let chosen = readings[0]!;
  let best = unbalancedScore(txns, chosen, opening, closing, totals);
  for (const r of readings.slice(1)) {
    const score = unbalancedScore(txns, r, opening, closing, totals);
    if (score > best) [chosen, best] = [r, score];
  }
  const consistent = fitsUnder(txns, chosen, opening, closing);
  for (const e of txns) {
    e.signed = signedUnder(e, chosen.convention, chosen.swap);
    if (chosen.convention === 'card') e.signKnown = true;
  }
  const open = opening ? holderFigure(opening, chosen.convention) : null;
  if (open !== null) {
    let running = open;
    for (const e of txns) e.balance = running += e.signed ?? 0;
  }
  return {
    convention: chosen.convention,
    swapped: chosen.swap,
    opening: open,
    closing: closing ? holderFigure(closing, chosen.convention) : null,
    consistent,
  };
}
