import { WrongExpectedVersionError, type EventStore } from '../eventstore/port';
import { stableEventId } from '../eventstore/stable-id';
import { decide, foldTask, type TaskCommand, type TaskState } from './task-state';
import type { TaskEvent } from './task-events';

const streamOf = (taskId: string) => `task-${taskId}`;

/** The state of a task, folded from its stream (reads the store's own writes, never a read model). */
export async function loadTask(store: EventStore, taskId: string): Promise<{ state: TaskState; version: number }> {
  const recorded = await store.readStream(streamOf(taskId));
  const state = foldTask(recorded.map((e) => ({ type: e.type, data: e.data }) as TaskEvent));
  return { state, version: recorded.length ? recorded[recorded.length - 1]!.streamVersion : -1 };
}

/**
 * Decides `cmd` on the task's current state and appends the result with the version it was decided on.
 * Another writer appending first (the API and the workflow both record the submission) means: reload and
 * decide again. Event ids are stable per (task, event type), as each type occurs at most once per task (a
 * redelivery adds its number), so
 * even a lost acknowledgement retried elsewhere stores nothing twice.
 */
export async function handleTaskCommand(store: EventStore, cmd: TaskCommand, maxAttempts = 20): Promise<{ events: TaskEvent[]; state: TaskState }> {
  const stream = streamOf(cmd.data.task_id);
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadTask(store, cmd.data.task_id);
    const events = decide(cmd, state);
    if (events.length === 0) return { events, state };
    try {
      await store.append(
        stream,
        events.map((e) => ({ id: eventIdOf(stream, e), type: e.type, data: e.data })),
        version,
      );
      return { events, state };
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw err;
    }
  }
}

/** Stable per (task, event type); a redelivery, which may occur several times, adds its number. */
function eventIdOf(stream: string, e: TaskEvent): string {
  return e.type === 'CallbackRedelivered' ? stableEventId(stream, e.type, String(e.data.redelivery)) : stableEventId(stream, e.type);
}

/** The command that records `event` (for callers that build events, like the activities). */
export function commandFor(event: TaskEvent): TaskCommand {
  switch (event.type) {
    case 'TaskSubmitted':
      return { type: 'Submit', data: event.data };
    case 'TaskCompleted':
      return { type: 'Complete', data: event.data };
    case 'TaskFailed':
      return { type: 'Fail', data: event.data };
    case 'TaskCancelled':
      return { type: 'Cancel', data: event.data };
    case 'TaskAbandoned':
      return { type: 'Abandon', data: event.data };
    case 'CallbackDelivered':
      return { type: 'RecordDelivery', delivered: true, data: event.data };
    case 'CallbackFailed':
      return { type: 'RecordDelivery', delivered: false, data: event.data };
    case 'CallbackRedelivered':
      return { type: 'RecordRedelivery', data: event.data };
    case 'TaskExpired':
      return { type: 'Expire', data: event.data };
  }
}
