import { ActivityCancellationType, type ActivityOptions, type LocalActivityOptions } from '@temporalio/workflow';
import { FAILURE } from './types';

/** Retry profiles by failure kind. */

/** PDF work: a bad document fails at once; a crashed or overloaded worker is retried. */
export const EXTRACTION: ActivityOptions = {
  startToCloseTimeout: '5 minutes',
  // Activities heartbeat while they work, so a worker that dies is noticed in seconds, not minutes.
  heartbeatTimeout: '10s',
  retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '30s', maximumAttempts: 5, nonRetryableErrorTypes: [FAILURE.document] },
  // On a cancel, wait until the activity has stopped (it learns of the cancel on its next heartbeat and gives
  // up) before cleaning up: an extraction still running after the clean-up would write its statement into a
  // task that has already been deleted. The SDK's actual default (proto 0) is TRY_CANCEL, despite its docs.
  cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
};

/**
 * The whole analysis as a local activity (workflows from the `local-analysis` patch on): the EXTRACTION retries and
 * time limit, run by the worker inside the workflow task (the SDK keeps that task alive while it runs longer than
 * the workflow task timeout). A cancel reaches it in-process once the workflow sees it, at the latest when the SDK
 * extends the workflow task (every 8 s at the default 10 s task timeout); the workflow waits until it has stopped.
 */
export const LOCAL_ANALYSIS: LocalActivityOptions = {
  startToCloseTimeout: EXTRACTION.startToCloseTimeout,
  retry: EXTRACTION.retry,
  cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
};

/** Event store and blob writes: idempotent (stable event ids), so retried patiently through outages. */
export const LEDGER: ActivityOptions = {
  startToCloseTimeout: '30s',
  retry: { initialInterval: '500ms', backoffCoefficient: 2, maximumInterval: '1 minute' }, // unlimited attempts
};

/**
 * The ledger writes as local activities (workflows from the `local-steps` patch on): the same unlimited,
 * patient retries, run by the worker inside its workflow task, so a write costs no round trip through Temporal.
 * They are all idempotent, so the repeat a local activity may get after a worker restart changes nothing.
 */
export const LOCAL_LEDGER: LocalActivityOptions = {
  startToCloseTimeout: '30s',
  retry: LEDGER.retry,
};

/**
 * Building and sealing the callback's request (URL, body, signing secret) before its one POST: retried through
 * store outages (a database failover takes 30–120 s) for up to `CALLBACK_PREPARE_BUDGET`; a callback whose
 * request could not be prepared in that time is recorded `not_attempted` (nothing was sent).
 */
export const CALLBACK_PREPARE_BUDGET_MS = 10 * 60_000;
export const CALLBACK_PREPARE: ActivityOptions = {
  startToCloseTimeout: '30s',
  scheduleToCloseTimeout: CALLBACK_PREPARE_BUDGET_MS,
  retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '30s' },
};

/** `CALLBACK_PREPARE` as a local activity (idempotent: a request already prepared is kept as it is). */
export const LOCAL_CALLBACK_PREPARE: LocalActivityOptions = {
  startToCloseTimeout: '30s',
  scheduleToCloseTimeout: CALLBACK_PREPARE_BUDGET_MS,
  retry: CALLBACK_PREPARE.retry,
};

/** Preparing a redelivery the client is waiting for: the same retries, within 30 s. */
export const REDELIVERY_PREPARE: ActivityOptions = { ...CALLBACK_PREPARE, scheduleToCloseTimeout: '30s' };

/**
 * The callback's one POST of its prepared request: exactly one attempt, never retried by Temporal (spec: events
 * rule 1). It heartbeats (see `CALLBACK`). Its only read is the prepared request; when that read fails it throws
 * `CallbackNotAttempted` before connecting, and the workflow may try again within the prepare budget.
 */
export const CALLBACK_POST = (timeoutMs: number): ActivityOptions => ({
  startToCloseTimeout: timeoutMs + 20_000,
  heartbeatTimeout: '15s',
  retry: { maximumAttempts: 1 },
});

/**
 * Giving up a POST attempt that ended without reporting back (see `abandonCallbackAttempt`): a store write and
 * read, retried through store outages like the preparation.
 */
export const CALLBACK_ABANDON: ActivityOptions = CALLBACK_PREPARE;

/**
 * Before the payload was prepared by its own activity (workflows that reached their callback before the
 * `prepared-callback` patch): how long the callback activity may retry reading what it sends (URL, result, secret) before its one POST,
 * so a short store outage (PostgreSQL restarting) does not lose the callback.
 */
export const LEGACY_CALLBACK_READ_BUDGET_MS = 30_000;

/**
 * The callback as one activity (legacy, see above): exactly one attempt, never retried by any layer (spec: events rule 1). It heartbeats, so an
 * attempt whose worker died is declared lost after the heartbeat timeout rather than at start-to-close. The
 * timeout leaves a wide margin over the worker's heartbeat interval (1 s, see `maxHeartbeatThrottleInterval`
 * in `src/roots/analysis-worker.ts`): a live attempt on a busy machine must never be declared lost, since a
 * lost attempt is never sent again (a fault run with 5 s against the SDK's default 4 s throttle lost one).
 */
export const CALLBACK = (timeoutMs: number): ActivityOptions => ({
  startToCloseTimeout: LEGACY_CALLBACK_READ_BUDGET_MS + timeoutMs + 15_000,
  heartbeatTimeout: '15s',
  retry: { maximumAttempts: 1 },
});
