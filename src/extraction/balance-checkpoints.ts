import type { Entry } from './entries';

/**
 * Balances printed between groups of rows instead of a running balance on each row (a day's
 * `Saldo em 10/10/2016`, a page's `Saldo anterior`, `Balance` lines): each such line is a checkpoint,
 * not a movement. Its figure is the balance after the last row printed before it (oldest-first print)
 * or after the first row printed below it (newest-first print), so it is given to that row as its
 * printed balance; the rows between checkpoints are then checked against it like any printed balance,
 * and their own balances are computed from the checkpoint before them (see fillBetweenCheckpoints). Lines before every row (the
 * opening) or with no row on their side are left to the opening and closing figures. Entries in print
 * order; returns how many rows received a checkpoint balance.
 */
export function attachCheckpoints(entries: Entry[], rows: ReadonlySet<Entry>, newestFirst: boolean): number {
  // Where some balance lines print their figure in a balance column, only those are the account's
  // balance; a line printing its figure in the amount column beside them (`SALDO FINAL DISP CREDOR`,
  // an available amount) is informational.
  const inColumn = entries.some((e) => e.kind !== 'txn' && e.balance !== null && !rows.has(e));
  const checkpoint = (e: Entry) => e.kind !== 'txn' && e.figure !== null && (!inColumn || e.balance !== null);
  let attached = 0;
  const order = newestFirst ? [...entries].reverse() : entries;
  if (!chains(order, rows, checkpoint)) return 0;
  let last: Entry | null = null;
  for (const e of order) {
    if (rows.has(e)) {
      last = e;
      continue;
    }
    if (!checkpoint(e) || last === null || !rows.has(last)) continue;
    // Two balance lines in a row (`Saldo anterior` then `Saldo em`): the first one given wins; a
    // different second figure is left for the chain to contradict nothing it cannot place.
    if (last.balance !== null) continue;
    last.balance = e.figure!.minor;
    attached++;
  }
  return attached;
}

/** Whether at least one checkpoint sits between rows (a printed balance inside the table, not only around it). */
export function hasInteriorCheckpoint(entries: Entry[], rows: ReadonlySet<Entry>): boolean {
  const idx = entries.map((e, i) => (rows.has(e) ? i : -1)).filter((i) => i >= 0);
  if (idx.length < 2) return false;
  const [first, lastRow] = [idx[0]!, idx[idx.length - 1]!];
  return entries.some((e, i) => i > first && i < lastRow && e.kind !== 'txn' && e.figure !== null);
}

/**
 * The rows between checkpoints: each balance computed from the one before it (the opening, a
 * checkpoint, or a computed one). Rows in chronological order, signs as validated.
 */
export function fillBetweenCheckpoints(txns: Entry[], opening: number | null): void {
  // No opening printed (or a zero one left unread): the first checkpoint minus the rows up to it.
  const first = txns.findIndex((e) => e.balance !== null);
  if (opening === null && first >= 0 && txns.slice(0, first + 1).every((e) => e.signed !== null))
    opening = txns[first]!.balance! - txns.slice(0, first + 1).reduce((a, e) => a + e.signed!, 0);
  let prev = opening;
  for (const e of txns) {
    if (e.balance === null && prev !== null && e.signed !== null) e.balance = prev + e.signed;
    prev = e.balance ?? (prev !== null && e.signed !== null ? prev + e.signed : null);
  }
}

/**
 * The statement's own arithmetic decides whether its balance lines are checkpoints: at least half of
 * the pairs of consecutive balance lines with rows between them (and at least one) agree with those
 * rows' signed amounts. A lone line naming a balance inside a table (a "Previous Balance Payment" row)
 * proves nothing and is left as it was read. Entries in chronological print order.
 */
function chains(order: Entry[], rows: ReadonlySet<Entry>, checkpoint: (e: Entry) => boolean): boolean {
  let prev: number | null = null;
  let sum = 0;
  let between = 0;
  let pairs = 0;
  let agree = 0;
  for (const e of order) {
    if (rows.has(e)) {
      sum += e.signed ?? 0;
      between++;
      continue;
    }
    if (!checkpoint(e)) continue;
    if (prev !== null && between) {
      pairs++;
      if (prev + sum === e.figure!.minor) agree++;
    }
    if (between || prev === null) prev = e.figure!.minor;
    sum = 0;
    between = 0;
  }
  return agree > 0 && agree * 2 >= pairs;
}
