import { useEffect, useState } from 'preact/hooks';
import type { AnalysisResult } from '../../src/analysis/result-types';
import type { CombinedResult } from '../../src/analysis/combined';
import type { Reconciliation } from '../../src/domain/statement';
import { api } from './api';
import { money } from './format';
import { FlowSections } from './flow-sections';
import { IncomeSection } from './income-section';
import { FindingsSection } from './findings-section';
import { TransactionsTable } from './transactions-table';

export type Result = AnalysisResult & { reconciliation?: Reconciliation };

interface TaskBody {
  status: 'processing' | 'completed' | 'failed';
  task_id: string;
  result?: Result | CombinedResult;
  error?: string;
}

const isCombined = (r: Result | CombinedResult): r is CombinedResult => Array.isArray((r as CombinedResult).statements);

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

function Summary({ r }: { r: Result }) {
  const verdict = r.reconciliation?.verdict ?? null;
  const cc = r.statement.currency_code || r.statement.currency;
  const figures: [string, string, string][] = [
    ['Inflow', money(r.cash_flow.inflow.total), 'inflow'],
    ['Outflow', money(r.cash_flow.outflow.total), 'outflow'],
    ['Net', money(r.cash_flow.net), 'net'],
    ['Opening balance', money(r.balances.opening), 'opening'],
    ['Closing balance', money(r.balances.closing), 'closing'],
    ['Risk', `${r.integrity.risk_level} (${r.integrity.risk_score})`, 'risk'],
  ];
  return (
    <section class="card summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        {r.statement.company || 'Statement'} · {r.statement.account || 'account'}
      </h2>
      <p class="muted">
        {r.statement.name && <>{r.statement.name} · </>}
        {r.period.start_date} to {r.period.end_date} · {r.statement.no_of_transactions} transactions · amounts in {cc || 'the statement currency'}
      </p>
      <p>
        Reconciliation:{' '}
        <span class={`badge ${verdict ?? 'none'}`} data-testid="reconciliation-verdict">
          {verdict ?? 'not available'}
        </span>
      </p>
      <dl class="figures">
        {figures.map(([label, value, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`summary-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AnalysisView({ taskId }: { taskId: string }) {
  const [body, setBody] = useState<TaskBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState(0);

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

  const statements = isCombined(body.result) ? (body.result.statements as Result[]) : [body.result];
  const r = statements[Math.min(picked, statements.length - 1)]!;
  return (
    <div class="analysis" data-testid="analysis">
      {back}
      <h1>Analysis</h1>
      <Downloads taskId={taskId} />
      {statements.length > 1 && (
        <p>
          <label for="statement-pick">Statement </label>
          <select id="statement-pick" value={picked} onChange={(e) => setPicked(Number((e.currentTarget as HTMLSelectElement).value))}>
            {statements.map((s, i) => (
              <option key={i} value={i}>
                {i + 1}: {s.statement.company} {s.statement.account}
              </option>
            ))}
          </select>
        </p>
      )}
      <Summary r={r} />
      <FlowSections r={r} />
      <IncomeSection r={r} />
      <FindingsSection r={r} />
      <TransactionsTable key={`${taskId}-${picked}`} transactions={r.transactions} />
    </div>
  );
}
