import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api } from './api';
import { dateTime } from './format';
import { UploadForm } from './upload-form';

export interface TaskItem {
  task_id: string;
  kind: string;
  status: 'processing' | 'completed' | 'failed';
  created_at: string;
  expires_at: string;
  file_names: string[];
  error: string | null;
}

interface TaskPage {
  tasks: TaskItem[];
  next_before: string | null;
}

const PAGE = 20;
/** How often the list is re-read while a task is processing. */
const POLL_MS = 1500;

export function TasksPanel({ onTaskSettled }: { onTaskSettled: () => void }) {
  const [tasks, setTasks] = useState<TaskItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
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
      <div class="table-wrap">
        <table class="task-list" aria-live="polite" aria-busy={!loaded}>
          <caption class="sr-only">Analysis tasks, newest first{running ? ' (refreshing while tasks run)' : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">File</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span class="sr-only">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((t) => (
              <tr key={t.task_id} data-task-id={t.task_id} data-status={t.status}>
                <td class="nowrap">{dateTime(t.created_at)}</td>
                <td class="file">{t.file_names.filter(Boolean).join(', ') || <span class="muted">{t.kind}</span>}</td>
                <td>
                  <span class={`badge ${t.status}`}>{t.status}</span>
                  {t.error && <span class="task-error"> {t.error}</span>}
                </td>
                <td>{t.status === 'completed' && <a href={`#/tasks/${t.task_id}`}>View analysis</a>}</td>
              </tr>
            ))}
            {loaded && tasks.length === 0 && (
              <tr>
                <td colSpan={4} class="muted">
                  No analyses yet: upload a statement above.
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
