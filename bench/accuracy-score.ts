import type { ExtractedStatement, StatementTransaction } from '../src/domain/statement';
import { toMinor } from '../src/domain/money';
import type { Category, Truth } from '../test/fixtures';

/** Pure scoring of one extraction against its ground truth (no I/O), so tests can reuse it. */

export const METADATA_FIELDS = [
  'name',
  'account',
  'contacts',
  'company',
  'currency',
  'currency_code',
  'start_date',
  'end_date',
  'no_of_transactions',
] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];

export interface CategoryScore {
  right: number;
  total: number;
  wrongMinor: number;
  totalMinor: number;
  /** `expected→got` counts. */
  confusions: Record<string, number>;
}

export interface StatementScore {
  fixture: string;
  layout: string;
  pages: number;
  encryption: string | null;
  expected: number;
  found: number;
  /** Rows (aligned by order) whose date, amount, type and balance all match. */
  exact: number;
  fields: { date: number; amount: number; type: number; balance: number };
  /** Mean normalised-Levenshtein similarity over expected rows (a missing row scores 0). */
  descriptionSimilarity: number;
  descriptionExact: number;
  metadataRight: MetadataField[];
  metadataWrong: { field: MetadataField; expected: string | number; got: string | number }[];
  /** A few concrete row mismatches, for the report. */
  examples: string[];
  category: CategoryScore | null;
  ms: number;
  heldOut: boolean;
  /** Which held-out set (`a`, `b`), null for development layouts. */
  heldOutGroup: 'a' | 'b' | null;
  /** Returned rows matching no truth row (not even on date and amount, nor on amount alone). */
  spurious: number;
  /** Truth rows with no returned row. */
  missed: number;
  /** Returned rows that are rows the statement printed as not completed (cancelled, failed…). */
  nonCompletedCounted: number;
  /** Excluded rows the engine listed in `reconciliation.excluded_rows`, of those the statement prints. */
  excludedListed: number;
  excludedExpected: number;
  /** Money in and out, truth vs returned, in minor units. */
  inflow: { want: number; got: number };
  outflow: { want: number; got: number };
  totalsRight: boolean;
  verdict: string | null;
  expectedVerdict: string | null;
  /** `reconciled` returned while rows or totals are wrong: the worst outcome (a confident wrong answer). */
  confidentWrong: boolean;
}

/**
 * Rows matched as multisets (order within a timestamp is not a fact): first on (date, amount, type,
 * balance), what is left on (date, amount), then on amount alone; returned rows still left over are
 * counted as non-completed rows when they match an excluded row, else as spurious.
 */
export function matchRows(
  want: readonly StatementTransaction[],
  got: readonly StatementTransaction[],
  excluded: readonly { date: string; amount: number }[],
) {
  const usedW = new Array<boolean>(want.length).fill(false);
  const usedG = new Array<boolean>(got.length).fill(false);
  const pass = (key: (t: { date: string; amount: number; type?: string; balance?: number | null }) => string) => {
    const index = new Map<string, number[]>();
    want.forEach((w, i) => {
      if (usedW[i]) return;
      const k = key(w);
      index.set(k, [...(index.get(k) ?? []), i]);
    });
    let n = 0;
    got.forEach((g, j) => {
      if (usedG[j]) return;
      const list = index.get(key(g));
      const i = list?.shift();
      if (i === undefined) return;
      usedW[i] = true;
      usedG[j] = true;
      n++;
    });
    return n;
  };
  const exact = pass((t) => `${t.date}|${toMinor(t.amount)}|${t.type}|${minorOrNull(t.balance)}`);
  const loose = pass((t) => `${t.date}|${toMinor(t.amount)}`) + pass((t) => `${toMinor(t.amount)}`);
  const left = got.filter((_, j) => !usedG[j]);
  const ex = excluded.map((e) => ({ ...e, used: false }));
  let nonCompleted = 0;
  for (const g of left) {
    const e =
      ex.find((x) => !x.used && toMinor(x.amount) === toMinor(g.amount) && x.date === g.date) ??
      ex.find((x) => !x.used && toMinor(x.amount) === toMinor(g.amount));
    if (e) {
      e.used = true;
      nonCompleted++;
    }
  }
  return { exact, wrong: loose, nonCompleted, spurious: left.length - nonCompleted, missed: usedW.filter((u) => !u).length };
}

function flows(rows: readonly StatementTransaction[]): { inflow: number; outflow: number } {
  let inflow = 0;
  let outflow = 0;
  for (const r of rows) {
    if (r.type === 'credit') inflow += toMinor(r.amount);
    else outflow += toMinor(r.amount);
  }
  return { inflow, outflow };
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Issuers print their name in capitals in one place and mixed case in another: case is not a fact. */
const CASE_FREE: readonly MetadataField[] = ['company'];

/** 1 − levenshtein / max length, on whitespace-normalised strings. */
export function similarity(a: string, b: string): number {
  const x = norm(a);
  const y = norm(b);
  if (x === y) return 1;
  if (!x.length || !y.length) return 0;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return 1 - prev[y.length]! / Math.max(x.length, y.length);
}

const LEGAL_FORM = /^(ltd|limited|plc|s\.?a\.?|inc|llc|co|company|group)$/;
/**
 * The issuer named by its brand or by its full legal name is the same issuer: "Baobab Bank" and
 * "Baobab Bank Kenya Limited" both count, "Money In" does not. Legal-form words are ignored and one
 * name must be a word-prefix of the other.
 */
export function sameIssuer(want: string, got: string): boolean {
  const words = (v: string) =>
    norm(v)
      .toLowerCase()
      .replace(/[.,]/g, ' ')
      .split(' ')
      .filter((w) => w && !LEGAL_FORM.test(w));
  const [a, b] = [words(want), words(got)];
  if (!a.length || !b.length) return a.length === b.length;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2 && short.length !== long.length) return false;
  return short.every((w, i) => long[i] === w);
}

const minorOrNull = (v: number | null | undefined) => (v === null || v === undefined ? null : toMinor(v));

function row(tx: StatementTransaction | undefined): string {
  return tx ? `${tx.date} ${tx.type} ${tx.amount} bal ${tx.balance} "${tx.description}"` : '(none)';
}

export type Categoriser = (tx: StatementTransaction, got: ExtractedStatement | null, truth: Truth) => Category | null;

export function scoreStatement(truth: Truth, got: ExtractedStatement, ms: number, categoriser: Categoriser | null): StatementScore {
  const want = truth.response!;
  const fields = { date: 0, amount: 0, type: 0, balance: 0 };
  let simSum = 0;
  let descExact = 0;
  const examples: string[] = [];
  want.transactions.forEach((w, i) => {
    const g = got.transactions[i];
    const ok = {
      date: g?.date === w.date,
      amount: g !== undefined && toMinor(g.amount) === toMinor(w.amount),
      type: g?.type === w.type,
      balance: g !== undefined && minorOrNull(g.balance) === minorOrNull(w.balance),
    };
    for (const k of Object.keys(ok) as (keyof typeof ok)[]) if (ok[k]) fields[k]++;
    if (!(ok.date && ok.amount && ok.type && ok.balance) && examples.length < 3) examples.push(`#${i + 1} want ${row(w)} | got ${row(g)}`);
    const sim = g ? similarity(w.description, g.description) : 0;
    simSum += sim;
    if (sim === 1) descExact++;
    else if (g && examples.length < 5 && sim < 0.9) examples.push(`#${i + 1} description want "${w.description}" | got "${g.description}"`);
  });

  const metadataRight: MetadataField[] = [];
  const metadataWrong: StatementScore['metadataWrong'] = [];
  for (const field of METADATA_FIELDS) {
    const e = want[field];
    const g = field === 'no_of_transactions' ? got.transactions.length : got[field];
    const fold = (v: string) => (CASE_FREE.includes(field) ? norm(v).toLowerCase() : norm(v));
    const right = field === 'company' ? sameIssuer(String(e), String(g ?? '')) : typeof e === 'string' ? fold(e) === fold(String(g ?? '')) : e === g;
    if (right) metadataRight.push(field);
    else metadataWrong.push({ field, expected: e, got: g ?? '' });
  }

  let category: CategoryScore | null = null;
  if (categoriser && truth.categories) {
    category = { right: 0, total: 0, wrongMinor: 0, totalMinor: 0, confusions: {} };
    want.transactions.forEach((w, i) => {
      const expected = truth.categories![i]!;
      const c = categoriser(w, got, truth);
      const minor = toMinor(w.amount);
      category!.total++;
      category!.totalMinor += minor;
      if (c === expected) category!.right++;
      else {
        category!.wrongMinor += minor;
        const key = `${expected}→${c}`;
        category!.confusions[key] = (category!.confusions[key] ?? 0) + 1;
      }
    });
  }

  const m = matchRows(want.transactions, got.transactions, truth.excluded ?? []);
  const [w, g] = [flows(want.transactions), flows(got.transactions)];
  const totalsRight = w.inflow === g.inflow && w.outflow === g.outflow;
  const verdict = got.reconciliation?.verdict ?? null;
  const listed = (got.reconciliation?.excluded_rows ?? []).filter((r) =>
    (truth.excluded ?? []).some(
      (e) => r.amount !== null && toMinor(r.amount) === toMinor(e.amount) && r.status.trim().toLowerCase() === e.status.toLowerCase(),
    ),
  ).length;
  const perfect = m.exact === want.transactions.length && got.transactions.length === want.transactions.length && totalsRight;
  return {
    fixture: truth.fixture,
    layout: truth.layout,
    pages: truth.pages,
    encryption: truth.encryption,
    expected: want.transactions.length,
    found: got.transactions.length,
    exact: m.exact,
    heldOut: truth.held_out ?? false,
    heldOutGroup: truth.held_out ? (truth.held_out_group ?? 'a') : null,
    spurious: m.spurious,
    missed: m.missed,
    nonCompletedCounted: m.nonCompleted,
    excludedListed: Math.min(listed, (truth.excluded ?? []).length),
    excludedExpected: (truth.excluded ?? []).length,
    inflow: { want: w.inflow, got: g.inflow },
    outflow: { want: w.outflow, got: g.outflow },
    totalsRight,
    verdict,
    expectedVerdict: truth.expected_verdict ?? null,
    confidentWrong: verdict === 'reconciled' && !perfect,
    fields,
    descriptionSimilarity: want.transactions.length ? simSum / want.transactions.length : 1,
    descriptionExact: descExact,
    metadataRight,
    metadataWrong,
    examples,
    category,
    ms,
  };
}

/** A statement that failed to extract scores zero on every row and metadata field. */
export function failedStatement(truth: Truth, error: string, ms: number): StatementScore {
  const want = truth.response!;
  return {
    fixture: truth.fixture,
    layout: truth.layout,
    pages: truth.pages,
    encryption: truth.encryption,
    expected: want.transactions.length,
    found: 0,
    exact: 0,
    fields: { date: 0, amount: 0, type: 0, balance: 0 },
    descriptionSimilarity: 0,
    descriptionExact: 0,
    metadataRight: [],
    metadataWrong: METADATA_FIELDS.map((field) => ({ field, expected: want[field], got: `error: ${error}` })),
    examples: [`extraction failed: ${error}`],
    category: null,
    ms,
    heldOut: truth.held_out ?? false,
    heldOutGroup: truth.held_out ? (truth.held_out_group ?? 'a') : null,
    spurious: 0,
    missed: want.transactions.length,
    nonCompletedCounted: 0,
    excludedListed: 0,
    excludedExpected: (truth.excluded ?? []).length,
    inflow: { want: flows(want.transactions).inflow, got: 0 },
    outflow: { want: flows(want.transactions).outflow, got: 0 },
    totalsRight: false,
    verdict: `refused: ${error}`,
    expectedVerdict: truth.expected_verdict ?? null,
    confidentWrong: false,
  };
}
