import type { CreditService } from '../credits/credit-service';
import type { CreditQueries } from '../credits/credit-queries';
import type { Reservation } from '../credits/ledger';
import type { EventStore } from '../eventstore/port';
import { loadTask } from './task-commands';
import type { TaskState } from './task-state';
import type { SubmissionSettler, WorkflowPresence } from './submission-settler';

export interface OrphanReaperLogger {
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface OrphanReaperDeps {
  credits: CreditService;
  creditQueries: Pick<CreditQueries, 'orgsWithStaleReservations'>;
  store: EventStore;
  /** Null in a process without a Temporal client: the reservations of submitted tasks then wait for one that has it. */
  settler: SubmissionSettler | null;
  /** A reservation open longer than this is looked at (`RESERVATION_TIMEOUT_SECONDS`). */
  maxAgeMs: number;
  clock?: () => Date;
  logger?: OrphanReaperLogger;
}

/** What one pass did, by reservation id. */
export interface ReapReport {
  /** Released: a request that died, or a task whose workflow closed without capturing. */
  released: string[];
  /** Submissions whose workflow never started: credit released, inputs deleted, `TaskAbandoned`. */
  abandoned: string[];
  /** Held by a running workflow, which captures them. */
  left: string[];
  /** Temporal could not tell (or this process has no client): asked again next pass. */
  deferred: string[];
}

type Verdict = 'release' | 'abandon' | 'leave' | 'defer';

/**
 * Whether a stale reservation belongs to a submitted task that its workflow may still take over: the task
 * stream named by the reservation's `ref` holds this organisation's `TaskSubmitted` and nothing has ended
 * it. Any other reservation (a synchronous request, a submission that died before `TaskSubmitted`, a task
 * that already has its outcome) has nobody left to capture or release it.
 */
export function awaitsItsWorkflow(task: TaskState, orgId: string): boolean {
  return task.phase === 'processing' && !task.expired && task.org_id === orgId;
}

/** What to do with a stale task reservation, given what Temporal says about its workflow. */
export function verdictFor(presence: WorkflowPresence): Verdict {
  switch (presence) {
    case 'running':
      return 'leave'; // its first activity captures the credit
    case 'closed':
      return 'release'; // ended (terminated, timed out) before capturing: it never will
    case 'not_started':
      return 'abandon'; // the process that submitted it died before or during the start
    case 'unknown':
      return 'defer';
  }
}

/**
 * Settles reservations left open past the time limit. A synchronous request's reservation is released (its
 * request died). A submitted task's reservation is its workflow's to capture: it is left alone while the
 * workflow runs (a backlog is not an orphan), abandoned like a failed start when Temporal proves the
 * workflow never started, released when the workflow ended without capturing, and deferred while Temporal
 * cannot be asked. Safe to run in several processes at once: every step is idempotent.
 */
export class OrphanReaper {
  private warned = new Set<string>();

  constructor(private readonly deps: OrphanReaperDeps) {}

  async tick(): Promise<ReapReport> {
    const report: ReapReport = { released: [], abandoned: [], left: [], deferred: [] };
    const now = (this.deps.clock ?? (() => new Date()))();
    const cutoff = new Date(now.getTime() - this.deps.maxAgeMs).toISOString();
    for (const orgId of await this.deps.creditQueries.orgsWithStaleReservations(cutoff)) {
      for (const r of await this.deps.credits.staleReservations(orgId, this.deps.maxAgeMs)) {
        try {
          const verdict = await this.settle(orgId, r);
          if (verdict === 'release') report.released.push(r.reservation_id);
          else if (verdict === 'abandon') report.abandoned.push(r.reservation_id);
          else if (verdict === 'leave') report.left.push(r.reservation_id);
          else report.deferred.push(r.reservation_id);
        } catch (err) {
          // Captured meanwhile (reservation_captured), or a store that failed: looked at again next pass.
          if ((err as { code?: string }).code !== 'reservation_captured') {
            this.deps.logger?.error('settling a stale reservation failed', {
              org_id: orgId,
              reservation_id: r.reservation_id,
              error: (err as Error).message,
            });
          }
        }
      }
    }
    this.warned = new Set(report.deferred.filter((id) => this.warned.has(id)));
    if (report.released.length + report.abandoned.length > 0) {
      this.deps.logger?.warn('settled orphaned reservations', { released: report.released.length, abandoned: report.abandoned.length });
    }
    return report;
  }

  private async settle(orgId: string, r: Reservation): Promise<Verdict> {
    const { state: task } = await loadTask(this.deps.store, r.ref);
    if (!awaitsItsWorkflow(task, orgId)) {
      await this.deps.credits.release(orgId, r.reservation_id, 'orphaned_reservation');
      return 'release';
    }
    const settler = this.deps.settler;
    const verdict = settler ? verdictFor(await settler.presence(r.ref)) : 'defer';
    if (verdict === 'release') await this.deps.credits.release(orgId, r.reservation_id, 'workflow_closed');
    else if (verdict === 'abandon') await settler!.abandon(orgId, r.reservation_id, r.ref, 'workflow_not_started');
    else if (verdict === 'defer') this.warnOnce(orgId, r, settler ? 'Temporal cannot tell whether its workflow started' : 'no Temporal client here');
    return verdict;
  }

  private warnOnce(orgId: string, r: Reservation, why: string): void {
    if (this.warned.has(r.reservation_id)) return;
    this.warned.add(r.reservation_id);
    this.deps.logger?.warn(`stale reservation of a submitted task left open: ${why}`, {
      org_id: orgId,
      reservation_id: r.reservation_id,
      task_id: r.ref,
    });
  }
}
