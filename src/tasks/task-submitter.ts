import { createHash, randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { CreditService } from '../credits/credit-service';
import type { SealedBlobs } from '../blobs/sealed-blobs';
import type { EventStore } from '../eventstore/port';
import type { ExtractedStatement } from '../domain/statement';
import type { TaskQueries } from './task-queries';
import { appendTaskEvent, taskSubmitted, type TaskKind } from './task-events';
import { saveTaskFileNames } from './task-files';
import { ORG_ID, TASK_KIND, TASK_STATUS } from '../temporal/search-attributes';
import type { AnalysisTaskInput, TaskDocument } from '../../workflows/types';

export interface SubmittedFile {
  bytes: Buffer;
  password: string | undefined;
  /** Set when the API already extracted the file (combined submissions validate every file first). */
  statement?: ExtractedStatement;
  /** The uploaded file's name, shown in the dashboard's task list (sealed, see `task-files.ts`). */
  name?: string;
}

export interface TaskSubmitterDeps {
  temporal: Client;
  taskQueue: string;
  credits: CreditService;
  blobs: SealedBlobs;
  store: EventStore;
  tasks: TaskQueries;
  ttlSeconds: number;
  callbackTimeoutMs: number;
  clock?: () => Date;
  notifyProjector?: () => void;
}

/**
 * Accepts a task: reserve one credit, seal the inputs into the blob store, start the workflow (id = task id)
 * and record `TaskSubmitted`. Anything failing before the workflow has started releases the reservation and
 * deletes what was stored, so a failed request consumes nothing and leaves nothing behind.
 */
export class TaskSubmitter {
  constructor(private readonly deps: TaskSubmitterDeps) {}

  /** Call after `reserve` succeeded; `reservationId` is released on failure. */
  async submit(orgId: string, reservationId: string, taskId: string, kind: TaskKind, files: SubmittedFile[], callbackUrl: string | null): Promise<void> {
    const d = this.deps;
    const createdAt = (d.clock ?? (() => new Date()))();
    try {
      const documents: TaskDocument[] = [];
      for (let i = 0; i < files.length; i++) {
        const f = files[i]!;
        const pdfKey = `task/${taskId}/input-${i}.pdf`;
        await d.blobs.putBytes(pdfKey, f.bytes);
        let passwordKey: string | null = null;
        if (f.password) {
          passwordKey = `task/${taskId}/input-${i}.password`;
          await d.blobs.putBytes(passwordKey, Buffer.from(f.password, 'utf8'));
        }
        let statementKey: string | null = null;
        if (f.statement) {
          statementKey = `task/${taskId}/statement-${i}.json`;
          await d.blobs.putJson(statementKey, f.statement);
        }
        documents.push({
          pdf_key: pdfKey,
          sha256: createHash('sha256').update(f.bytes).digest('hex'),
          password_key: passwordKey,
          statement_key: statementKey,
        });
      }
      await saveTaskFileNames(d.blobs, taskId, files.map((f) => f.name ?? ''));
      const input: AnalysisTaskInput = {
        task_id: taskId,
        org_id: orgId,
        kind,
        documents,
        callback_url: callbackUrl,
        reservation_id: reservationId,
        created_at: createdAt.toISOString(),
        ttl_seconds: d.ttlSeconds,
      };
      await d.temporal.workflow.start('analysisWorkflow', {
        taskQueue: d.taskQueue,
        workflowId: taskId,
        args: [input, d.callbackTimeoutMs],
        typedSearchAttributes: [
          { key: ORG_ID, value: orgId },
          { key: TASK_STATUS, value: 'processing' },
          { key: TASK_KIND, value: kind },
        ],
        memo: { org_id: orgId, kind, documents: files.length },
      });
      await appendTaskEvent(d.store, taskSubmitted(input));
    } catch (err) {
      await this.abandon(orgId, reservationId, taskId);
      throw err;
    }
    d.notifyProjector?.();
    // Read-your-writes: polling right after the 202 must find the task.
    await d.tasks.waitForStatus(taskId, ['processing', 'completed', 'failed'], 5_000);
  }

  private async abandon(orgId: string, reservationId: string, taskId: string): Promise<void> {
    const started = await this.deps.temporal.workflow
      .getHandle(taskId)
      .describe()
      .then(() => true)
      .catch(() => false);
    if (started) return; // the workflow owns the reservation and the inputs now
    await this.deps.blobs.deleteTask(taskId).catch(() => undefined);
    await this.deps.credits.release(orgId, reservationId, 'submission_failed');
  }

  static newTaskId(): string {
    return randomUUID();
  }
}
