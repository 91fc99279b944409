import type { Entry } from './entries';

function keyOf(e: Entry, untimed: Set<string>): string {
  return untimed.has(e.iso ?? '') ? (e.iso ?? '') : `${e.iso ?? ''} ${e.date?.time ?? ''}`;
}

/** Dates on which some rows print a time and some do not (a time lost to a page break): those group by date. */
function partlyTimed(txns: Entry[]): Set<string> {
  const timed = new Set<string>();
  const bare = new Set<string>();
  for (const e of txns) (e.date?.time ? timed : bare).add(e.iso ?? '');
  return new Set([...bare].filter((d) => timed.has(d)));
}

/**
 * Puts transactions oldest first. The printed direction is read from the dates (and, when every
 * row has the same date, from which direction the balances chain); then, inside each run of equal
 * timestamps, rows are reordered only if another order makes the balances chain where the printed
 * one does not (mobile money prints same-second rows in arbitrary order).
 */
export function chronological(txns: Entry[], opening: number | null): Entry[] {
  const untimed = partlyTimed(txns);
  const key = (e: Entry) => keyOf(e, untimed);
  let up = 0;
  let down = 0;
  for (let i = 1; i < txns.length; i++) {
    const a = key(txns[i - 1]!);
    const b = key(txns[i]!);
    if (b > a) up++;
    else if (b < a) down++;
  }
  let list = txns;
  if (down > up || (down === up && chainScore([...txns].reverse()) > chainScore(txns))) list = [...txns].reverse();
  const out: Entry[] = [];
  for (let i = 0; i < list.length;) {
    let j = i + 1;
    while (j < list.length && key(list[j]!) === key(list[i]!)) j++;
    const before = out.length ? out[out.length - 1]!.balance : opening;
    out.push(...(j - i > 1 ? chainGroup(list.slice(i, j), before) : list.slice(i, j)));
    i = j;
  }
  return out;
}

function follows(prev: number | null, e: Entry): boolean {
  return (
    prev !== null && e.balance !== null && e.signed !== null && (prev + e.signed === e.balance || (!e.signKnown && prev - e.signed === e.balance))
  );
}

function chainScore(list: Entry[]): number {
  let n = 0;
  for (let i = 1; i < list.length; i++) if (follows(list[i - 1]!.balance, list[i]!)) n++;
  return n;
}

function chainGroup(group: Entry[], before: number | null): Entry[] {
  const ok = (order: Entry[]) => order.every((e, k) => (k === 0 ? before === null || follows(before, e) : follows(order[k - 1]!.balance, e)));
  if (ok(group) || group.some((e) => e.balance === null || e.signed === null)) return group;
  // Loose sign match: a lost minus must not stop the reordering (validation corrects the type).
  const loose = (prev: number, e: Entry) => prev + e.signed! === e.balance || prev - e.signed! === e.balance;
  const used = new Array<boolean>(group.length).fill(false);
  const path: Entry[] = [];
  let budget = 20_000;
  const dfs = (prev: number | null): boolean => {
    if (path.length === group.length) return true;
    if (--budget < 0) return false;
    for (let k = 0; k < group.length; k++) {
      if (used[k]) continue;
      const e = group[k]!;
      if (prev !== null && !loose(prev, e)) continue;
      used[k] = true;
      path.push(e);
      if (dfs(e.balance)) return true;
      path.pop();
      used[k] = false;
    }
    return false;
  };
  return dfs(before) ? path : group;
}
