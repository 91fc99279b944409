import type { TaskEvent, TaskKind, TaskStatus } from './task-events';

/**
 * The task's rules as a pure decide/evolve pair over the `task-<id>` stream.
 *
 * - A task is submitted once; repeating the submission (the API and the workflow both record it) decides
 *   nothing.
 * - It ends once: completed, failed or cancelled. Repeating the same ending decides nothing (a retried
 *   activity); a different ending after one is an `illegal_transition`.
 * - The callback delivery is recorded exactly once, after the outcome and only for a task that asked for a
 *   callback: a second record decides nothing when it says the same, and is `delivery_already_recorded`
 *   otherwise.
 * - Redeliveries the client asked for are recorded after the outcome and before expiry, each under its own
 *   number, only for a task that asked for a callback.
 * - Expiry is final: after it nothing but another expiry is accepted.
 * - A submission abandoned before its workflow started (the client got no task id and was not charged) is
 *   as good as gone: only expiry and another abandonment are accepted.
 */
export type TaskPhase = 'absent' | 'processing' | 'completed' | 'failed' | 'cancelled' | 'abandoned';

export interface TaskState {
  phase: TaskPhase;
  expired: boolean;
  task_id: string | null;
  org_id: string | null;
  kind: TaskKind | null;
  callback: boolean;
  created_at: string | null;
  expires_at: string | null;
  result_key: string | null;
  error: string | null;
  error_code: string | null;
  delivery: { delivered: boolean; http_status: number | null } | null;
  /** How many redeliveries the client asked for have been recorded. */
  redeliveries: number;
}

export const initialTask = (): TaskState => ({
  phase: 'absent',
  expired: false,
  task_id: null,
  org_id: null,
  kind: null,
  callback: false,
  created_at: null,
  expires_at: null,
  result_key: null,
  error: null,
  error_code: null,
  delivery: null,
  redeliveries: 0,
});

type Data<T extends TaskEvent['type']> = Extract<TaskEvent, { type: T }>['data'];

export type TaskCommand =
  | { type: 'Submit'; data: Data<'TaskSubmitted'> }
  | { type: 'Complete'; data: Data<'TaskCompleted'> }
  | { type: 'Fail'; data: Data<'TaskFailed'> }
  | { type: 'RecordDelivery'; delivered: true; data: Data<'CallbackDelivered'> }
  | { type: 'RecordDelivery'; delivered: false; data: Data<'CallbackFailed'> }
  | { type: 'RecordRedelivery'; data: Data<'CallbackRedelivered'> }
  | { type: 'Cancel'; data: Data<'TaskCancelled'> }
  | { type: 'Abandon'; data: Data<'TaskAbandoned'> }
  | { type: 'Expire'; data: Data<'TaskExpired'> };

export type TaskErrorCode = 'unknown_task' | 'illegal_transition' | 'delivery_already_recorded' | 'no_callback' | 'wrong_organisation';

export class TaskStateError extends Error {
  override readonly name = 'TaskStateError';
  constructor(
    readonly code: TaskErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const illegal = (cmd: TaskCommand, s: TaskState) =>
  new TaskStateError('illegal_transition', `task ${cmd.data.task_id}: ${cmd.type} is not allowed when ${s.expired ? 'expired' : s.phase}`);

const ENDED: TaskPhase[] = ['completed', 'failed', 'cancelled'];

export function decide(cmd: TaskCommand, s: TaskState): TaskEvent[] {
  if (cmd.type === 'Submit') {
    if (s.phase === 'absent') return [{ type: 'TaskSubmitted', data: cmd.data }];
    if (s.phase === 'abandoned' || s.expired) throw illegal(cmd, s);
    if (s.org_id !== cmd.data.org_id) throw new TaskStateError('wrong_organisation', `task ${cmd.data.task_id} belongs to another organisation`);
    return [];
  }
  if (cmd.type === 'Abandon' && s.phase === 'absent') return []; // the submission was never recorded
  if (s.phase === 'absent') throw new TaskStateError('unknown_task', `task ${cmd.data.task_id} was never submitted`);
  if (s.org_id !== cmd.data.org_id) throw new TaskStateError('wrong_organisation', `task ${cmd.data.task_id} belongs to another organisation`);

  switch (cmd.type) {
    case 'Expire':
      return s.expired ? [] : [{ type: 'TaskExpired', data: cmd.data }];
    case 'Abandon':
      if (s.phase === 'abandoned') return [];
      if (s.phase !== 'processing' || s.expired) throw illegal(cmd, s);
      return [{ type: 'TaskAbandoned', data: cmd.data }];
    case 'Complete':
      if (s.phase === 'completed' && !s.expired) return [];
      if (s.phase !== 'processing' || s.expired) throw illegal(cmd, s);
      return [{ type: 'TaskCompleted', data: cmd.data }];
    case 'Fail':
      if (s.phase === 'failed' && !s.expired) return [];
      if (s.phase !== 'processing' || s.expired) throw illegal(cmd, s);
      return [{ type: 'TaskFailed', data: cmd.data }];
    case 'Cancel':
      if (s.expired || s.phase === 'abandoned') throw illegal(cmd, s);
      // A finished task keeps its outcome until expiry; there is nothing left to cancel.
      if (s.phase !== 'processing') return [];
      return [{ type: 'TaskCancelled', data: cmd.data }];
    case 'RecordDelivery': {
      if (s.expired || !ENDED.includes(s.phase)) throw illegal(cmd, s);
      if (!s.callback) throw new TaskStateError('no_callback', `task ${cmd.data.task_id} asked for no callback`);
      if (s.delivery) {
        if (s.delivery.delivered === cmd.delivered) return [];
        throw new TaskStateError('delivery_already_recorded', `task ${cmd.data.task_id}: the callback delivery is already recorded`);
      }
      return cmd.delivered ? [{ type: 'CallbackDelivered', data: cmd.data }] : [{ type: 'CallbackFailed', data: cmd.data }];
    }
    case 'RecordRedelivery': {
      if (s.expired || !ENDED.includes(s.phase)) throw illegal(cmd, s);
      if (!s.callback) throw new TaskStateError('no_callback', `task ${cmd.data.task_id} asked for no callback`);
      if (cmd.data.redelivery <= s.redeliveries) return []; // already recorded (a retried activity)
      return [{ type: 'CallbackRedelivered', data: cmd.data }];
    }
  }
}

/** Applies one event. Returns a new state; unknown event types are ignored (older readers, newer streams). */
export function evolve(s: TaskState, e: TaskEvent): TaskState {
  switch (e.type) {
    case 'TaskSubmitted':
      if (s.phase !== 'absent') return s;
      return {
        ...s,
        phase: 'processing',
        task_id: e.data.task_id,
        org_id: e.data.org_id,
        kind: e.data.kind,
        callback: e.data.callback,
        created_at: e.data.created_at,
        expires_at: e.data.expires_at,
      };
    case 'TaskCompleted':
      return { ...s, phase: 'completed', result_key: e.data.result_key };
    case 'TaskFailed':
      return { ...s, phase: 'failed', error: e.data.error, error_code: e.data.error_code };
    case 'TaskCancelled':
      return { ...s, phase: 'cancelled', error: CANCELLED_MESSAGE, error_code: 'cancelled' };
    case 'TaskAbandoned':
      return { ...s, phase: 'abandoned' };
    case 'CallbackDelivered':
      return { ...s, delivery: { delivered: true, http_status: e.data.http_status } };
    case 'CallbackFailed':
      return { ...s, delivery: { delivered: false, http_status: e.data.http_status } };
    case 'CallbackRedelivered':
      return { ...s, redeliveries: Math.max(s.redeliveries, e.data.redelivery) };
    case 'TaskExpired':
      return { ...s, expired: true };
    default:
      return s;
  }
}

export const foldTask = (events: TaskEvent[]): TaskState => events.reduce(evolve, initialTask());

export const CANCELLED_MESSAGE = 'The analysis was cancelled';

/** What polling shows an organisation: null when unknown, another organisation's, abandoned or expired. */
export interface TaskView {
  task_id: string;
  status: TaskStatus;
  result_key: string | null;
  error: string | null;
  error_code: string | null;
}

export function taskView(s: TaskState, orgId: string, now: Date): TaskView | null {
  if (s.phase === 'absent' || s.phase === 'abandoned' || s.expired || s.org_id !== orgId) return null;
  // The expiry timer may run a little late; the record is gone for clients at its expiry time regardless.
  if (s.expires_at !== null && Date.parse(s.expires_at) <= now.getTime()) return null;
  const status: TaskStatus = s.phase === 'cancelled' ? 'failed' : s.phase;
  return { task_id: s.task_id!, status, result_key: s.result_key, error: s.error, error_code: s.error_code };
}
