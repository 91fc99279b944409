import type { TransactionsResponse } from '../domain/statement';
import type { AnalysisResult } from '../analysis/result-types';
import type { CombinedResult } from '../analysis/combined';

/**
 * What can be exported: the body of `POST /transactions`, one analysis `result`, or a combined result.
 * Exports only read these shapes; they never compute figures of their own.
 */
export type ExportSource =
  { kind: 'transactions'; data: TransactionsResponse } | { kind: 'analysis'; data: AnalysisResult } | { kind: 'combined'; data: CombinedResult };

export class ExportSourceError extends Error {
  override readonly name = 'ExportSourceError';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Recognises a parsed JSON document: a combined result (`statements` + `consolidated`), an analysis result
 * (`statement` + `cash_flow`), or a transactions response (`transactions` without either). A polling body
 * (`{status, task_id, result}`) is unwrapped to its `result`.
 */
export function detectSource(doc: unknown): ExportSource {
  if (!isObject(doc)) throw new ExportSourceError('expected a JSON object');
  if (isObject(doc.result) && typeof doc.task_id === 'string') return detectSource(doc.result);
  if (Array.isArray(doc.statements) && Array.isArray(doc.consolidated)) return { kind: 'combined', data: doc as unknown as CombinedResult };
  if (isObject(doc.statement) && isObject(doc.cash_flow) && Array.isArray(doc.transactions)) {
    return { kind: 'analysis', data: doc as unknown as AnalysisResult };
  }
  if (Array.isArray(doc.transactions)) return { kind: 'transactions', data: doc as unknown as TransactionsResponse };
  throw new ExportSourceError('not a transactions response, an analysis result or a combined result');
}
