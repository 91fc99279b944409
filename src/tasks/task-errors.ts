/** Named refusals of task operations; `src/http/domain-errors.ts` maps them to statuses. */

/** The task is unknown, another organisation's, abandoned or expired (as polling sees it). */
export class TaskNotFoundError extends Error {
  override readonly name = 'TaskNotFoundError';
  readonly code = 'not_found';
  constructor(message = 'Task not found or expired') {
    super(message);
  }
}

export type RedeliveryRefusalCode = 'task_processing' | 'task_expired' | 'callback_not_requested' | 'redelivery_in_progress';

/** A callback redelivery the task's state does not allow now (see `workflows/callback-redelivery.ts`). */
export class RedeliveryRefusedError extends Error {
  override readonly name = 'RedeliveryRefusedError';
  constructor(
    readonly code: RedeliveryRefusalCode,
    message: string,
  ) {
    super(message);
  }
}
