import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { CreditService } from '../credits/credit-service';
import type { SealedBlobs } from '../blobs/sealed-blobs';
import type { EventStore } from '../eventstore/port';
import { handleTaskCommand } from './task-commands';

/** Whether a submission's workflow exists: only Temporal saying "not found" proves it never started. */
export type Started = 'started' | 'not_started' | 'unknown';

/** `started`, split into a workflow that may still capture its credit and one that never will. */
export type WorkflowPresence = 'running' | 'closed' | 'not_started' | 'unknown';

export interface SubmissionSettlerDeps {
  temporal: Pick<Client, 'workflow'>;
  credits: CreditService;
  blobs: SealedBlobs;
  store: EventStore;
  clock?: () => Date;
}

/**
 * Settles a submission whose workflow start may not have happened (the start failed, or the process that
 * made it died): asks Temporal whether the workflow exists (workflow id = task id) and, once Temporal proves
 * it does not, abandons the submission. Shared by the task owner (right after a failed start, then in the
 * background) and the orphan reaper (for a stale reservation of a submitted task).
 */
export class SubmissionSettler {
  constructor(private readonly deps: SubmissionSettlerDeps) {}

  async wasStarted(taskId: string): Promise<Started> {
    const presence = await this.presence(taskId);
    return presence === 'running' || presence === 'closed' ? 'started' : presence;
  }

  /** Describes the workflow; any failure but `WorkflowNotFoundError` (Temporal unreachable, ...) is `unknown`. */
  async presence(taskId: string): Promise<WorkflowPresence> {
    try {
      const desc = await this.deps.temporal.workflow.getHandle(taskId).describe();
      return desc.status.name === 'RUNNING' ? 'running' : 'closed';
    } catch (err) {
      return err instanceof WorkflowNotFoundError ? 'not_started' : 'unknown';
    }
  }

  /**
   * Undoes a submission whose workflow never started: release the credit, delete the sealed inputs (PDFs,
   * passwords, callback URL), close the task stream with `TaskAbandoned` (polling then answers 404). Each
   * step is idempotent, so a caller whose attempt failed half-way (it throws) simply tries again.
   */
  async abandon(orgId: string, reservationId: string, taskId: string, reason: string): Promise<void> {
    await this.deps.credits.release(orgId, reservationId, reason);
    await this.deps.blobs.deleteTask(taskId);
    const at = (this.deps.clock ?? (() => new Date()))().toISOString();
    await handleTaskCommand(this.deps.store, { type: 'Abandon', data: { task_id: taskId, org_id: orgId, reason, at } });
  }
}
