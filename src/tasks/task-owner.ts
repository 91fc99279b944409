import { createHash, randomUUID } from 'node:crypto';
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { CreditService } from '../credits/credit-service';
import type { SealedBlobs } from '../blobs/sealed-blobs';
import type { EventStore } from '../eventstore/port';
import type { ExtractedStatement } from '../domain/statement';
import { reserveCredit, uncharge, unavailableOr } from '../billing/billed';
import { ClientGoneError, ServiceUnavailableError } from '../domain/service-errors';
import { taskSubmitted, type TaskKind } from './task-events';
import { commandFor, handleTaskCommand } from './task-commands';
import { saveTaskFileNames } from './task-files';
import { SubmissionSettler, type Started } from './submission-settler';
import { ORG_ID, TASK_KIND, TASK_STATUS } from '../temporal/search-attributes';
import { analysisWorkflow } from '../../workflows/analysis-workflow';
import type { AnalysisTaskInput, TaskDocument } from '../../workflows/types';

export interface SubmittedFile {
  bytes: Buffer;
  password: string | undefined;
  /** Set when the API already extracted the file (combined submissions validate every file first). */
  statement?: ExtractedStatement;
  /** The uploaded file's name, shown in the dashboard's task list (sealed, see `task-files.ts`). */
  name?: string;
}

export interface Submission {
  orgId: string;
  kind: TaskKind;
  /** Named in the credit reservation, e.g. `POST /v1/api/analysis`. */
  endpoint: string;
  callbackUrl: string | null;
  /**
   * The document checks (probe, extraction): run after the credit is reserved, so an organisation without
   * credit gets its 402 before any expensive work. A throw releases the credit and is rethrown.
   */
  prepare(): Promise<SubmittedFile[]>;
  /** True once the client has disconnected: checked after `prepare`, a gone client is not charged. */
  isClientGone?: () => boolean;
  /**
   * Called once `prepare` is done, just before the client is checked for the last time: from here the task
   * is being started and charged, so a graceful stop must let the request answer (see `markCommitting`).
   */
  onCommit?: () => void;
}

export interface TaskOwnerLogger {
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface TaskOwnerDeps {
  temporal: Pick<Client, 'workflow'>;
  taskQueue: string;
  /** The analysis workflow's task timeout (`WORKFLOW_TASK_TIMEOUT_MS`); absent: Temporal's default (10 s). */
  workflowTaskTimeoutMs?: number;
  /**
   * Ask for eager workflow start: the start's response carries the first workflow task to a worker of this
   * process (`temporal` must then be a client over the worker's `NativeConnection`); without a worker here with
   * a free slot, the start is an ordinary one.
   */
  eagerStart?: boolean;
  credits: CreditService;
  blobs: SealedBlobs;
  store: EventStore;
  ttlSeconds: number;
  callbackTimeoutMs: number;
  clock?: () => Date;
  notifyProjector?: () => void;
  logger?: TaskOwnerLogger;
  /**
   * Delays of the background attempts to settle a submission whose start had an unknown outcome (Temporal
   * unreachable) or whose clean-up failed. Default: 5 s, 15 s, 30 s, 1, 2 and 5 min; after that the orphan
   * reaper settles it (see `SubmissionSettler`).
   */
  settleDelaysMs?: number[];
}

export const callbackUrlKey = (taskId: string) => `task/${taskId}/callback-url`;

/**
 * The one owner of a task until its workflow takes over: reserve one credit, run the document checks,
 * seal the inputs (PDFs, passwords, the callback URL), record `TaskSubmitted`, then start the workflow by
 * reference (id = task id) with one typed input. From then on the workflow owns the credit (it captures it
 * in `acceptTask`) and the inputs (it deletes them).
 *
 * Failures before the workflow owns the task release the credit and delete the inputs, and the client gets
 * no task id (a `503` when a backing service is unreachable). `TaskSubmitted` is recorded *before* the start,
 * so a started workflow never leaves a client with a `5xx`: once `start` returns, nothing else can fail.
 * When `start` fails, only Temporal saying the workflow does not exist (`WorkflowNotFoundError`) proves it
 * did not start; if Temporal cannot be asked, the credit and the inputs are left alone (the workflow, if it
 * started, owns them) and settled in the background, or by the orphan reaper.
 */
export class TaskOwner {
  private readonly settler: SubmissionSettler;

  constructor(private readonly deps: TaskOwnerDeps) {
    this.settler = new SubmissionSettler(deps);
  }

  async submit(s: Submission): Promise<{ taskId: string }> {
    const taskId = randomUUID();
    const reservationId = randomUUID();
    await reserveCredit(this.deps.credits, s.orgId, reservationId, taskId, s.endpoint);

    let files: SubmittedFile[];
    try {
      files = await s.prepare();
      s.onCommit?.();
      if (s.isClientGone?.()) throw new ClientGoneError();
    } catch (err) {
      const reason = err instanceof ClientGoneError ? 'client_disconnected' : 'request_failed';
      // A failed release is logged and counted, and left to the orphan reaper.
      await uncharge(this.deps.credits, s.orgId, reservationId, reason, (f) =>
        this.deps.logger?.error('releasing a failed submission credit failed; the orphan reaper releases it', {
          task_id: taskId,
          reservation_id: f.reservation_id,
          reason: (f.error as { code?: string }).code ?? (f.error as Error).message,
        }),
      );
      throw unavailableOr(err);
    }

    let input: AnalysisTaskInput;
    try {
      input = await this.seal(taskId, reservationId, s, files);
      await handleTaskCommand(this.deps.store, commandFor(taskSubmitted(input)));
    } catch (err) {
      await this.abandon(s.orgId, reservationId, taskId, 'submission_failed');
      throw unavailableOr(err);
    }

    try {
      await this.deps.temporal.workflow.start(analysisWorkflow, {
        taskQueue: this.deps.taskQueue,
        workflowId: taskId,
        args: [input],
        requestEagerStart: this.deps.eagerStart ?? false,
        ...(this.deps.workflowTaskTimeoutMs ? { workflowTaskTimeout: this.deps.workflowTaskTimeoutMs } : {}),
        typedSearchAttributes: [
          { key: ORG_ID, value: s.orgId },
          { key: TASK_STATUS, value: 'processing' },
          { key: TASK_KIND, value: s.kind },
        ],
        memo: { org_id: s.orgId, kind: s.kind, documents: files.length },
      });
    } catch (err) {
      // The id is ours alone: "already started" means an earlier attempt of this very call started it.
      const started: Started = err instanceof WorkflowExecutionAlreadyStartedError ? 'started' : await this.settler.wasStarted(taskId);
      if (started === 'started') return this.accepted(taskId);
      if (started === 'not_started') {
        await this.abandon(s.orgId, reservationId, taskId, 'workflow_not_started');
      } else {
        this.deps.logger?.warn('task start outcome unknown; settling in the background', { task_id: taskId });
        this.settleLater(s.orgId, reservationId, taskId, 0);
      }
      throw started === 'unknown' ? new ServiceUnavailableError() : unavailableOr(err);
    }
    return this.accepted(taskId);
  }

  private accepted(taskId: string): { taskId: string } {
    this.deps.notifyProjector?.();
    return { taskId };
  }

  private async seal(taskId: string, reservationId: string, s: Submission, files: SubmittedFile[]): Promise<AnalysisTaskInput> {
    const { blobs } = this.deps;
    const documents: TaskDocument[] = [];
    for (let i = 0; i < files.length; i++) {
      const f = files[i]!;
      const pdfKey = `task/${taskId}/input-${i}.pdf`;
      await blobs.putBytes(pdfKey, f.bytes);
      let passwordKey: string | null = null;
      if (f.password) {
        passwordKey = `task/${taskId}/input-${i}.password`;
        await blobs.putBytes(passwordKey, Buffer.from(f.password, 'utf8'));
      }
      let statementKey: string | null = null;
      if (f.statement) {
        statementKey = `task/${taskId}/statement-${i}.json`;
        await blobs.putJson(statementKey, f.statement);
      }
      documents.push({
        pdf_key: pdfKey,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
        password_key: passwordKey,
        statement_key: statementKey,
      });
    }
    let callbackKey: string | null = null;
    if (s.callbackUrl !== null) {
      callbackKey = callbackUrlKey(taskId);
      await blobs.putBytes(callbackKey, Buffer.from(s.callbackUrl, 'utf8'));
    }
    await saveTaskFileNames(
      blobs,
      taskId,
      files.map((f) => f.name ?? ''),
    );
    return {
      task_id: taskId,
      org_id: s.orgId,
      kind: s.kind,
      documents,
      callback_key: callbackKey,
      callback_timeout_ms: this.deps.callbackTimeoutMs,
      reservation_id: reservationId,
      created_at: (this.deps.clock ?? (() => new Date()))().toISOString(),
      ttl_seconds: this.deps.ttlSeconds,
    };
  }

  /** `SubmissionSettler.abandon`, retried in the background when a step fails (the store is down). */
  private async abandon(orgId: string, reservationId: string, taskId: string, reason: string, attempt = 0): Promise<void> {
    try {
      await this.settler.abandon(orgId, reservationId, taskId, reason);
    } catch (err) {
      this.deps.logger?.warn('abandoning a failed submission failed; retrying later', { task_id: taskId, error: (err as Error).message });
      this.retryLater(attempt, () => this.abandon(orgId, reservationId, taskId, reason, attempt + 1), taskId);
    }
  }

  /** Asks Temporal again later; abandons the submission once Temporal says the workflow does not exist. */
  private settleLater(orgId: string, reservationId: string, taskId: string, attempt: number): void {
    this.retryLater(
      attempt,
      async () => {
        const started = await this.settler.wasStarted(taskId);
        if (started === 'not_started') await this.abandon(orgId, reservationId, taskId, 'workflow_not_started');
        else if (started === 'unknown') this.settleLater(orgId, reservationId, taskId, attempt + 1);
      },
      taskId,
    );
  }

  private retryLater(attempt: number, run: () => Promise<void>, taskId: string): void {
    const delays = this.deps.settleDelaysMs ?? [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];
    const delay = delays[attempt];
    if (delay === undefined) {
      this.deps.logger?.error('gave up settling a failed submission; the orphan reaper settles it', { task_id: taskId });
      return;
    }
    setTimeout(
      () =>
        void run().catch((err: unknown) =>
          // A step that throws (Temporal asked, the store read) is logged with its reason; the reaper settles it.
          this.deps.logger?.error('settling a failed submission failed; the orphan reaper settles it', {
            task_id: taskId,
            reason: (err as { code?: string }).code ?? (err as Error).message,
          }),
        ),
      delay,
    ).unref();
  }
}
