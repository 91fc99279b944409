import type { Entry } from './entries';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

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

export interface Ordered {
  /** Oldest first. */
  txns: Entry[];
  /**
   * Rows inside a same-timestamp group checked as one posting: their printed balance is an
   * intermediate (often the group's final balance) that is not checked row by row.
   */
  interior: Set<Entry>;
  /** Groups reordered so their balances chain row by row. */
  reordered: number;
  /** Groups that chain only as one posting. */
  postings: number;
  /** Which way the rows were printed. */
  printed: 'oldest-first' | 'newest-first';
}

/**
 * Puts transactions oldest first. The printed direction is read from the dates (and, when every
 * row has the same date, from which direction the balances chain); then, inside each run of equal
 * timestamps (date, or date and time), the order is searched: the printed order stands when its
 * balances chain, else the order whose balances chain row by row; failing that, a small group whose
 * net movement takes the balance before it to the balance one of its rows prints is one posting
 * (mobile money prints an overdraft draw and the payment it funds in the same second, often both
 * with the final balance). Otherwise the printed order stands and its breaks are reported.
 */
export function chronological(txns: Entry[], opening: number | null, settings: ReadingSettings = DEFAULT_SETTINGS): Ordered {
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
  const newestFirst = down > up || (down === up && chainScore([...txns].reverse()) > chainScore(txns));
  if (newestFirst) list = [...txns].reverse();
  const debitsPrintMinus = minusConvention(txns);
  const out: Entry[] = [];
  const interior = new Set<Entry>();
  let reordered = 0;
  let postings = 0;
  let before = opening;
  for (let i = 0; i < list.length;) {
    let j = i + 1;
    while (j < list.length && key(list[j]!) === key(list[i]!)) j++;
    const group = list.slice(i, j);
    const solved = group.length > 1 ? orderGroup(group, before, settings, debitsPrintMinus) : { order: group, interior: [], how: 'printed' as const };
    if (solved.how === 'reordered') reordered++;
    if (solved.how === 'posting') postings++;
    for (const e of solved.interior) interior.add(e);
    out.push(...solved.order);
    before = solved.order[solved.order.length - 1]!.balance;
    i = j;
  }
  return { txns: out, interior, reordered, postings, printed: newestFirst ? 'newest-first' : 'oldest-first' };
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

/**
 * Whether debits in separate columns are printed with a minus ("-50.00" under Withdrawn): then a
 * figure in the debit column printed without one, or one in the credit column printed with one,
 * contradicts its column.
 */
function minusConvention(txns: Entry[]): boolean {
  const debits = txns.filter((e) => e.debit !== null && e.debit !== 0);
  return debits.length > 0 && debits.filter((e) => e.debit! < 0).length * 2 > debits.length;
}

/** A row's amount signed as printed (minus = debit) where its printed sign contradicts its column. */
function printedSign(e: Entry, debitsPrintMinus: boolean): number | null {
  if (e.signed === null) return null;
  if (e.credit !== null && e.credit < 0) return e.credit;
  if (debitsPrintMinus && e.debit !== null && e.debit > 0 && !e.credit) return e.debit;
  return e.signed;
}

type GroupOrder = { order: Entry[]; interior: Entry[]; how: 'printed' | 'reordered' | 'posting' };

function orderGroup(group: Entry[], before: number | null, settings: ReadingSettings, debitsPrintMinus: boolean): GroupOrder {
  const asPrinted: GroupOrder = { order: group, interior: [], how: 'printed' };
  const ok = (order: Entry[]) => order.every((e, k) => (k === 0 ? before === null || follows(before, e) : follows(order[k - 1]!.balance, e)));
  if (ok(group) || group.some((e) => e.balance === null || e.signed === null)) return asPrinted;
  const path = searchChain(group, before, settings.ordering.searchBudget);
  if (path) return { order: path, interior: [], how: 'reordered' };
  // A posting is rows printed in the same second or minute (an overdraft draw and the payment it funds); rows
  // that share only a date print balances that chain in some order, so a balance that chains in none is a break.
  if (before === null || group.length > settings.ordering.maxPostingGroup || !group.every((e) => e.date?.time)) return asPrinted;
  return asPosting(group, before, (e) => e.signed!) ?? asPostingFlipped(group, before, debitsPrintMinus) ?? asPrinted;
}

/** The group as one posting: its net movement reaches the balance one of its rows prints (the latest such row closes it). */
function asPosting(group: Entry[], before: number, sign: (e: Entry) => number): GroupOrder | null {
  const net = group.reduce((s, e) => s + sign(e), 0);
  const last = [...group].reverse().find((e) => e.balance === before + net);
  if (!last) return null;
  const order = [...group.filter((e) => e !== last), last];
  // Rows whose own balance follows stay checked; the others print an intermediate.
  const interior: Entry[] = [];
  let prev = before;
  for (const e of order.slice(0, -1)) {
    if (prev + sign(e) !== e.balance) interior.push(e);
    prev += sign(e);
  }
  return { order, interior, how: 'posting' };
}

/** As a posting with the signs as printed where they contradict their columns; those rows take the printed sign. */
function asPostingFlipped(group: Entry[], before: number, debitsPrintMinus: boolean): GroupOrder | null {
  if (!group.some((e) => printedSign(e, debitsPrintMinus) !== e.signed)) return null;
  const found = asPosting(group, before, (e) => printedSign(e, debitsPrintMinus)!);
  if (!found) return null;
  for (const e of group) {
    const s = printedSign(e, debitsPrintMinus)!;
    if (s === e.signed) continue;
    e.signed = s;
    e.corrected = true;
    e.signKnown = true;
  }
  return found;
}

/** A depth-first search for an order whose balances chain row by row (a lost minus may be read either way). */
function searchChain(group: Entry[], before: number | null, budget: number): Entry[] | null {
  const loose = (prev: number, e: Entry) => prev + e.signed! === e.balance || prev - e.signed! === e.balance;
  const used = new Array<boolean>(group.length).fill(false);
  const path: Entry[] = [];
  let left = budget;
  const dfs = (prev: number | null): boolean => {
    if (path.length === group.length) return true;
    if (--left < 0) return false;
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
  return dfs(before) ? path : null;
}
