/**
 * Who and what a completed task is about, for the dashboard's task list: holder, bank, account, period,
 * reconciliation verdict and risk. The holder's name is personal data, so the summary is kept like the
 * result it is taken from: sealed in the task's blobs (`task/<id>/summary.json`) and deleted with them at
 * expiry (`task-summary-store.ts`), never in events, the read model, Temporal history or logs. Pure, shared
 * with the dashboard bundle.
 */
export interface TaskSummary {
  /** Holder names as printed; several statements of a combined task give several, joined by " / ". */
  holder: string | null;
  bank: string | null;
  account: string | null;
  currency: string | null;
  period_start: string | null;
  period_end: string | null;
  /** The worst verdict over the task's statements. */
  reconciliation: 'reconciled' | 'unverified' | 'unreconciled' | null;
  /** The highest risk over the task's statements. */
  risk_level: 'low' | 'medium' | 'high' | null;
  risk_score: number | null;
  statements: number;
}

/** The parts of an analysis result a summary reads; results of any schema version are read defensively. */
interface StatementLike {
  statement?: { name?: string; company?: string; account?: string; currency_code?: string; currency?: string };
  period?: { start_date?: string | null; end_date?: string | null };
  reconciliation?: { verdict?: string };
  integrity?: { risk_level?: string; risk_score?: number };
}

const VERDICTS = ['reconciled', 'unverified', 'unreconciled'] as const;
const LEVELS = ['low', 'medium', 'high'] as const;

const joined = (values: (string | undefined)[]) => [...new Set(values.map((v) => (v ?? '').trim()).filter(Boolean))].join(' / ') || null;

function worst<T extends string>(order: readonly T[], values: (string | undefined)[]): T | null {
  const ranks = values.map((v) => order.indexOf(v as T)).filter((i) => i >= 0);
  return ranks.length ? order[Math.max(...ranks)]! : null;
}

/** The summary of a single (`AnalysisResult`) or combined (`CombinedResult`) analysis result. */
export function summaryOf(result: unknown): TaskSummary {
  const r = (result ?? {}) as StatementLike & { statements?: StatementLike[] };
  const all: StatementLike[] = Array.isArray(r.statements) ? r.statements : [r];
  const starts = all
    .map((s) => s.period?.start_date)
    .filter((d): d is string => !!d)
    .sort();
  const ends = all
    .map((s) => s.period?.end_date)
    .filter((d): d is string => !!d)
    .sort();
  const scores = all.map((s) => s.integrity?.risk_score).filter((n): n is number => typeof n === 'number');
  return {
    holder: joined(all.map((s) => s.statement?.name)),
    bank: joined(all.map((s) => s.statement?.company)),
    account: joined(all.map((s) => s.statement?.account)),
    currency: joined(all.map((s) => s.statement?.currency_code || s.statement?.currency)),
    period_start: starts[0] ?? null,
    period_end: ends[ends.length - 1] ?? null,
    reconciliation: worst(
      VERDICTS,
      all.map((s) => s.reconciliation?.verdict),
    ),
    risk_level: worst(
      LEVELS,
      all.map((s) => s.integrity?.risk_level),
    ),
    risk_score: scores.length ? Math.max(...scores) : null,
    statements: all.length,
  };
}
