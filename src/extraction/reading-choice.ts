import type { Reconciliation } from '../domain/statement';
import { ExtractionError } from './errors';

/** What the scorer needs of one table reading: the rows it returned and how they reconciled. */
export interface ScoredTable {
  table: { txns: unknown[]; excluded: unknown[] };
  reconciliation: Reconciliation;
}

/** A named way of finding the table (its header as labelled, or its columns inferred from the values). */
export interface TableCandidate<T extends ScoredTable> {
  name: string;
  /** The reading, or why it gave none. */
  outcome: T | ExtractionError;
}

/**
 * The statement's own arithmetic as one comparable figure, higher is better: rows whose balance
 * chains, printed figures (opening, closing, totals) that agree, each failed check counted against.
 */
export function arithmeticScore(r: Reconciliation): number {
  const figures = [r.opening_balance.matches, r.closing_balance.matches, ...r.totals.map((t) => t.matches)];
  const agree = figures.filter((m) => m === true).length;
  const disagree = figures.filter((m) => m === false).length;
  return r.balance_checks - 2 * r.balance_breaks.length + agree - 2 * disagree;
}

/** A reading that proves itself: it reconciles, or most of the balances it checked chain. */
export function placesMostRows(r: Reconciliation): boolean {
  return r.verdict === 'reconciled' || (r.balance_checks > 0 && 2 * r.balance_breaks.length < r.balance_checks);
}

/**
 * Every check the reading could make passed: it reconciles, or it is `unverified` only because its
 * balances chain as well with some directions turned (its amounts and balances are still proven).
 */
function chains(r: Reconciliation): boolean {
  return r.verdict === 'reconciled' || (r.verdict === 'unverified' && r.balance_checks > 0 && r.balance_breaks.length === 0);
}

const rowsOf = (t: ScoredTable) => t.table.txns.length + t.table.excluded.length;

/**
 * Chooses between table readings (the labelled header first). A later reading overrules the first
 * only with proof: it reconciles where the first does not, and it reads at least as many rows (a
 * reading that "reconciles" by losing the row that breaks is no proof). A first reading that gave
 * rows is never refused, whatever its breaks. When the first refused and no other reading places most
 * rows, the refusal is the first reading's, naming what the closest other reading found.
 */
export function chooseTable<T extends ScoredTable>(candidates: TableCandidate<T>[]): { chosen: T; name: string; rejected: TableCandidate<T>[] } {
  const read = candidates.filter((c): c is { name: string; outcome: T } => !(c.outcome instanceof ExtractionError));
  if (!read.length) throw refusalOf(candidates);
  const [first, ...others] = read;
  let best = first!;
  const firstEmptyRefusal = candidates[0]!.outcome instanceof ExtractionError && candidates[0]!.outcome.code === 'no_transactions';
  for (const c of others) {
    const proof = chains(c.outcome.reconciliation) && best.outcome.reconciliation.verdict !== 'reconciled' && !chains(best.outcome.reconciliation);
    const enoughRows = rowsOf(c.outcome) >= rowsOf(best.outcome);
    if (proof && enoughRows) best = c;
  }
  // A labelled header that refused (not merely found an empty table) stands unless another reading
  // places most rows: it reconciles, or most of its balances chain.
  const labelledRefused = candidates[0]!.outcome instanceof ExtractionError && !firstEmptyRefusal;
  if (labelledRefused && !placesMostRows(best.outcome.reconciliation)) throw refusalOf(candidates);
  return { chosen: best.outcome, name: best.name, rejected: candidates.filter((c) => c !== best) };
}

/** The first refusal, saying what the other readings found when that differs. */
function refusalOf<T extends ScoredTable>(candidates: TableCandidate<T>[]): ExtractionError {
  const errors = candidates.filter((c): c is { name: string; outcome: ExtractionError } => c.outcome instanceof ExtractionError);
  const first = errors[0]!.outcome;
  const read = candidates.find((c) => !(c.outcome instanceof ExtractionError));
  const also = errors.slice(1).filter((c) => c.outcome.message !== first.message && c.outcome.code === 'unrecognised_format');
  const notes = [...also.map((c) => `${c.name}: ${c.outcome.message}`), ...(read ? [`${read.name}: ${describeReading(read.outcome as T)}`] : [])];
  if (!notes.length) return first;
  return new ExtractionError('unrecognised_format', `${first.message} (closest other reading, ${notes.join('; ')})`);
}

function describeReading(t: ScoredTable): string {
  const r = t.reconciliation;
  if (!r.balance_checks) return `${t.table.txns.length} rows with no running balance to check them against`;
  return `${t.table.txns.length} rows whose balances break at ${r.balance_breaks.length} of ${r.balance_checks}`;
}
