import type { StatementKind } from './corpus-sources';
import BALANCE_LABELS from '../../src/extraction/language/balance-labels.json';
import SUMMARY_LABELS from '../../src/extraction/language/summary-labels.json';
import { notCompletedStatus } from '../../src/extraction/row-status';
import { columnOf, findMoney, type MoneyToken, type ReadText, type TextRow } from './text-reader';
import { amountParts, checkpointProof, currencyColumnValues, currencySections, type LedgerItem } from './truth-checkpoints';

/**
 * Truth from a statement's own arithmetic. Rows read by the simple text reader are accepted only where
 * the statement's figures prove them: a running balance that chains (previous balance ± amount =
 * balance, which also fixes each row's sign), printed opening and closing balances, printed totals.
 * Pure functions, no I/O.
 */

/**
 * `checked`: every row proven by the arithmetic; `partial`: some rows proven; `unverifiable`: rows read
 * with their printed signs (a Type column, markers, section headings) but the statement prints nothing
 * to check them against (no balance, no opening or closing, no totals), counted apart; `none`: no truth.
 */
export type TruthStatus = 'checked' | 'partial' | 'unverifiable' | 'none';

export interface TruthRow {
  date: string;
  description: string;
  amount: number;
  type: 'credit' | 'debit';
  balance: number | null;
  /** Proven by the arithmetic (a closing link, or a total that only this reading satisfies). */
  certain: boolean;
  /**
   * The statement's own arithmetic breaks at this row (previous balance ± amount ≠ its balance) while
   * the rows around it chain and its column's sign is proven by them: the row is truth as printed, and
   * a reader should report the break.
   */
  document_break?: boolean;
}

export interface StatementTruth {
  id: string;
  builder: string;
  status: TruthStatus;
  /** Why the truth is partial or absent, in a few words. */
  reason: string | null;
  /** `running-balance`: every row prints a balance; `opening-closing`: rows checked against printed opening, closing or totals. */
  mode: 'running-balance' | 'opening-closing' | null;
  /** The reading variants the arithmetic chose (see `build-truth.ts`); empty for the plain reading. */
  reading?: string[];
  /** Order of the rows as printed: oldest first or newest first. */
  printed_order: 'oldest-first' | 'newest-first' | null;
  opening_balance: number | null;
  closing_balance: number | null;
  checks: {
    rows_read: number;
    links: number;
    breaks: number;
    opening_matches: boolean | null;
    closing_matches: boolean | null;
    totals_printed: boolean | null;
  };
  /** Chronological (oldest first), as the engine returns them. */
  rows: TruthRow[];
}

const CENT = 0.005;
const round2 = (n: number) => Math.round(n * 1000) / 1000;
const same = (a: number, b: number) => Math.abs(a - b) < CENT;

/**
 * A balance's sign: `DR` or a minus is money owed; a card prints what is owed without a marker, and a
 * minus (or `CR`) on a card's balance is a credit balance, money the holder is owed.
 */
export function signedBalance(t: MoneyToken, kind: StatementKind): number {
  if (kind === 'card' && t.marker === 'minus') return t.value;
  if (t.marker === 'dr' || t.marker === 'minus') return -t.value;
  if (t.marker === 'cr' || t.marker === 'plus') return t.value;
  return kind === 'card' ? -t.value : t.value;
}

interface Candidate {
  row: TextRow;
  amount: MoneyToken;
  balance: MoneyToken;
  /** An opening balance printed just above the row (a new account's, or a page's brought forward). */
  opening?: number;
}

/** The amount is the last non-zero figure before the balance (an empty debit or credit column may print 0.00). */
function candidateFrom(row: TextRow, money: MoneyToken[]): Candidate | null {
  if (money.length < 2) return null;
  const balance = money[money.length - 1]!;
  const before = money.slice(0, -1).filter((m) => m.value !== 0);
  const amount = before[before.length - 1];
  return amount ? { row, amount, balance } : null;
}

/** The row's figures with decimals; failing that, with whole numbers too. */
function candidate(row: TextRow): Candidate | null {
  return candidateFrom(row, row.money) ?? (row.alt ? candidateFrom(row, row.alt) : null);
}

/** The reading with whole numbers, when it differs from the decimal one. */
function altCandidate(c: Candidate): Candidate | null {
  const alt = c.row.alt ? candidateFrom(c.row, c.row.alt) : null;
  return alt && (alt.amount !== c.amount || alt.balance !== c.balance) ? alt : null;
}

/**
 * The readings of a row: its figures as found, with whole numbers counted too, and without its last
 * figure (a column printed after the balance: accrued charges, a fee total).
 */
export function rowReadings(c: Candidate): Candidate[] {
  const out = [c];
  const add = (x: Candidate | null) => {
    if (x && !out.some((o) => o.amount === x.amount && o.balance === x.balance)) out.push({ ...x, opening: c.opening });
  };
  add(altCandidate(c));
  if (c.row.money.length >= 3) add(candidateFrom(c.row, c.row.money.slice(0, -1)));
  return out;
}

/**
 * For each row, the reading (see `rowReadings`) under which the most balances chain, the plain reading
 * kept on a tie: a dynamic programme over the rows in order (each link depends on this row's and the
 * previous row's reading only).
 */
export function chooseReadings(seq: Candidate[], kind: StatementKind, opening: number | null, closings: number[] = []): Candidate[] {
  if (!seq.length) return seq;
  const options = seq.map(rowReadings);
  if (options.every((o) => o.length === 1)) return seq;
  const closes = (prev: number | null, c: Candidate) => {
    const bal = signedBalance(c.balance, kind);
    const a = c.amount.value;
    const ok = (p: number) => same(round2(p + a), bal) || same(round2(p - a), bal);
    return (prev !== null && ok(prev)) || (c.opening !== undefined && ok(c.opening));
  };
  // score: links closed × 1000 − readings other than the plain one
  let score = options[0]!.map((o, k) => (closes(opening, o) ? 1000 : 0) - (k ? 1 : 0));
  const back: number[][] = [];
  for (let i = 1; i < seq.length; i++) {
    const prevOpts = options[i - 1]!;
    const from: number[] = [];
    const next = options[i]!.map((o, k) => {
      let best = -Infinity;
      let arg = 0;
      prevOpts.forEach((p, j) => {
        const v = score[j]! + (closes(signedBalance(p.balance, kind), o) ? 1000 : 0) - (k ? 1 : 0);
        if (v > best) [best, arg] = [v, j];
      });
      from.push(arg);
      return best;
    });
    back.push(from);
    score = next;
  }
  // The last row's balance is checked by a printed closing balance too.
  score = score.map((v, k) => v + (closings.some((c) => same(c, signedBalance(options[seq.length - 1]![k]!.balance, kind))) ? 1000 : 0));
  let k = score.indexOf(Math.max(...score));
  const picked: Candidate[] = new Array(seq.length);
  for (let i = seq.length - 1; i >= 0; i--) {
    picked[i] = options[i]![k]!;
    if (i > 0) k = back[i - 1]![k]!;
  }
  return picked;
}

/** A bank statement whose balances carry `Cr` or nothing, never `Dr` or a minus. */
export function crOnlyBalances(cands: { balance: MoneyToken; row: { money: MoneyToken[] } }[], kind: StatementKind): boolean {
  // Rows printing an amount and a balance only: a third figure may stand in a column after the balance.
  const markers = cands.filter((c) => c.row.money.length === 2).map((c) => c.balance.marker);
  return kind !== 'card' && markers.includes('cr') && markers.includes(null) && !markers.some((m) => m === 'dr' || m === 'minus');
}

/** Every order of a small group (at most 6 rows). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

/** Within each run of rows sharing a date and a printed time, the order whose balances chain. */
export function reorderTies(seq: Candidate[], kind: StatementKind, opening: number | null): Candidate[] {
  const out: Candidate[] = [];
  let i = 0;
  while (i < seq.length) {
    let j = i + 1;
    const key = (c: Candidate) => (c.row.time ? `${c.row.date} ${c.row.time}` : null);
    while (j < seq.length && key(seq[i]!) !== null && key(seq[j]!) === key(seq[i]!)) j++;
    const group = seq.slice(i, j);
    const prev = out.length ? signedBalance(out[out.length - 1]!.balance, kind) : opening;
    if (group.length > 1 && group.length <= 6) {
      // With nothing before the group (no opening printed), the row after it judges the order too.
      const after = prev === null && j < seq.length ? [seq[j]!] : [];
      const closed = (g: Candidate[]) => chain([...g, ...after], kind, prev).closed;
      let bestGroup = group;
      let bestClosed = closed(group);
      for (const p of permutations(group)) {
        const c = closed(p);
        if (c > bestClosed) [bestGroup, bestClosed] = [p, c];
      }
      out.push(...bestGroup);
    } else out.push(...group);
    i = j;
  }
  return out;
}

interface Link {
  type: 'credit' | 'debit' | null;
  certain: boolean;
}

/** Chains balances in the given order; `opening` seeds the first link. */
function chain(cands: Candidate[], kind: StatementKind, opening: number | null): { links: Link[]; closed: number; breaks: number } {
  let prev = opening;
  let closed = 0;
  let breaks = 0;
  const links = cands.map((c) => {
    const bal = signedBalance(c.balance, kind);
    const a = c.amount.value;
    let link: Link = { type: null, certain: false };
    // A second account (or a currency section) opens with its own printed balance.
    const closes = (p: number) => same(round2(p + a), bal) || same(round2(p - a), bal);
    if (c.opening !== undefined && (prev === null || !closes(prev)) && closes(c.opening)) prev = c.opening;
    if (prev !== null) {
      const up = same(round2(prev + a), bal);
      const down = same(round2(prev - a), bal);
      if (up !== down) {
        link = { type: up ? 'credit' : 'debit', certain: true };
        closed++;
      } else if (!up) breaks++;
    }
    prev = bal;
    return link;
  });
  return { links, closed, breaks };
}

const OWN_OPENING =
  /(guthaben|saldo|balance|kontostand)\s*\((alt|old|previous)\)|(opening|previous|beginning|starting|begin|start)\s+(balance|bal\b)|balance\s+(from\s+)?(last|previous)\s+statement|balance\s+(b\/?f|brought\s+forward|forward)|brought\s+forward|\bb\/f\b|saldo\s+(anterior|inicial|awal)|solde\s+(pr[ée]c[ée]dent|initial|ancien)|alter\s+kontostand|anfangssaldo|beginsaldo/i;
const OWN_CLOSING =
  /(guthaben|saldo|balance|kontostand)\s*\((neu|new)\)|(closing|ending|new|final|end)\s+(balance|bal\b)|balance\s+this\s+statement|balance\s+(c\/?f|carried\s+forward)|carried\s+forward|\bc\/f\b|total\s+(amount\s+)?(due|outstanding|dues)|balance\s+al\s+corte|saldo\s+al\s+corte|saldo\s+(final|akhir|actual)|nouveau\s+solde|neuer\s+kontostand|eindsaldo/i;

/**
 * Opening and closing balance labels: the builder's own, and those of the language data (German, Dutch,
 * Afrikaans, French, Portuguese, Spanish: `Alter Saldo`, `Neuer Saldo`, `Nieuw saldo`…). The language
 * data is accent-free: labels are matched on accent-folded text (`fold`), which keeps every column.
 */
const LANGUAGE_OPENING = [...BALANCE_LABELS.opening, ...SUMMARY_LABELS['opening balance']];
const LANGUAGE_CLOSING = [...BALANCE_LABELS.closing, ...SUMMARY_LABELS['closing balance']];
const OPENING_RE = new RegExp([OWN_OPENING.source, ...LANGUAGE_OPENING].join('|'), 'i');
const CLOSING_RE = new RegExp([OWN_CLOSING.source, ...LANGUAGE_CLOSING].join('|'), 'i');

/** Accents dropped, one character for one (`Übertrag` → `Ubertrag`), so columns stay where they were. */
export function fold(s: string): string {
  return s.replace(/[^\u0000-\u007f]/g, (c) => {
    const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base.length === 1 ? base : c;
  });
}

/** Is this text an opening balance's label? A closing balance's? */
export const isOpeningLabel = (text: string): boolean => OPENING_RE.test(fold(text));
export const isClosingLabel = (text: string): boolean => CLOSING_RE.test(fold(text));

/** Money printed after a label on its line, or below the label in the next lines (summary tables). */
export function labelledValues(lines: string[], label: RegExp, decimals = 2, loose = false): MoneyToken[] {
  const out: MoneyToken[] = [];
  lines.forEach((line, i) => {
    const m = label.exec(fold(line));
    // Footnotes name balances without printing one.
    if (!m || /^\s*\*/.test(line)) return;
    const after = findMoney(line, decimals, loose).filter((t) => t.start >= m.index + m[0].length);
    if (after.length) {
      out.push(after[0]!);
      return;
    }
    // So do table headers: a label without a figure on a line naming other columns is not followed by one below.
    // (A figure printed after the label is its value, whatever a panel beside it names: `Payment Due Date`.)
    if (/\b(date|narration|description|particulars|details)\b/i.test(line)) return;
    const [from, to] = [m.index - 12, m.index + m[0].length + 12];
    // A summary grid prints its labels on up to three lines over the figures: blank lines do not count.
    for (let j = i + 1, seen = 0; seen < 3 && j < lines.length; j++) {
      if (!lines[j]!.trim()) continue;
      seen++;
      const below = findMoney(lines[j]!, decimals, loose).find((t) => t.end >= from && t.start <= to);
      if (below) {
        out.push(below);
        return;
      }
    }
  });
  return out;
}

/** Is this figure printed anywhere on the statement outside the rows (a printed total)? */
function printedSomewhere(lines: string[], rowLines: Set<number>, value: number, decimals: number, loose = false): boolean {
  return lines.some((l, i) => !rowLines.has(i) && findMoney(l, decimals, loose).some((t) => same(t.value, value)));
}

/**
 * Labels of lines that move no money; a bracket may open them (`(Subtotal)`). A day's balance (`Saldo do
 * dia 17/02/2025`, `Tagessaldo`, `Solde du jour`) is one too.
 */
const SUMMARY_RE =
  /^[([]?\s*(saldo\s+(do|del)\s+dia|solde\s+du\s+jour|tagessaldo|total|sub\s*-?total|grand\s+total|page\s+total|closing\s+balance|opening\s+balance|balance\s+(b\/?f|c\/?f|brought|carried|forward)|brought\s+forward|carried\s+forward|ending\s+balance|beginning\s+balance)/i;

/**
 * A label that is a balance word alone, or with the date it is at (`SALDO`, `Saldo em 19/10/2016`,
 * `Balance on`, `Solde au`): the line prints a balance between rows, it moves no money.
 */
const BALANCE_LINE_RE = /^(saldo|balance|solde|kontostand|bakiye)(\s+(em|on|as\s+(of|at)|at|au|am|per|op|al|del|do|of|du|a))?\s*[:.]?$/i;
const DATE_IN_LABEL = /\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?/g;
export const isBalanceLine = (label: string): boolean => BALANCE_LINE_RE.test(fold(label).replace(DATE_IN_LABEL, ' ').replace(/\s+/g, ' ').trim());

export interface TruthOptions {
  id: string;
  kind: StatementKind;
  builder: string;
}

/** A real calendar date (the statement may print 31 November: the row stays, its date is not truth). */
export function isCalendarDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/**
 * A row labelled `Total…` alone is a total line, or a merchant (`Total Tokai`): the reading that
 * counts such rows as rows is tried too, and kept only when the statement's arithmetic proves more.
 */
function bestOfTotals(read: ReadText, opts: TruthOptions): StatementTruth {
  const plain = buildTruthRows(read, opts, false);
  if (plain.status === 'checked' || !read.rows.some((r) => TOTAL_ONLY.test(`${r.prefix} ${r.description}`.trim()))) return plain;
  // Only the arithmetic decides: the other reading must prove every row.
  const other = buildTruthRows(read, opts, true);
  return other.status === 'checked' ? other : plain;
}
const TOTAL_ONLY = /^[([]?\s*total\b/i;

export function buildTruth(read: ReadText, opts: TruthOptions): StatementTruth {
  const truth = bestOfTotals(read, opts);
  const impossible = truth.rows.filter((r) => !isCalendarDate(r.date));
  if (!impossible.length) return truth;
  for (const r of impossible) r.certain = false;
  return {
    ...truth,
    status: truth.status === 'checked' ? 'partial' : truth.status,
    reason: [truth.reason, `${impossible.length} row(s) with an impossible printed date`].filter(Boolean).join('; '),
  };
}

function buildTruthRows(read: ReadText, opts: TruthOptions, totalsAreRows: boolean): StatementTruth {
  const { kind } = opts;
  const base: StatementTruth = {
    id: opts.id,
    builder: opts.builder,
    status: 'none',
    reason: null,
    mode: null,
    printed_order: null,
    opening_balance: null,
    closing_balance: null,
    checks: { rows_read: 0, links: 0, breaks: 0, opening_matches: null, closing_matches: null, totals_printed: null },
    rows: [],
  };
  // Dated lines that move no money (brought/carried forward, totals, closing balance) are not rows:
  // their last figure is an opening or closing balance.
  const label = (r: TextRow) => `${r.prefix} ${r.description}`.trim();
  const summary = (r: TextRow) =>
    (SUMMARY_RE.test(label(r)) && !(totalsAreRows && TOTAL_ONLY.test(label(r)) && !isClosingLabel(label(r)) && !isOpeningLabel(label(r)))) ||
    isOpeningLabel(label(r)) ||
    isClosingLabel(label(r));
  const rows = read.rows.filter((r) => !summary(r) && !isBalanceLine(label(r)) && r.section !== 'skip');
  const openingRows = read.rows.filter((r) => summary(r) && isOpeningLabel(label(r))).map((r) => r.money[r.money.length - 1]!);
  const closingRows = read.rows.filter((r) => summary(r) && !isOpeningLabel(label(r))).map((r) => r.money[r.money.length - 1]!);
  const openings = [...openingRows, ...labelledValues(read.lines, OPENING_RE, read.decimals, read.loose)].map((t) => signedBalance(t, kind));
  const closings = [...closingRows.reverse(), ...labelledValues(read.lines, CLOSING_RE, read.decimals, read.loose)].map((t) =>
    signedBalance(t, kind),
  );
  // A first dated line printing nothing but the opening balance (under a `Balance from previous
  // statement` heading) and a last one printing nothing but the closing balance are not rows.
  const bare = (r: TextRow | undefined, values: number[]) =>
    !!r && !r.description && !r.prefix && r.money.length === 1 && values.some((v) => same(Math.abs(v), r.money[0]!.value));
  if (bare(rows[0], openings)) rows.shift();
  if (bare(rows[rows.length - 1], closings)) rows.pop();
  if (!rows.length) return { ...base, reason: 'no dated rows with money found in the text layer' };
  const cands = rows.map(candidate);
  // In a running-balance statement a dated line with one figure equal to the balance before or after it
  // is a balance line (brought forward at a page or day break), not a transaction.
  const balanceLines = new Set<number>();
  cands.forEach((c, i) => {
    if (c || rows[i]!.money.length !== 1) return;
    const v = signedBalance(rows[i]!.money[0]!, kind);
    const prev = cands
      .slice(0, i)
      .reverse()
      .find((x) => x);
    const next = cands.slice(i + 1).find((x) => x);
    if (
      (prev && same(signedBalance(prev.balance, kind), v)) ||
      (next &&
        (same(round2(v + next.amount.value), signedBalance(next.balance, kind)) ||
          same(round2(v - next.amount.value), signedBalance(next.balance, kind))))
    )
      balanceLines.add(i);
  });
  const first = [...balanceLines][0];
  if (first !== undefined && !cands.slice(0, first).some((x) => x)) openings.unshift(signedBalance(rows[first]!.money[0]!, kind));
  const kept = rows.filter((_, i) => !balanceLines.has(i));
  const withBalance = kept.map(candidate).filter((c): c is Candidate => c !== null);
  // Opening balances printed above a row (after other rows): a new account or a page's brought forward.
  const openingLines = read.rows.filter((r) => summary(r) && isOpeningLabel(label(r)) && r.money.length);
  let prevLine = -1;
  for (const c of withBalance) {
    const o = openingLines.filter((r) => r.line > prevLine && r.line < c.row.line).pop();
    if (o && prevLine >= 0) c.opening = signedBalance(o.money[o.money.length - 1]!, kind);
    prevLine = c.row.line;
  }
  base.checks.rows_read = kept.length;
  // Rows printing an amount and its parts (gross, fee, net) print no balance: their last figure is the net.
  const partsRows = kept.filter((r) => amountParts(r.money)).length;
  const noBalance = partsRows >= Math.max(2, kept.length * 0.8);
  if (!noBalance && withBalance.length >= Math.max(2, kept.length * 0.8)) {
    const plain = runningBalance(base, read, withBalance, kept.length, openings, closings, kind);
    if (!crOnlyBalances(withBalance, kind)) return plain;
    // Balances marked `Cr` while in credit and printed bare once overdrawn: a bare balance is owed (the
    // card convention for balances), when that chains more.
    const owed = runningBalance(base, read, withBalance, kept.length, openings, closings, 'card');
    return owed.checks.links > plain.checks.links ? owed : plain;
  }
  return openingClosing(base, read, kept, openings, closings, kind);
}

function runningBalance(
  base: StatementTruth,
  read: ReadText,
  cands: Candidate[],
  rowsRead: number,
  openings: number[],
  closings: number[],
  kind: StatementKind,
): StatementTruth {
  // Try both printed orders; the one whose balances chain more is the statement's.
  const tries = (['oldest-first', 'newest-first'] as const).map((order) => {
    // Openings printed above rows seed the chain only when read in print order.
    const seq: Candidate[] = order === 'oldest-first' ? cands : cands.map(({ opening: _, ...c }) => c).reverse();
    const firstBal = signedBalance(seq[0]!.balance, kind);
    const firstAmt = seq[0]!.amount.value;
    const opening = openings.find((o) => same(round2(o + firstAmt), firstBal) || same(round2(o - firstAmt), firstBal)) ?? null;
    return { order, seq, opening, ...chain(seq, kind, opening) };
  });
  const sorted = tries.sort((x, y) => y.closed - x.closed || x.breaks - y.breaks)[0]!;
  // A link the decimal figures do not close may close when whole-number figures count, or when the
  // row's last figure stands in a column after the balance (accrued charges): the readings that chain win.
  sorted.seq = chooseReadings(sorted.seq, kind, sorted.opening, closings);
  // Rows printed with the same timestamp may be printed in any order: take the order that chains.
  const reordered = reorderTies(sorted.seq, kind, sorted.opening);
  const best = { ...sorted, seq: reordered, ...chain(reordered, kind, sorted.opening) };
  const { seq, links, opening } = best;
  // A row the chain could not sign (first row with no opening, rows after a break) takes the sign its
  // column or marker shows, learnt from the rows the chain did sign.
  const columns = new Map<number, Set<'credit' | 'debit'>>();
  seq.forEach((c, i) => {
    const t = links[i]!.type;
    if (t) columns.set(c.amount.digitsEnd, (columns.get(c.amount.digitsEnd) ?? new Set()).add(t));
  });
  const rows: TruthRow[] = seq.map((c, i) => {
    const link = links[i]!;
    let type = link.type;
    if (!type) {
      const col = columns.get(c.amount.digitsEnd);
      // A printed Dr/Cr is the row's own sign; else its column's, learnt from the chain.
      if (c.amount.marker === 'dr' || c.amount.marker === 'cr') type = c.amount.marker === 'dr' ? 'debit' : 'credit';
      else if (col?.size === 1) type = [...col][0]!;
      else type = c.amount.marker === 'plus' ? 'credit' : 'debit';
    }
    return {
      date: c.row.date,
      description: c.row.description,
      amount: c.amount.value,
      type,
      balance: signedBalance(c.balance, kind),
      certain: link.certain,
    };
  });
  // A row where the statement's own arithmetic breaks, between rows that chain, is truth as printed when
  // its column's sign is proven by enough other rows and no figures stand unread between it and the row
  // before (a row the reader missed would break the chain the same way).
  const proven = new Map<number, number>();
  seq.forEach((c, i) => {
    if (links[i]!.certain) proven.set(c.amount.digitsEnd, (proven.get(c.amount.digitsEnd) ?? 0) + 1);
  });
  const rowLines = new Set(read.rows.map((r) => r.line));
  const unreadBetween = (a: number, b: number) => {
    for (let l = Math.min(a, b) + 1; l < Math.max(a, b); l++)
      if (!rowLines.has(l) && findMoney(read.lines[l]!, read.decimals, read.loose).length) return true;
    return false;
  };
  rows.forEach((r, i) => {
    if (r.certain || i === 0 || !rows[i - 1]!.certain || !links[i + 1]?.certain) return;
    const c = seq[i]!;
    const col = columns.get(c.amount.digitsEnd);
    if (col?.size !== 1 || (proven.get(c.amount.digitsEnd) ?? 0) < 3 || unreadBetween(seq[i - 1]!.row.line, c.row.line)) return;
    const sign = [...col][0]!;
    if (![...columns.entries()].some(([end, set]) => Math.abs(end - c.amount.digitsEnd) > 2 && set.size === 1 && !set.has(sign))) return;
    r.type = [...col][0]!;
    r.certain = true;
    r.document_break = true;
  });
  // A break at a row the statement prints as not completed ("Cancelled", "Failed"), whose balance is the one
  // printed beside it, is no break: the row moved no money, whatever amount it prints (a reader lists it apart).
  const notMoved = new Set<TruthRow>();
  rows.forEach((r, i) => {
    if (!r.document_break || !(read.lines[seq[i]!.row.line] ?? '').split(/\s+/).some((w) => notCompletedStatus(w))) return;
    if ([rows[i - 1], rows[i + 1]].some((n) => n?.balance === r.balance)) notMoved.add(r);
  });
  const documentBreaks = rows.filter((r) => r.document_break && !notMoved.has(r)).length;
  // The first row is proven when the next link closes and its sign is fixed by its column or marker.
  if (rows.length && !rows[0]!.certain && links[1]?.certain) {
    const c = seq[0]!;
    const col = columns.get(c.amount.digitsEnd);
    // A column signs a row only where the other sign has a column of its own (one Amount column holds both).
    const otherColumn = [...columns.entries()].some(
      ([end, set]) => Math.abs(end - c.amount.digitsEnd) > 2 && set.size === 1 && !set.has(rows[0]!.type),
    );
    if ((col?.size === 1 && [...col][0] === rows[0]!.type && otherColumn) || c.amount.marker) rows[0]!.certain = true;
  }
  const moved = rows.filter((r) => !notMoved.has(r));
  const last = moved[moved.length - 1]!;
  const closing = closings.find((c) => same(c, last.balance!)) ?? closings[0] ?? null;
  const certain = moved.filter((r) => r.certain).length;
  const checks = {
    rows_read: rowsRead,
    links: best.closed,
    breaks: best.breaks,
    opening_matches: openings.length ? opening !== null : null,
    closing_matches: closings.length ? closings.some((c) => same(c, last.balance!)) : null,
    totals_printed: totalsPrinted(read, moved),
  };
  const all = certain === moved.length && moved.length + notMoved.size === rowsRead;
  const status: TruthStatus = all && checks.closing_matches !== false ? 'checked' : certain > 0 ? 'partial' : 'none';
  const reason =
    status === 'checked'
      ? documentBreaks
        ? `${documentBreaks} break(s) in the statement's own arithmetic, rows kept as printed`
        : null
      : [
          certain < moved.length ? `${moved.length - certain} of ${moved.length} rows not proven by the chain (${best.breaks} breaks)` : '',
          moved.length + notMoved.size < rowsRead ? `${rowsRead - moved.length - notMoved.size} dated rows without a balance` : '',
          checks.closing_matches === false ? 'last balance differs from the printed closing balance' : '',
        ]
          .filter(Boolean)
          .join('; ');
  return {
    ...base,
    status,
    reason,
    mode: 'running-balance',
    printed_order: best.order,
    opening_balance:
      opening ?? (rows[0]!.type === 'credit' ? round2(rows[0]!.balance! - rows[0]!.amount) : round2(rows[0]!.balance! + rows[0]!.amount)),
    closing_balance: closing,
    checks,
    rows: status === 'none' ? [] : moved,
  };
}

/**
 * A row's amount and the sign its table prints for it: under a header naming money-in, money-out and
 * balance columns, the last figure outside the balance column, signed by its column; else the row's last
 * figure, signed by its section heading if any.
 */
type Sign = 'credit' | 'debit' | null;
function amountOf(r: TextRow, sharedEdges: number[]): { t: MoneyToken; column: Sign; section: Sign; balance: MoneyToken | null } {
  const section = r.section === 'credit' || r.section === 'debit' ? r.section : null;
  if (r.columns.length) {
    const placed = r.money.map((t) => ({ t, c: columnOf(t, r.columns) }));
    const amounts = placed.filter((p) => p.c?.role !== 'balance');
    const pick = amounts[amounts.length - 1];
    if (pick) {
      const role = pick.c?.role;
      const balance = placed.filter((p) => p.c?.role === 'balance').pop()?.t ?? null;
      return { t: pick.t, column: role === 'credit' || role === 'debit' ? role : null, section, balance };
    }
  }
  // No header columns: the last figure, but not one well beyond the rightmost money column the rows share: a
  // panel beside the table prints it on the row's line (`REDEEMED THIS PERIOD -$0.00` right of a card's amounts).
  // A figure a few characters wider than the column is still in it.
  const right = Math.max(...sharedEdges) + 15;
  const inTable = r.money.filter((t) => t.digitsEnd <= right);
  const t = inTable.length && inTable.length < r.money.length ? inTable[inTable.length - 1]! : r.money[r.money.length - 1]!;
  return { t, column: null, section, balance: null };
}

/** Right edges of figures at which at least a fifth of the rows (and three) print one: the table's money columns. */
function moneyColumnEdges(rows: TextRow[]): number[] {
  const count = new Map<number, number>();
  for (const r of rows) for (const e of new Set(r.money.map((t) => t.digitsEnd))) count.set(e, (count.get(e) ?? 0) + 1);
  // Neighbouring edges (a figure a character wider or narrower) count together.
  const near = (e: number) => [-1, 0, 1].reduce((a, d) => a + (count.get(e + d) ?? 0), 0);
  return [...count.keys()].filter((e) => near(e) >= Math.max(3, rows.length / 5));
}

function totalsPrinted(read: ReadText, rows: TruthRow[]): boolean | null {
  const rowLines = new Set(read.rows.map((r) => r.line));
  const credits = round2(rows.filter((r) => r.type === 'credit').reduce((a, r) => a + r.amount, 0));
  const debits = round2(rows.filter((r) => r.type === 'debit').reduce((a, r) => a + r.amount, 0));
  if (!credits && !debits) return null;
  return (
    (!credits || printedSomewhere(read.lines, rowLines, credits, read.decimals, read.loose)) &&
    (!debits || printedSomewhere(read.lines, rowLines, debits, read.decimals, read.loose))
  );
}

/**
 * No running balance: each row prints one amount. Signs come from markers (`CR`, minus) and, for cards,
 * purchases unmarked; the reading is accepted when opening + rows = a printed closing balance, or when
 * both printed totals (money in, money out) are found on the statement.
 */
function openingClosing(
  base: StatementTruth,
  read: ReadText,
  textRows: TextRow[],
  openings: number[],
  closings: number[],
  kind: StatementKind,
): StatementTruth {
  // Unmarked amounts take the sign opposite to the marked ones (debits printed with a minus leave the
  // credits unmarked; a card marks its payments and leaves purchases unmarked).
  const edges = moneyColumnEdges(textRows);
  const picked = textRows.map((r) => amountOf(r, edges));
  const markers = new Set(picked.map((p) => p.t.marker).filter((m) => m !== null));
  const unmarked: 'credit' | 'debit' | null =
    kind === 'card'
      ? 'debit'
      : markers.has('minus') || markers.has('dr')
        ? markers.has('cr') || markers.has('plus')
          ? null
          : 'credit'
        : markers.has('cr')
          ? 'debit'
          : null;
  const rows: TruthRow[] = textRows.map((r, i) => {
    const { t: amount, column, section } = picked[i]!;
    // A figure's header column signs it; else the statement's marker convention; else its section heading.
    const plain = column ?? unmarked ?? section;
    const credit =
      amount.marker === 'cr' || amount.marker === 'plus' || (kind === 'card' && amount.marker === 'minus') || (!amount.marker && plain === 'credit');
    const debit = amount.marker === 'dr' || (kind !== 'card' && amount.marker === 'minus') || (!amount.marker && plain === 'debit');
    const printed = picked[i]!.balance;
    return {
      date: r.date,
      description: r.description,
      amount: amount.value,
      type: credit ? 'credit' : 'debit',
      // A balance printed in the balance column (a day's closing balance), kept as printed.
      balance: printed ? signedBalance(printed, kind) : null,
      certain: credit || debit,
    };
  });
  const balanceColumn = picked.some((p) => p.balance !== null);
  // Balances printed between groups of rows, and sections per currency, prove the rows they close.
  const signedBefore = rows.map((r) => r.certain);
  const byCheckpoint = checkpointProof(ledgerItems(read, textRows, rows, kind));
  for (const [i, sign] of byCheckpoint.proven) rows[i] = { ...rows[i]!, type: sign > 0 ? 'credit' : 'debit', certain: true };
  const currencies = currencySections(read.lines, (i) => findMoney(read.lines[i]!, read.decimals, read.loose).length > 0);
  const rowCurrency = textRows.map((r) => currencies[r.line] ?? null);
  const byCurrency = currencyProof(read, rows, rowCurrency);
  for (const i of byCurrency.proven) rows[i] = { ...rows[i]!, certain: true };
  const provenIdx = new Set([...byCheckpoint.proven.keys(), ...byCurrency.proven]);
  // Unproven by arithmetic, a row is still certain when its sign is printed: a marker on the amount, or
  // an unmarked amount in a column where no marked amount is printed (Paid In | Withdrawn).
  const markedEnds = picked
    .map((p) => p.t)
    .filter((m) => m.marker !== null)
    .map((m) => m.digitsEnd);
  const printedSign = (_: TextRow, i: number) => {
    const { t: m, column, section } = picked[i]!;
    return (
      m.marker !== null ||
      column !== null ||
      (unmarked === null && section !== null) ||
      (markedEnds.length > 0 && unmarked !== null && markedEnds.every((e) => Math.abs(e - m.digitsEnd) > 2))
    );
  };
  // Rows whose sign nothing printed shows (a figure shifted out of its column) take the signs under which
  // the statement's printed totals of money in and money out are both found, when exactly one does.
  const unsure = rows.map((_, i) => i).filter((i) => !provenIdx.has(i) && !printedSign(textRows[i]!, i));
  if (byCheckpoint.proven.size < rows.length && byCurrency.proven.size < rows.length) {
    const signs = signsByTotals(read, rows, unsure);
    if (signs) signs.forEach((type, k) => (rows[unsure[k]!] = { ...rows[unsure[k]!]!, type }));
  }
  const net = round2(rows.reduce((a, r) => a + (r.type === 'credit' ? r.amount : -r.amount), 0));
  const opening = openings.find((o) => closings.some((c) => same(round2(o + net), c))) ?? null;
  const closingMatches = opening !== null;
  const totals = totalsPrinted(read, rows);
  const signed = rows.every((r) => r.certain);
  const allByCheckpoint = byCheckpoint.proven.size === rows.length;
  const allByCurrency = byCurrency.proven.size === rows.length;
  const proven = (signed && signedBefore.every(Boolean) && (closingMatches || totals === true)) || allByCheckpoint || allByCurrency;
  const partial = !proven && ((signed && textRows.some(printedSign)) || provenIdx.size > 0);
  // Sections (deposits, then withdrawals) are printed apart: rows are dated in order, and computed
  // balances follow the dates (stable within a date), as the engine returns them.
  const printedSigns = textRows.map((r, i) => provenIdx.has(i) || (signedBefore[i]! && printedSign(r, i)));
  const currencyOf = [...rowCurrency];
  // Newest first when most neighbouring rows step back in time (sections may restart the dates).
  const steps = rows.slice(1).map((r, i) => (r.date < rows[i]!.date ? -1 : r.date > rows[i]!.date ? 1 : 0));
  const newestFirstPrint = rows.length > 1 && steps.filter((x) => x < 0).length > steps.filter((x) => x > 0).length;
  if (!newestFirstPrint) {
    const order = rows.map((_, i) => i).sort((a, b) => (rows[a]!.date < rows[b]!.date ? -1 : rows[a]!.date > rows[b]!.date ? 1 : a - b));
    const [r0, p0, c0] = [[...rows], [...printedSigns], [...currencyOf]];
    order.forEach((from, to) => {
      rows[to] = r0[from]!;
      printedSigns[to] = p0[from]!;
      currencyOf[to] = c0[from]!;
    });
  }
  // No balance column at all: balances computed from the opening; a balance column printed on some
  // rows only (once a day): rows keep what they print, the others none.
  // Proven by the printed totals alone, the one printed opening balance seeds them (the engine's rule too).
  // Proven by balances printed between groups, the first group's starting balance seeds them; proven per
  // currency, each currency's own opening seeds its rows.
  const seed =
    opening ??
    (totals === true && openings.length === 1 ? openings[0]! : null) ??
    (allByCheckpoint && byCheckpoint.order === 'oldest-first' ? byCheckpoint.base : null);
  if (proven && allByCurrency && !allByCheckpoint && !balanceColumn) {
    const bal = new Map(byCurrency.openings);
    const seq = newestFirstPrint ? rows.map((r, i) => [r, currencyOf[i]] as const).reverse() : rows.map((r, i) => [r, currencyOf[i]] as const);
    for (const [r, c] of seq) {
      const b = round2((bal.get(c ?? '') ?? 0) + (r.type === 'credit' ? r.amount : -r.amount));
      bal.set(c ?? '', b);
      r.balance = b;
    }
  } else if (proven && seed !== null && !balanceColumn) {
    let bal = seed;
    for (const r of newestFirstPrint ? [...rows].reverse() : rows) r.balance = bal = round2(bal + (r.type === 'credit' ? r.amount : -r.amount));
  }
  // Nothing printed to check the rows against (no opening, no closing): their printed signs are all there is.
  const unverifiable = !proven && signed && printedSigns.every(Boolean) && !openings.length && !closings.length;
  const status: TruthStatus = proven ? 'checked' : unverifiable ? 'unverifiable' : partial ? 'partial' : 'none';
  const newestFirst = newestFirstPrint;
  const ordered = (list: TruthRow[]) => (newestFirst ? [...list].reverse() : list);
  return {
    ...base,
    status,
    reason: proven
      ? allByCheckpoint && !(signed && closingMatches)
        ? `proven by ${byCheckpoint.closed} balance(s) printed between groups of rows`
        : allByCurrency && !(signed && closingMatches)
          ? `proven per currency (${byCurrency.currencies.join(', ')}): opening + rows = closing`
          : null
      : provenIdx.size
        ? `${provenIdx.size} of ${rows.length} rows proven by balances printed between groups or per-currency totals`
        : unverifiable
          ? 'no running balance, no opening or closing balance: rows carry their printed signs, unchecked'
          : !signed
            ? 'no running balance and amounts without sign markers'
            : partial
              ? 'no running balance, and neither opening + rows = closing nor printed totals agree: rows proven by their printed sign only'
              : 'no running balance, and neither opening + rows = closing nor printed totals agree',
    mode: 'opening-closing',
    printed_order: newestFirst ? 'newest-first' : 'oldest-first',
    opening_balance: opening ?? openings[0] ?? null,
    closing_balance: closings[0] ?? null,
    checks: {
      rows_read: textRows.length,
      links: 0,
      breaks: 0,
      opening_matches: openings.length ? closingMatches : null,
      closing_matches: closings.length ? closingMatches : null,
      totals_printed: totals,
    },
    rows: ordered(
      proven ? rows.map((r) => ({ ...r, certain: true })) : partial || unverifiable ? rows.map((r, i) => ({ ...r, certain: printedSigns[i]! })) : [],
    ),
  };
}

/**
 * The rows and the balances printed between them, in print order: a line that is not a row, whose label
 * names a balance (opening, closing, a day's `SALDO`, `Saldo em 19/10/2016`) and which prints one figure.
 */
function ledgerItems(read: ReadText, textRows: TextRow[], rows: TruthRow[], kind: StatementKind): LedgerItem[] {
  const rowAt = new Map(textRows.map((r, i) => [r.line, i]));
  const items: LedgerItem[] = [];
  read.lines.forEach((line, l) => {
    const i = rowAt.get(l);
    if (i !== undefined) {
      const r = rows[i]!;
      items.push({ kind: 'row', index: i, value: r.type === 'credit' ? r.amount : -r.amount, signed: r.certain });
      return;
    }
    const money = findMoney(line, read.decimals, read.loose);
    if (money.length !== 1) return;
    const label = line.slice(0, money[0]!.start).replace(/\s+/g, ' ').trim();
    if (!label || !(isOpeningLabel(label) || isClosingLabel(label) || isBalanceLine(label))) return;
    items.push({ kind: 'balance', value: signedBalance(money[0]!, kind) });
  });
  return items;
}

/**
 * Sections per currency (a heading naming one currency), each checked on its own: its opening + its rows
 * = its closing, both read in the summary's column for that currency. Proves the rows of the sections
 * that close; nothing when the statement has fewer than two currency sections.
 */
function currencyProof(
  read: ReadText,
  rows: TruthRow[],
  rowCurrency: (string | null)[],
): { proven: Set<number>; openings: [string, number][]; currencies: string[] } {
  const proven = new Set<number>();
  const openings: [string, number][] = [];
  const codes = [...new Set(rowCurrency)];
  if (codes.length < 2 || codes.includes(null) || !rows.every((r) => r.certain)) return { proven, openings, currencies: [] };
  const done: string[] = [];
  for (const code of codes as string[]) {
    const idx = rows.map((_, i) => i).filter((i) => rowCurrency[i] === code);
    const net = round2(idx.reduce((a, i) => a + (rows[i]!.type === 'credit' ? rows[i]!.amount : -rows[i]!.amount), 0));
    const opens = currencyColumnValues(read.lines, isOpeningLabel, code, read.decimals);
    const closes = currencyColumnValues(read.lines, isClosingLabel, code, read.decimals);
    const o = opens.find((x) => closes.some((c) => same(round2(x + net), c)));
    if (o === undefined) continue;
    idx.forEach((i) => proven.add(i));
    openings.push([code, o]);
    done.push(code);
  }
  return { proven, openings, currencies: done };
}

/** Every figure printed outside the rows, in cents. */
function printedCents(read: ReadText): Set<number> {
  const rowLines = new Set(read.rows.map((r) => r.line));
  const out = new Set<number>();
  read.lines.forEach((l, i) => {
    if (!rowLines.has(i)) for (const t of findMoney(l, read.decimals, read.loose)) out.add(Math.round(t.value * 100));
  });
  return out;
}

/**
 * The one assignment of signs to the `unsure` rows (at most 10) under which the rows' money in and money
 * out are both printed on the statement (a summary's totals); null when none or several do.
 */
export function signsByTotals(read: ReadText, rows: TruthRow[], unsure: number[]): ('credit' | 'debit')[] | null {
  if (!unsure.length || unsure.length > 10 || unsure.length * 2 >= rows.length) return null;
  const printed = printedCents(read);
  const cents = (r: TruthRow) => Math.round(r.amount * 100);
  const set = new Set(unsure);
  let credits = 0;
  let debits = 0;
  rows.forEach((r, i) => {
    if (set.has(i)) return;
    if (r.type === 'credit') credits += cents(r);
    else debits += cents(r);
  });
  const fits: number[] = [];
  for (let mask = 0; mask < 1 << unsure.length; mask++) {
    let c = credits;
    let d = debits;
    unsure.forEach((i, k) => (mask & (1 << k) ? (c += cents(rows[i]!)) : (d += cents(rows[i]!))));
    if (c > 0 && d > 0 && printed.has(c) && printed.has(d)) fits.push(mask);
  }
  if (fits.length !== 1) return null;
  return unsure.map((_, k) => (fits[0]! & (1 << k) ? 'credit' : 'debit'));
}
