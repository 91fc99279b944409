import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  condition,
  isCancellation,
  log,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  sleep,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { AnalysisActivities } from '../activities/analysis-activities';
import { EXTRACTION, LEDGER, LOCAL_ANALYSIS, LOCAL_LEDGER } from './activity-profiles';
import { deliverOnce, redeliver } from './callback-delivery';
import { REDELIVERY_REFUSED, redeliverCallback, refuseRedelivery } from './callback-redelivery';
import { TASK_STATUS } from '../src/temporal/search-attributes';
import { callbackTimeoutOf, wantsCallback, type RecordedTaskInput } from './recorded-input';
import { FAILURE, type AnalysisTaskInput, type TaskOutcome } from './types';

const extraction = proxyActivities<AnalysisActivities>(EXTRACTION);
const remoteLedger = proxyActivities<AnalysisActivities>(LEDGER);
const localLedger = proxyLocalActivities<AnalysisActivities>(LOCAL_LEDGER);
const localAnalysis = proxyLocalActivities<AnalysisActivities>(LOCAL_ANALYSIS);
type Ledger = typeof remoteLedger;

/**
 * Marks histories of the latency design: the ledger writes (accept, outcome, delivery record, clean-up,
 * expiry) and the callback's preparation are local activities, the whole analysis is one `analyseTask`
 * activity that records the completed outcome itself. Older histories replay the step-per-activity path.
 */
export const LOCAL_STEPS_PATCH = 'local-steps';

/**
 * Marks histories of the leaner design on top of `local-steps`: the analysis also prepares the callback
 * request from the result in hand, and the automatic POST activity records its outcome and discards the inputs
 * itself, so a task with a callback runs one local activity (accept) where it ran four; whatever one of them
 * could not do, the workflow does with the local activity as before. A new history records this patch alone:
 * `local-steps` and `claimed-callback-attempt` are implied and not asked, so they add no marker nor
 * `TemporalChangeVersion` search-attribute update each.
 */
export const LEAN_STEPS_PATCH = 'lean-steps';

/**
 * Marks histories where `analyseTask` also accepts the task (records the submission, captures the credit) before
 * it reads anything, instead of an `acceptTask` local activity ahead of it: the first workflow task schedules the
 * analysis at once (no local activity, no marker, no wait for two ledger writes before the work starts). When the
 * analysis does not complete (a document error, retries spent, a cancel before or while it ran), the workflow
 * accepts the task with the local activity as before (idempotent) before it records the outcome; a refusal of
 * the task's state machine at either place means the submission was abandoned. A new history records this patch
 * alone: `lean-steps` and the older ones are implied.
 */
export const ACCEPT_IN_ANALYSIS_PATCH = 'accept-in-analysis';

/**
 * Marks histories where `analyseTask` (which accepts the task, as with `accept-in-analysis`) is a local activity
 * run inside the first workflow task instead of a normal activity (see `analysisWorkflow`). A new history records
 * this patch alone: `accept-in-analysis` and the older ones are implied.
 */
export const LOCAL_ANALYSIS_PATCH = 'local-analysis';

/** The outcome recorded (and called back) when the task is cancelled before its analysis finished. */
export const CANCELLED: TaskOutcome = { status: 'failed', error: 'The analysis was cancelled', error_code: 'cancelled' };

/** The result of a run whose task had been abandoned before it started. */
const GONE: TaskOutcome = { status: 'failed', error: 'The task is no longer active', error_code: 'task_gone' };

/**
 * One analysis task (workflow id = task id): accept (capture the reserved credit), extract, analyse, record
 * the outcome, deliver the callback once, discard the inputs, and expire everything at the TTL.
 *
 * A cancel interrupts only the analysis and the wait for expiry. Everything else runs in non-cancellable
 * scopes, so a cancelled task still records an outcome (`cancelled`), calls back when a callback was asked
 * for, discards its inputs and expires at once: nothing sealed (PDF, password, callback URL) outlives it.
 * The workflow then ends as cancelled.
 *
 * Once the outcome is recorded and the automatic callback made, the client may ask for redeliveries
 * (`redeliverCallback` update, one at a time) until the task expires; expiry waits for one that is running.
 *
 * Latency (`local-steps` patch): the short steps run as local activities inside the workflow task, and the
 * analysis is one normal activity that records `TaskCompleted` as soon as the result is stored, so polling
 * shows the outcome one activity after the start. The callback's POST stays a normal activity with one attempt.
 * CPU (`lean-steps` patch): the analysis also prepares the callback, and the POST activity records its outcome
 * and discards the inputs, so the steps around the callback cost no local activity each.
 *
 * Round trips (`local-analysis` patch): `analyseTask` (which accepts the
 * task, as with `accept-in-analysis`) is a local activity run inside the first workflow task instead of a normal
 * activity: no activity task, no round trip through Temporal and no workflow task of its own; the workflow task
 * that ran it schedules the callback's POST (or the clean-up) as soon as it returns. A task with a callback costs
 * two workflow tasks and one activity task (the POST) before its expiry timer. The analysis
 * is idempotent (stable event ids, overwriting blob writes, the credit captured once per reservation), so the
 * repeat a local activity may get after a worker restart changes nothing.
 *
 * `legacyCallbackTimeoutMs`: histories recorded before the input carried `callback_timeout_ms` were started
 * with it as a second argument; new code starts the workflow with the input alone.
 */
export async function analysisWorkflow(input: AnalysisTaskInput, legacyCallbackTimeoutMs?: number): Promise<TaskOutcome> {
  const recorded: RecordedTaskInput = input;
  // Newest design first: a new history records `local-analysis` alone, which implies the older patches.
  const analysisIsLocal = patched(LOCAL_ANALYSIS_PATCH);
  const acceptInAnalysis = analysisIsLocal || patched(ACCEPT_IN_ANALYSIS_PATCH);
  const lean = acceptInAnalysis || patched(LEAN_STEPS_PATCH);
  const localSteps = lean || patched(LOCAL_STEPS_PATCH);
  const ledger: Ledger = localSteps ? localLedger : remoteLedger;
  const callbackTimeoutMs = callbackTimeoutOf(recorded, legacyCallbackTimeoutMs);
  // `outcome`: recorded (polling shows it); `settled`: the automatic callback made and the inputs dropped.
  const redelivery = { outcome: null as TaskOutcome | null, settled: false, expiring: false, running: false, count: 0 };
  setHandler(
    redeliverCallback,
    async () => {
      redelivery.running = true;
      try {
        const n = ++redelivery.count;
        return await CancellationScope.nonCancellable(async () => {
          await condition(() => redelivery.settled); // after the automatic attempt, never beside it
          const d = await redeliver(input, redelivery.outcome!, callbackTimeoutMs, lean);
          await record(input, 'redelivery', () => ledger.recordRedelivery(input, n, d));
          return d;
        });
      } finally {
        redelivery.running = false;
      }
    },
    {
      validator: () => {
        if (redelivery.expiring) refuseRedelivery(REDELIVERY_REFUSED.expired, 'The task has expired');
        if (redelivery.outcome === null) refuseRedelivery(REDELIVERY_REFUSED.processing, 'The task has no outcome yet');
        if (!wantsCallback(recorded)) refuseRedelivery(REDELIVERY_REFUSED.noCallback, 'The task was submitted without a callback_url');
        if (redelivery.running) refuseRedelivery(REDELIVERY_REFUSED.busy, 'A redelivery of this callback is already running');
      },
    },
  );
  const expireAfterRedelivery = async () => {
    redelivery.expiring = true;
    if (redelivery.running) await condition(() => !redelivery.running);
    await expire(input, ledger);
  };
  // The submission was abandoned before this run (the client got no task id and no credit was taken):
  // nothing to analyse or bill, only the inputs to delete.
  const abandoned = async (): Promise<TaskOutcome> => {
    log.warn('task refused by its state machine; expiring it', { task_id: input.task_id });
    redelivery.expiring = true;
    await CancellationScope.nonCancellable(async () => {
      await ledger.discardInputs(input);
      await expire(input, ledger);
    });
    return GONE;
  };
  /** Accepts the task with the (patiently retried, idempotent) local activity; false when it was refused. */
  const accept = async (): Promise<boolean> => {
    try {
      await CancellationScope.nonCancellable(() => ledger.acceptTask(input));
      return true;
    } catch (err) {
      if (!isTaskStateFailure(err)) throw err;
      return false;
    }
  };
  if (!acceptInAnalysis && !(await accept())) return abandoned();

  let cancel: unknown = null;
  let outcome: TaskOutcome;
  let alreadyRecorded = false;
  let preparedKey: string | undefined;
  let analysed = false;
  try {
    if (localSteps) {
      const prepare = lean && wantsCallback(recorded);
      const {
        recorded: wasRecorded,
        callback_request_key,
        ...completed
      } = await (acceptInAnalysis
        ? (analysisIsLocal ? localAnalysis : extraction).analyseTask(input, { accept: true, ...(prepare ? { prepare_callback: true } : {}) })
        : prepare
          ? extraction.analyseTask(input, { prepare_callback: true })
          : extraction.analyseTask(input));
      outcome = completed;
      alreadyRecorded = wasRecorded;
      preparedKey = callback_request_key ?? undefined;
      analysed = true;
    } else {
      outcome = await analyse(input);
    }
  } catch (err) {
    // With `accept-in-analysis`, the analysis's only record that the state machine may refuse is the accept.
    if (acceptInAnalysis && isTaskStateFailure(err)) return abandoned();
    if (isCancellation(err)) {
      cancel = err;
      outcome = CANCELLED;
    } else {
      outcome = outcomeOfFailure(err);
    }
  }
  // The analysis may have ended before it accepted the task: accept it before its outcome is recorded.
  if (acceptInAnalysis && !analysed && !(await accept())) return abandoned();

  const recordedOutcome = outcome;
  await CancellationScope.nonCancellable(() =>
    settle(
      input,
      recordedOutcome,
      { ledger, localSteps, lean, alreadyRecorded, preparedKey, callback: wantsCallback(recorded), callbackTimeoutMs },
      () => (redelivery.outcome = recordedOutcome),
    ),
  );
  redelivery.settled = true;

  if (cancel === null) {
    try {
      await sleepUntilExpiry(input);
    } catch (err) {
      if (!isCancellation(err)) throw err;
      cancel = err; // cancelled while waiting: expire now
    }
  }
  await CancellationScope.nonCancellable(expireAfterRedelivery);
  if (cancel !== null) throw cancel;
  return outcome;
}

async function analyse(input: AnalysisTaskInput): Promise<TaskOutcome> {
  const statementKeys: string[] = [];
  for (let i = 0; i < input.documents.length; i++) {
    const ref = await extraction.extractDocument(input.task_id, i, input.documents[i]!, input.org_id);
    statementKeys.push(ref.statement_key);
  }
  const resultKey = await extraction.analyse(input.task_id, input.kind, statementKeys);
  return { status: 'completed', result_key: resultKey };
}

interface SettleOptions {
  ledger: Ledger;
  /** The `local-steps` design (see `LOCAL_STEPS_PATCH`). */
  localSteps: boolean;
  /** The `lean-steps` design (see `LEAN_STEPS_PATCH`): the POST records its outcome and discards the inputs. */
  lean: boolean;
  /** The analysis recorded the outcome itself. */
  alreadyRecorded: boolean;
  /** The callback request the analysis prepared, if it did. */
  preparedKey?: string;
  callback: boolean;
  callbackTimeoutMs: number;
}

/**
 * Records the outcome (unless the analysis did), makes the single callback attempt when one was asked for,
 * and drops the inputs. The search attribute is updated in the same workflow task as what follows it.
 */
async function settle(input: AnalysisTaskInput, outcome: TaskOutcome, o: SettleOptions, onRecorded: () => void): Promise<void> {
  if (!o.alreadyRecorded) await record(input, 'outcome', () => o.ledger.recordOutcome(input, outcome));
  onRecorded();
  upsertSearchAttributes([{ key: TASK_STATUS, value: outcome.status }]);
  let discarded = false;
  if (o.callback) {
    const {
      recorded,
      discarded: dropped,
      ...delivery
    } = await deliverOnce(input, outcome, o.callbackTimeoutMs, o.localSteps, {
      preparedKey: o.preparedKey,
      settle: o.lean,
      claimsImplied: o.lean,
    });
    if (!recorded) await record(input, 'delivery', () => o.ledger.recordDelivery(input, delivery));
    discarded = dropped === true;
  }
  if (!discarded) await o.ledger.discardInputs(input);
}

/**
 * Ledger writes retry until they land (LEDGER profile); one the task's state machine refuses is final, and
 * the task still goes on to its clean-up.
 */
async function record(input: AnalysisTaskInput, what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (!isTaskStateFailure(err)) throw err;
    log.warn(`task ${what} refused by its state machine`, { task_id: input.task_id, reason: (causeOf(err) as Error).message });
  }
}

/** A failure's cause: a normal activity's comes wrapped in an `ActivityFailure`, a local one's may come bare. */
const causeOf = (err: unknown): unknown => (err instanceof ActivityFailure ? err.cause : err);

function isTaskStateFailure(err: unknown): boolean {
  const cause = causeOf(err);
  return cause instanceof ApplicationFailure && cause.type === FAILURE.taskState;
}

async function sleepUntilExpiry(input: AnalysisTaskInput): Promise<void> {
  const wait = Date.parse(input.created_at) + input.ttl_seconds * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
}

async function expire(input: AnalysisTaskInput, ledger: Ledger): Promise<void> {
  await record(input, 'expiry', () => ledger.expireTask(input));
  upsertSearchAttributes([{ key: TASK_STATUS, value: 'expired' }]);
  log.info('task expired', { task_id: input.task_id });
}

/**
 * A failure's human-readable reason: a document error's own message, a generic one for anything else
 * (retries exhausted on an extractor that kept dying is our fault, never the customer's document's).
 */
function outcomeOfFailure(err: unknown): TaskOutcome {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure && cause.type === FAILURE.document) {
    const code = typeof cause.details?.[0] === 'string' ? (cause.details[0] as string) : 'document_error';
    return { status: 'failed', error: cause.message, error_code: code };
  }
  return { status: 'failed', error: 'The statement could not be analysed because of an internal error', error_code: 'internal_error' };
}
