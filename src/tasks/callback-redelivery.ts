import { WorkflowNotFoundError, WorkflowUpdateFailedError, type Client } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { EventStore } from '../eventstore/port';
import { unavailableOr } from '../billing/billed';
import { loadTask } from './task-commands';
import { RedeliveryRefusedError, TaskNotFoundError, type RedeliveryRefusalCode } from './task-errors';
import { REDELIVERY_REFUSED, redeliverCallback } from '../../workflows/callback-redelivery';
import type { DeliveryOutcome } from '../../workflows/types';

export interface CallbackRedeliveryDeps {
  temporal: Pick<Client, 'workflow' | 'withDeadline'>;
  store: EventStore;
  /** The longest a redelivery may take: its preparation, the POST's own timeout and a margin. */
  deadlineMs: number;
  clock?: () => Date;
}

const REFUSALS = new Set<string>(Object.values(REDELIVERY_REFUSED));

/**
 * A redelivery of a task's callback that its organisation asked for (`POST /v1/api/analysis/{task_id}/callback`).
 * Free of credits. The task's own stream decides what the caller may know: another organisation's, unknown or
 * abandoned task is not found; a task without an outcome, without a callback or expired is refused. The POST
 * itself runs in the task's workflow (its `redeliverCallback` update), which makes one attempt at a time,
 * after the automatic one, and records it as a numbered `CallbackRedelivered`.
 */
export class CallbackRedelivery {
  constructor(private readonly deps: CallbackRedeliveryDeps) {}

  async redeliver(orgId: string, taskId: string): Promise<DeliveryOutcome> {
    const { state } = await loadTask(this.deps.store, taskId).catch((err: unknown) => {
      throw unavailableOr(err);
    });
    if (state.phase === 'absent' || state.phase === 'abandoned' || state.org_id !== orgId) throw new TaskNotFoundError();
    const now = (this.deps.clock ?? (() => new Date()))().getTime();
    if (state.expired || (state.expires_at !== null && Date.parse(state.expires_at) <= now)) {
      throw new RedeliveryRefusedError('task_expired', 'The task has expired: its result and callback are deleted');
    }
    if (state.phase === 'processing')
      throw new RedeliveryRefusedError('task_processing', 'The task has no outcome yet: its callback has not been sent');
    if (!state.callback) throw new RedeliveryRefusedError('callback_not_requested', 'The task was submitted without a callback_url');

    const handle = this.deps.temporal.workflow.getHandle(taskId);
    try {
      return await this.deps.temporal.withDeadline(Date.now() + this.deps.deadlineMs, () => handle.executeUpdate(redeliverCallback));
    } catch (err) {
      const cause = err instanceof WorkflowUpdateFailedError ? err.cause : undefined;
      if (cause instanceof ApplicationFailure && cause.type && REFUSALS.has(cause.type)) {
        throw new RedeliveryRefusedError(cause.type as RedeliveryRefusalCode, cause.message);
      }
      // The workflow has ended: its task expired (or was cancelled) a moment ago.
      if (err instanceof WorkflowNotFoundError) throw new RedeliveryRefusedError('task_expired', 'The task has expired');
      throw unavailableOr(err);
    }
  }
}
