import type { BalanceBreak, BalanceValidation, DocumentInfo, Reconciliation } from '../domain/statement';
import { EDITING_TOOLS } from './directories/editing-tools';
import type { LedgerRow } from './ledger';

export interface Duplicates {
  /** Extra copies of rows identical in date, time, type, amount, description and a balance or reference. */
  duplicate_rows: number;
  /** Extra copies of identical rows without balance or reference (may be genuine repeats). */
  possible_duplicate_rows: number;
  /** Row indexes of each group of identical rows (strong groups first). */
  groups: number[][];
}

/**
 * Duplicate rows. Two rows are identical when date, time, type, amount, balance, description and
 * reference are all equal. With a running balance or a reference such a pair cannot be genuine
 * (the balance after two equal debits differs), so it counts in `duplicate_rows`; without either
 * it might be two real equal payments and counts in `possible_duplicate_rows`.
 */
export function duplicatesOf(rows: readonly LedgerRow[]): Duplicates {
  const groups = new Map<string, LedgerRow[]>();
  for (const r of rows) {
    const key = JSON.stringify([r.statement, r.date, r.time, r.type, r.amount, r.balance, r.description.trim(), r.reference]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const repeated = [...groups.values()].filter((g) => g.length > 1);
  const strong = repeated.filter((g) => g[0].balance !== null || g[0].reference !== null);
  const weak = repeated.filter((g) => !strong.includes(g));
  const extra = (gs: LedgerRow[][]) => gs.reduce((s, g) => s + g.length - 1, 0);
  return {
    duplicate_rows: extra(strong),
    possible_duplicate_rows: extra(weak),
    groups: [...strong, ...weak].map((g) => g.map((r) => r.index)),
  };
}

export interface DocumentCheck extends DocumentInfo {
  /** Known editing tools named in the producer or creator (`EDITING_TOOLS`). */
  editing_tools: string[];
  /** `modified_at` is more than `MODIFIED_TOLERANCE_MS` after `created_at`. */
  modified_after_creation: boolean;
  /** The file was created (calendar date) before the period's last day: it cannot show that day. */
  created_before_period_end: boolean;
  /** Neither producer, creator nor creation date is stated. */
  metadata_missing: boolean;
}

export const MODIFIED_TOLERANCE_MS = 60_000;

export function documentCheckOf(doc: DocumentInfo, periodEnd: string | null): DocumentCheck {
  const text = `${doc.producer ?? ''} | ${doc.creator ?? ''}`;
  const tools = EDITING_TOOLS.filter((t) => new RegExp(t.pattern, 'i').test(text)).map((t) => t.name);
  const created = doc.created_at ? Date.parse(doc.created_at) : NaN;
  const modified = doc.modified_at ? Date.parse(doc.modified_at) : NaN;
  return {
    ...doc,
    editing_tools: tools,
    modified_after_creation: Number.isFinite(created) && Number.isFinite(modified) && modified - created > MODIFIED_TOLERANCE_MS,
    created_before_period_end: doc.created_at !== null && periodEnd !== null && doc.created_at.slice(0, 10) < periodEnd,
    metadata_missing: doc.producer === null && doc.creator === null && doc.created_at === null,
  };
}

export type BalanceContinuity = Pick<BalanceValidation, 'verdict' | 'checked' | 'breaks' | 'type_mismatches' | 'reconciles'>;

export function continuityOf(v: BalanceValidation): BalanceContinuity {
  return { verdict: v.verdict, checked: v.checked, breaks: v.breaks, type_mismatches: v.type_mismatches, reconciles: v.reconciles };
}

/** A break in the running balance as an integrity finding: the row, what was printed and expected, and why if known. */
export interface BreakFinding extends BalanceBreak {
  /** What on the statement accounts for the difference; null when nothing does (a tampering signal). */
  explanation: string | null;
}

const cents = (v: number) => Math.round(v * 100);

/**
 * Each break of the reconciliation as a finding. A break is explained when the balance moved by the
 * amount of a row the statement marks as having moved no money (a "failed" or "reversed" row that did
 * move the balance); any other break is unexplained: the printed arithmetic of the document itself is
 * wrong there (an edited amount or balance, a row printed twice, a row removed).
 */
export function breakFindingsOf(rec: Pick<Reconciliation, 'balance_breaks' | 'excluded_rows'>): BreakFinding[] {
  return rec.balance_breaks.map((b) => {
    const gap = cents(b.printed) - cents(b.expected);
    const row = rec.excluded_rows.find((x) => x.amount !== null && cents(x.amount) === Math.abs(gap) && (x.type === 'credit') === gap > 0);
    return {
      ...b,
      explanation: row ? `the balance moved by the ${row.amount} of the row printed as ${row.status} ("${row.description}")` : null,
    };
  });
}
