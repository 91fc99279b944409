import { useEffect, useState } from 'preact/hooks';
import type { AnalysedTransaction, AnalysisResult } from '../../src/analysis/result-types';
import type { CombinedResult } from '../../src/analysis/combined';
import type { Reconciliation } from '../../src/domain/statement';
import { api } from './api';
import { StatementView } from './statement-view';
import { CombinedView } from './combined-view';

export type Result = AnalysisResult & { reconciliation?: Reconciliation };

/** The flow sections a single statement and a consolidated (combined) view share. */
export type Flows = Pick<AnalysisResult, 'cash_flow' | 'income' | 'recurring_outflows' | 'betting' | 'fees' | 'counterparties' | 'affordability'> & {
  transactions?: AnalysedTransaction[];
};

interface TaskBody {
  status: 'processing' | 'completed' | 'failed';
  task_id: string;
  result?: Result | CombinedResult;
  error?: string;
}

export const isCombined = (r: Result | CombinedResult): r is CombinedResult => Array.isArray((r as CombinedResult).statements);

function Downloads({ taskId }: { taskId: string }) {
  const href = (f: string) => `/v1/api/analysis/${taskId}/export?format=${f}`;
  return (
    <nav class="downloads" aria-label="Downloads">
      <a class="button" href={href('csv')} download>
        Download CSV
      </a>
      <a class="button" href={href('xlsx')} download>
        Download XLSX
      </a>
      <a class="button" href={href('json')} download>
        Download JSON
      </a>
    </nav>
  );
}

export function AnalysisView({ taskId }: { taskId: string }) {
  const [body, setBody] = useState<TaskBody | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stop = false;
    const load = async () => {
      try {
        const b = await api<TaskBody>('GET', `/v1/api/analysis/${taskId}`);
        if (stop) return;
        setBody(b);
        if (b.status === 'processing') setTimeout(load, 1500);
      } catch (e) {
        if (!stop) setError((e as Error).message);
      }
    };
    void load();
    return () => {
      stop = true;
    };
  }, [taskId]);

  const back = (
    <p>
      <a href="#/">← All analyses</a>
    </p>
  );
  if (error)
    return (
      <div>
        {back}
        <p class="error" role="alert">
          {error}
        </p>
      </div>
    );
  if (!body)
    return (
      <div>
        {back}
        <p role="status">Loading the analysis…</p>
      </div>
    );
  if (body.status === 'processing')
    return (
      <div>
        {back}
        <p role="status">The analysis is still processing…</p>
      </div>
    );
  if (body.status === 'failed' || !body.result)
    return (
      <div>
        {back}
        <p class="error" role="alert">
          The analysis failed: {body.error}
        </p>
      </div>
    );

  const result = body.result;
  return (
    <div class="analysis" data-testid="analysis" data-kind={isCombined(result) ? 'combined' : 'single'}>
      {back}
      <h1>{isCombined(result) ? 'Combined analysis' : 'Analysis'}</h1>
      <Downloads taskId={taskId} />
      {isCombined(result) ? <CombinedView key={taskId} c={result} /> : <StatementView key={taskId} r={result} />}
    </div>
  );
}
