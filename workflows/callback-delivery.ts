import {
  ActivityFailure,
  ApplicationFailure,
  log,
  patched,
  proxyActivities,
  proxyLocalActivities,
  sleep,
  uuid4,
  type ActivityOptions,
} from '@temporalio/workflow';
import type { AnalysisActivities } from '../activities/analysis-activities';
import {
  CALLBACK,
  CALLBACK_ABANDON,
  CALLBACK_POST,
  CALLBACK_PREPARE,
  CALLBACK_PREPARE_BUDGET_MS,
  LOCAL_CALLBACK_PREPARE,
  REDELIVERY_PREPARE,
} from './activity-profiles';
import { FAILURE, type AnalysisTaskInput, type DeliveryOutcome, type PostedCallback, type TaskOutcome } from './types';

/** Marks histories whose callback is prepared by its own activity before the single POST. */
export const PREPARED_CALLBACK_PATCH = 'prepared-callback';
/** Marks histories whose POST attempts claim a key before connecting (so a dead attempt that sent nothing is told apart). */
export const CLAIMED_ATTEMPT_PATCH = 'claimed-callback-attempt';

/** Nothing was sent: the request could not be prepared, or read by the attempt, within the budget. */
export const NOT_ATTEMPTED: DeliveryOutcome = { delivered: false, http_status: null, reason: 'not_attempted' };
/** The attempt ended without reporting back (e.g. its worker died): it may or may not have been received. */
export const ATTEMPT_LOST: DeliveryOutcome = { delivered: false, http_status: null, reason: 'attempt_lost' };

/** How the automatic delivery runs in workflows of the latency designs. */
export interface DeliveryPlan {
  /** The request was prepared already (by the analysis): its key. Otherwise it is prepared here. */
  preparedKey?: string;
  /** The POST activity records its outcome and discards the inputs itself (`lean-steps`): see `PostedCallback`. */
  settle?: boolean;
  /** The workflow's history is of a design newer than `CLAIMED_ATTEMPT_PATCH` (`lean-steps`): claims without asking. */
  claimsImplied?: boolean;
}

/**
 * The automatic delivery: exactly one POST (spec: events rule 1). With `localPrepare` (workflows from the
 * `local-steps` patch on) the request is prepared by a local activity, unless `plan.preparedKey` says it was
 * prepared already; older histories prepare it with a normal one, or take the one-activity path. The POST is
 * always a normal activity with one attempt: a local activity could run again after a worker restart.
 */
export async function deliverOnce(
  input: AnalysisTaskInput,
  outcome: TaskOutcome,
  timeoutMs: number,
  localPrepare = false,
  plan: DeliveryPlan = {},
): Promise<PostedCallback> {
  if (localPrepare)
    return deliverPrepared(input, outcome, timeoutMs, {
      prepare: LOCAL_CALLBACK_PREPARE,
      local: true,
      budgetMs: CALLBACK_PREPARE_BUDGET_MS,
      ...plan,
    });
  if (!patched(PREPARED_CALLBACK_PATCH)) return deliverInOneActivity(input, outcome, timeoutMs);
  return deliverPrepared(input, outcome, timeoutMs, { prepare: CALLBACK_PREPARE, budgetMs: CALLBACK_PREPARE_BUDGET_MS });
}

/** A redelivery the client asked for: one POST, answered while the client waits (a short preparation budget). */
export function redeliver(input: AnalysisTaskInput, outcome: TaskOutcome, timeoutMs: number, claimsImplied = false): Promise<DeliveryOutcome> {
  return deliverPrepared(input, outcome, timeoutMs, { prepare: REDELIVERY_PREPARE, budgetMs: 0, claimsImplied });
}

/**
 * Prepares the request (retried through store outages), then makes one POST. A POST that could not even read
 * its prepared request sent nothing (`CallbackNotAttempted`), so it is tried again, with back-off, until
 * `budget.budgetMs` has passed (then `not_attempted`). Each attempt claims its own key before it connects; when
 * an attempt ends without reporting back (its worker died), `abandonCallbackAttempt` takes the claim if the
 * attempt never did — it sent nothing and can no longer start, so it is tried again like the above — and
 * otherwise the outcome is unknown (`attempt_lost`) and the POST is never repeated.
 */
async function deliverPrepared(
  input: AnalysisTaskInput,
  outcome: TaskOutcome,
  timeoutMs: number,
  budget: { prepare: ActivityOptions; local?: boolean; budgetMs: number } & DeliveryPlan,
): Promise<PostedCallback> {
  const deadline = Date.now() + budget.budgetMs;
  let requestKey: string | null;
  try {
    const preparer = budget.local ? proxyLocalActivities<AnalysisActivities>(budget.prepare) : proxyActivities<AnalysisActivities>(budget.prepare);
    requestKey = budget.preparedKey ?? (await preparer.prepareCallback(input, outcome));
  } catch (err) {
    log.warn('callback not attempted: its request could not be prepared', { task_id: input.task_id, error: messageOf(err) });
    return NOT_ATTEMPTED;
  }
  if (requestKey === null) return { delivered: false, http_status: null, reason: 'callback_url_missing' };
  const poster = proxyActivities<AnalysisActivities>(CALLBACK_POST(timeoutMs));
  const claims = budget.claimsImplied === true || patched(CLAIMED_ATTEMPT_PATCH);
  for (let wait = 1000; ; wait = Math.min(wait * 2, 30_000)) {
    const attemptKey = claims ? `task/${input.task_id}/callback-attempt-${uuid4()}.json` : undefined;
    try {
      if (budget.settle) return await poster.postCallback(input, requestKey, attemptKey, { settle: true });
      return await (attemptKey ? poster.postCallback(input, requestKey, attemptKey) : poster.postCallback(input, requestKey));
    } catch (err) {
      if (!isNotAttempted(err) && !(attemptKey && (await neverStarted(input, attemptKey, err)))) {
        log.warn('callback attempt lost: its outcome is unknown', { task_id: input.task_id, error: messageOf(err) });
        return ATTEMPT_LOST;
      }
      if (Date.now() + wait > deadline) {
        log.warn('callback not attempted: its request could not be read in time', { task_id: input.task_id, error: messageOf(err) });
        return NOT_ATTEMPTED;
      }
      await sleep(wait);
    }
  }
}

/** True when the attempt that failed with `err` had not claimed `attemptKey` (now taken for it): nothing was sent. */
async function neverStarted(input: AnalysisTaskInput, attemptKey: string, err: unknown): Promise<boolean> {
  try {
    const state = await proxyActivities<AnalysisActivities>(CALLBACK_ABANDON).abandonCallbackAttempt(attemptKey);
    if (state === 'abandoned') log.warn('callback attempt ended before it started: trying again', { task_id: input.task_id, error: messageOf(err) });
    return state === 'abandoned';
  } catch {
    return false; // the claim could not be read: the outcome stays unknown
  }
}

/** The single-activity delivery of histories recorded before the patch (reads and POSTs in one attempt). */
async function deliverInOneActivity(input: AnalysisTaskInput, outcome: TaskOutcome, timeoutMs: number): Promise<DeliveryOutcome> {
  const callback = proxyActivities<AnalysisActivities>(CALLBACK(timeoutMs));
  try {
    return await callback.deliverCallback(input, outcome);
  } catch {
    return ATTEMPT_LOST;
  }
}

function isNotAttempted(err: unknown): boolean {
  return err instanceof ActivityFailure && err.cause instanceof ApplicationFailure && err.cause.type === FAILURE.callbackNotAttempted;
}

function messageOf(err: unknown): string {
  const cause = err instanceof ActivityFailure && err.cause ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}
