import type { EventStore } from '../eventstore/port';
import { loadTask } from './task-commands';
import { taskView, type TaskView } from './task-state';

/**
 * Polling's view of one task, folded from its `task-<id>` stream: a task is found right after its `202`
 * and shows its outcome as soon as the workflow records it, whether the projector is running, lagging or
 * down. (The task list stays on the read model and is eventually consistent.)
 */
export class TaskReader {
  constructor(
    private readonly store: EventStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The task as its organisation sees it; null when unknown, another organisation's, abandoned or expired. */
  async find(orgId: string, taskId: string): Promise<TaskView | null> {
    const { state } = await loadTask(this.store, taskId);
    return taskView(state, orgId, this.clock());
  }
}
