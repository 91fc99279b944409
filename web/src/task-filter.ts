import type { TaskSummary } from '../../src/tasks/task-summary';

export interface TaskItem {
  task_id: string;
  kind: string;
  status: 'processing' | 'completed' | 'failed';
  created_at: string;
  expires_at: string;
  file_names: string[];
  error: string | null;
  /** Absent from servers older than the summary; null unless completed. */
  summary?: TaskSummary | null;
}

export interface TaskFilter {
  text: string;
  status: '' | TaskItem['status'];
  risk: '' | 'low' | 'medium' | 'high';
}

export const NO_FILTER: TaskFilter = { text: '', status: '', risk: '' };

/** Every word of the text filter must appear in the holder, bank, account, period, file names or task id. */
export function matchesTask(t: TaskItem, f: TaskFilter): boolean {
  if (f.status && t.status !== f.status) return false;
  if (f.risk && t.summary?.risk_level !== f.risk) return false;
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const s = t.summary;
  const hay = [t.task_id, ...t.file_names, s?.holder, s?.bank, s?.account, s?.period_start, s?.period_end, s?.reconciliation]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((w) => hay.includes(w));
}
