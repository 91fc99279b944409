import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api } from './api';
import { dateTime } from './format';
import { matchesTask, NO_FILTER, type TaskFilter, type TaskItem } from './task-filter';
import { UploadForm } from './upload-form';

interface TaskPage {
  tasks: TaskItem[];
  next_before: string | null;
}

const PAGE = 50;
/** How often the list is re-read while a task is processing. */
const POLL_MS = 1500;

function Applicant({ t }: { t: TaskItem }) {
  const s = t.summary;
  const files = t.file_names.filter(Boolean).join(', ');
  if (!s)
    return (
      <td class="file" data-cell="applicant">
        {files || <span class="muted">{t.kind}</span>}
      </td>
    );
  return (
    <td class="file" data-cell="applicant">
      <strong data-cell="holder">{s.holder ?? 'Holder not printed'}</strong>
      <br />
      <span data-cell="bank">{s.bank ?? 'Bank not printed'}</span>
      {s.account && <span class="muted"> · {s.account}</span>}
      {s.statements > 1 && <span class="muted"> · {s.statements} statements</span>}
      {files && (
        <>
          <br />
          <span class="muted">{files}</span>
        </>
      )}
    </td>
  );
}

function Filters({ filter, setFilter, shown, total }: { filter: TaskFilter; setFilter: (f: TaskFilter) => void; shown: number; total: number }) {
  return (
    <div class="filters task-filters" role="search" aria-label="Filter analyses">
      <div class="field">
        <label for="task-search">Search holder, bank, account or file</label>
        <input
          id="task-search"
          type="search"
          value={filter.text}
          onInput={(e) => setFilter({ ...filter, text: (e.currentTarget as HTMLInputElement).value })}
        />
      </div>
      <div class="field">
        <label for="task-status">Status</label>
        <select
          id="task-status"
          value={filter.status}
          onChange={(e) => setFilter({ ...filter, status: (e.currentTarget as HTMLSelectElement).value as TaskFilter['status'] })}
        >
          <option value="">All</option>
          <option value="processing">Processing</option>
          <option value="completed">Completed</option>
          <option value="failed">Failed</option>
        </select>
      </div>
      <div class="field">
        <label for="task-risk">Risk</label>
        <select
          id="task-risk"
          value={filter.risk}
          onChange={(e) => setFilter({ ...filter, risk: (e.currentTarget as HTMLSelectElement).value as TaskFilter['risk'] })}
        >
          <option value="">All</option>
          <option value="high">High</option>
          <option value="medium">Medium</option>
          <option value="low">Low</option>
        </select>
      </div>
      <p class="muted" role="status" data-testid="task-count">
        {shown === total ? `${total} analyses` : `${shown} of ${total} loaded analyses match`}
      </p>
    </div>
  );
}

export function TasksPanel({ onTaskSettled }: { onTaskSettled: () => void }) {
  const [tasks, setTasks] = useState<TaskItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [filter, setFilter] = useState<TaskFilter>(NO_FILTER);
  const seen = useRef(new Map<string, TaskItem['status']>());

  const refresh = useCallback(async () => {
    try {
      const page = await api<TaskPage>('GET', `/v1/api/analysis?limit=${PAGE}`);
      setTasks((old) => {
        // Keep older pages the user loaded; the first page replaces its own rows.
        const fresh = new Set(page.tasks.map((t) => t.task_id));
        return [...page.tasks, ...old.slice(PAGE).filter((t) => !fresh.has(t.task_id))];
      });
      setNext((n) => n ?? page.next_before);
      // A task that finished since the last look (or that we never saw processing) moved credits: re-read them.
      const settled = page.tasks.some((t) => t.status !== 'processing' && seen.current.get(t.task_id) !== t.status);
      seen.current = new Map(page.tasks.map((t) => [t.task_id, t.status]));
      if (settled) onTaskSettled();
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoaded(true);
    }
  }, [onTaskSettled]);

  useEffect(() => {
    void refresh();
  }, []);

  const running = tasks.some((t) => t.status === 'processing');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  const loadMore = async () => {
    if (!next) return;
    const page = await api<TaskPage>('GET', `/v1/api/analysis?limit=${PAGE}&before=${encodeURIComponent(next)}`);
    setTasks((old) => [...old, ...page.tasks.filter((t) => !old.some((o) => o.task_id === t.task_id))]);
    setNext(page.next_before);
  };

  const shown = tasks.filter((t) => matchesTask(t, filter));
  return (
    <section class="card tasks" aria-labelledby="tasks-title">
      <h2 id="tasks-title">Analyses</h2>
      <UploadForm
        onSubmitted={() => {
          onTaskSettled();
          void refresh();
        }}
      />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <Filters filter={filter} setFilter={setFilter} shown={shown.length} total={tasks.length} />
      <div class="table-wrap">
        <table class="task-list" aria-live="polite" aria-busy={!loaded}>
          <caption class="sr-only">Analysis tasks, newest first{running ? ' (refreshing while tasks run)' : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Period</th>
              <th scope="col">Status</th>
              <th scope="col">Verdict</th>
              <th scope="col">Risk</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span class="sr-only">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((t) => (
              <tr key={t.task_id} data-task-id={t.task_id} data-status={t.status} data-risk={t.summary?.risk_level ?? ''}>
                <Applicant t={t} />
                <td class="nowrap" data-cell="period">
                  {t.summary ? (
                    <>
                      {t.summary.period_start ?? '—'}
                      <br />
                      {t.summary.period_end ?? '—'}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <span class={`badge ${t.status}`}>{t.status}</span>
                  {t.error && <span class="task-error"> {t.error}</span>}
                </td>
                <td data-cell="verdict">
                  {t.summary?.reconciliation ? <span class={`badge ${t.summary.reconciliation}`}>{t.summary.reconciliation}</span> : '—'}
                </td>
                <td data-cell="risk">
                  {t.summary?.risk_level ? (
                    <span class={`badge risk-${t.summary.risk_level}`}>
                      {t.summary.risk_level} ({t.summary.risk_score})
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td class="nowrap">{dateTime(t.created_at)}</td>
                <td>
                  {t.status === 'completed' && (
                    <a href={`#/tasks/${t.task_id}`} aria-label={`View analysis${t.summary?.holder ? ` of ${t.summary.holder}` : ''}`}>
                      View analysis
                    </a>
                  )}
                </td>
              </tr>
            ))}
            {loaded && tasks.length === 0 && (
              <tr>
                <td colSpan={7} class="muted">
                  No analyses yet: upload a statement above.
                </td>
              </tr>
            )}
            {tasks.length > 0 && shown.length === 0 && (
              <tr>
                <td colSpan={7} class="muted">
                  No loaded analysis matches the filter{next ? ': load older analyses to search further' : ''}.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {next && (
        <button type="button" class="secondary" onClick={loadMore}>
          Load older analyses
        </button>
      )}
    </section>
  );
}
