import { ApplicationFailure, Context, log } from '@temporalio/activity';
import type { EventStore } from '../src/eventstore/port';
import type { CreditService } from '../src/credits/credit-service';
import type { SealedBlobs } from '../src/blobs/sealed-blobs';
import { appendTaskEvent as appendStableTaskEvent, taskSubmitted, type TaskEvent } from '../src/tasks/task-events';
import { TaskStateError } from '../src/tasks/task-state';
import { saveTaskSummary } from '../src/tasks/task-summary-store';
import type { ExtractedStatement } from '../src/domain/statement';
import { deliverCallback, type CallbackRequest, type HostResolver } from '../src/callbacks/deliver';
import { heartbeatWhile } from './heartbeat';
import { documentErrorCode, engineMessage, failureMessage } from '../src/documents/error-catalogue';
import type { DocumentReader } from '../src/documents/reader';
import type { RecordedTaskInput } from '../workflows/recorded-input';
import { LEGACY_CALLBACK_READ_BUDGET_MS } from '../workflows/activity-profiles';
import { readPatiently, throughOutage } from './read-patiently';
import {
  FAILURE,
  type AnalysisTaskInput,
  type AnalysedTask,
  type AnalyseTaskOptions,
  type DeliveryOutcome,
  type PostCallbackOptions,
  type PostedCallback,
  type ExtractedRef,
  type TaskDocument,
  type TaskKind,
  type TaskOutcome,
} from '../workflows/types';

export interface StatementAnalyser {
  analyseSingle(statement: ExtractedStatement): unknown;
  analyseCombined(statements: ExtractedStatement[]): unknown;
}

export interface AnalysisActivityDeps {
  store: EventStore;
  credits: CreditService;
  blobs: SealedBlobs;
  /** Reads the PDFs (the background lane of the extractor pool in the worker). */
  reader: Pick<DocumentReader, 'extract'>;
  analyser: StatementAnalyser;
  callbackSecret(orgId: string): Promise<string | null>;
  /** The callback's time budget for inputs recorded before they carried `callback_timeout_ms`. */
  callbackTimeoutMs: number;
  callbackAllowPrivateNetworks: boolean;
  /** How callback host names are resolved (default: the system resolver). */
  resolveHost?: HostResolver;
  clock?: () => Date;
  /** Wakes the in-process projector after an append (optional). */
  notifyProjector?: () => void;
}

/** The fairness bucket of extraction calls recorded before the workflow passed the organisation. */
const UNKNOWN_ORG = 'unknown-org';

/** `error_code` of the outcome the workflow records when it is cancelled (recorded as `TaskCancelled`). */
const CANCELLED_CODE = 'cancelled';

const resultKey = (taskId: string) => `task/${taskId}/result.json`;
const statementKey = (taskId: string, i: number) => `task/${taskId}/statement-${i}.json`;
/** The callback request as it will be sent (URL, body, signing secret), sealed; kept until expiry for redelivery. */
const ATTEMPT_STARTED = { state: 'started' } as const;
const ATTEMPT_ABANDONED = { state: 'abandoned' } as const;

export const callbackRequestKey = (taskId: string) => `task/${taskId}/callback-request.json`;

/** What `prepareCallback` seals: everything the one POST needs, so the attempt itself reads nothing else. */
interface PreparedCallback {
  url: string;
  body: string;
  secret: string | null;
  timeout_ms: number;
}

/**
 * Activities are thin adapters between the workflow and the domain modules and ports. Every write is
 * idempotent (stable event ids, overwriting blob puts, deletes), so a retried activity changes nothing twice.
 * None waits for a read model: polling folds the task stream itself, so a projector that is down never
 * stalls a task.
 */
export function createAnalysisActivities(deps: AnalysisActivityDeps) {
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();

  /**
   * Records a task event through the task's state machine. Repeating a recorded event is a no-op; a
   * transition the task's state forbids (e.g. it expired, or its submission was abandoned) will never
   * succeed, so it fails the activity without retries.
   */
  async function appendTaskEvent(event: TaskEvent): Promise<void> {
    try {
      await appendStableTaskEvent(deps.store, event);
    } catch (err) {
      if (err instanceof TaskStateError) throw ApplicationFailure.nonRetryable(err.message, FAILURE.taskState, err.code);
      throw err;
    }
    deps.notifyProjector?.();
  }

  /**
   * What the callback sends, or null when its sealed URL is gone. Inputs recorded before sealing carry the URL.
   * `result`: the completed outcome's result when the caller has it in hand (else it is read back).
   */
  async function callbackRequest(input: AnalysisTaskInput, outcome: TaskOutcome, result?: unknown): Promise<CallbackRequest | null> {
    const recorded: RecordedTaskInput = input;
    const url = recorded.callback_key ? (await deps.blobs.getBytes(recorded.callback_key))?.toString('utf8') : recorded.callback_url;
    if (!url) return null;
    const payload =
      outcome.status === 'completed'
        ? { status: 'completed', task_id: input.task_id, result: result ?? (await deps.blobs.getJson(outcome.result_key)) }
        : { status: 'failed', task_id: input.task_id, error: outcome.error };
    return {
      url,
      taskId: input.task_id,
      body: JSON.stringify(payload),
      secret: await deps.callbackSecret(input.org_id),
      timeoutMs: recorded.callback_timeout_ms ?? deps.callbackTimeoutMs,
      allowPrivateNetworks: deps.callbackAllowPrivateNetworks,
      resolve: deps.resolveHost,
    };
  }

  /** The event that records `outcome`. */
  function outcomeEvent(input: AnalysisTaskInput, outcome: TaskOutcome): TaskEvent {
    const base = { task_id: input.task_id, org_id: input.org_id, at: now() };
    if (outcome.status === 'completed') return { type: 'TaskCompleted', data: { ...base, result_key: outcome.result_key } };
    if (outcome.error_code === CANCELLED_CODE) return { type: 'TaskCancelled', data: { ...base, reason: 'workflow_cancelled' } };
    return { type: 'TaskFailed', data: { ...base, error: outcome.error, error_code: outcome.error_code } };
  }

  /** Reads one document's statement: extracted by the API already (combined validation), or extracted here. */
  async function readStatement(index: number, doc: TaskDocument, orgId: string): Promise<ExtractedStatement> {
    if (doc.statement_key) {
      const s = await throughOutage(() => deps.blobs.getJson<ExtractedStatement>(doc.statement_key!));
      if (!s) throw ApplicationFailure.nonRetryable('The extracted statement is no longer available', FAILURE.document, 'input_missing');
      return s;
    }
    const bytes = await throughOutage(() => deps.blobs.getBytes(doc.pdf_key));
    if (!bytes) throw ApplicationFailure.nonRetryable('The uploaded file is no longer available', FAILURE.document, 'input_missing');
    const password = doc.password_key ? (await throughOutage(() => deps.blobs.getBytes(doc.password_key!)))?.toString('utf8') : undefined;
    try {
      return await deps.reader.extract(bytes, { password, orgId });
    } catch (err) {
      const code = documentErrorCode(err);
      if (code) throw ApplicationFailure.nonRetryable(failureMessage(code, index, engineMessage(err)), FAILURE.document, code);
      throw err;
    }
  }

  /** Analyses the statements and stores the result and its summary; returns the result's key and the result. */
  async function analyseStatements(taskId: string, kind: TaskKind, statements: ExtractedStatement[]): Promise<{ key: string; result: unknown }> {
    const result = kind === 'combined' ? deps.analyser.analyseCombined(statements) : deps.analyser.analyseSingle(statements[0]!);
    await throughOutage(() => deps.blobs.putJson(resultKey(taskId), result));
    await throughOutage(() => saveTaskSummary(deps.blobs, taskId, result));
    return { key: resultKey(taskId), result };
  }

  /**
   * `prepareCallback` for the analysis, from the result in hand (not read back): stored only when no request was
   * prepared before (a retried analysis keeps the first one, as a redelivery would send it). Null when the
   * callback URL is gone, or when preparing failed (the workflow then prepares it, patiently).
   */
  async function prepareFromResult(input: AnalysisTaskInput, outcome: TaskOutcome, result: unknown): Promise<string | null> {
    try {
      const request = await callbackRequest(input, outcome, result);
      if (!request) return null;
      const prepared: PreparedCallback = { url: request.url, body: request.body, secret: request.secret, timeout_ms: request.timeoutMs };
      await deps.blobs.putJsonIfAbsent(callbackRequestKey(input.task_id), prepared);
      return callbackRequestKey(input.task_id);
    } catch (err) {
      log.warn('the callback was not prepared by the analysis; the workflow prepares it', { task_id: input.task_id, error: (err as Error).message });
      return null;
    }
  }

  /** See `acceptTask`. */
  async function accept(input: AnalysisTaskInput): Promise<void> {
    await appendTaskEvent(taskSubmitted(input));
    try {
      await deps.credits.capture(input.org_id, input.reservation_id);
    } catch (err) {
      // Released by the orphan reaper before this task ran: the task goes on, unbilled.
      if ((err as { code?: string }).code !== 'reservation_released') throw err;
      log.warn('reservation already released; task runs unbilled', { task_id: input.task_id });
    }
  }

  async function recordDeliveryOf(input: AnalysisTaskInput, d: DeliveryOutcome): Promise<void> {
    const base = { task_id: input.task_id, org_id: input.org_id, at: now() };
    await appendTaskEvent(
      d.delivered
        ? { type: 'CallbackDelivered', data: { ...base, http_status: d.http_status ?? 0 } }
        : { type: 'CallbackFailed', data: { ...base, reason: d.reason ?? 'unknown', http_status: d.http_status } },
    );
  }

  async function discard(input: AnalysisTaskInput): Promise<void> {
    for (const doc of input.documents) {
      await deps.blobs.delete(doc.pdf_key);
      if (doc.password_key) await deps.blobs.delete(doc.password_key);
    }
    if (input.callback_key) await deps.blobs.delete(input.callback_key);
  }

  /**
   * After the automatic POST (`PostCallbackOptions.settle`): records its outcome, then discards the inputs, as
   * the workflow's `recordDelivery` and `discardInputs` would, and says which were done. Never throws: the POST
   * has been made, and whatever is left undone the workflow does, patiently.
   */
  async function settleDelivery(input: AnalysisTaskInput, d: DeliveryOutcome): Promise<PostedCallback> {
    try {
      await recordDeliveryOf(input, d);
    } catch (err) {
      log.warn('the callback outcome was not recorded by its attempt; the workflow records it', {
        task_id: input.task_id,
        error: (err as Error).message,
      });
      return { ...d, recorded: false, discarded: false };
    }
    try {
      await discard(input);
      return { ...d, recorded: true, discarded: true };
    } catch (err) {
      log.warn('the inputs were not discarded by the callback attempt; the workflow discards them', {
        task_id: input.task_id,
        error: (err as Error).message,
      });
      return { ...d, recorded: true, discarded: false };
    }
  }

  return {
    /** Records the submission (idempotent with the API's own append) and captures the reserved credit. */
    async acceptTask(input: AnalysisTaskInput): Promise<void> {
      await accept(input);
    },

    /**
     * Extracts one document. A document error (catalogued, not a capacity one) is final; anything else, an
     * extractor that died or ran out of capacity included, is retried by the EXTRACTION profile, and ends the
     * task as an internal error once retries are spent. `orgId` picks the organisation's share of the
     * extractors (absent in calls recorded before it was passed).
     */
    async extractDocument(taskId: string, index: number, doc: TaskDocument, orgId?: string): Promise<ExtractedRef> {
      if (doc.statement_key) return { statement_key: doc.statement_key, transactions: -1 };
      const bytes = await deps.blobs.getBytes(doc.pdf_key);
      if (!bytes) throw ApplicationFailure.nonRetryable('The uploaded file is no longer available', FAILURE.document, 'input_missing');
      const password = doc.password_key ? (await deps.blobs.getBytes(doc.password_key))?.toString('utf8') : undefined;
      let statement: ExtractedStatement;
      try {
        // Stops on a cancel, so nothing is written into a task that is being cleaned up.
        statement = await heartbeatWhile(() => deps.reader.extract(bytes, { password, orgId: orgId ?? UNKNOWN_ORG }), { stopOnCancel: true });
      } catch (err) {
        const code = documentErrorCode(err);
        if (code) throw ApplicationFailure.nonRetryable(failureMessage(code, index, engineMessage(err)), FAILURE.document, code);
        throw err;
      }
      const key = statementKey(taskId, index);
      await deps.blobs.putJson(key, statement);
      return { statement_key: key, transactions: statement.transactions.length };
    },

    async analyse(taskId: string, kind: TaskKind, statementKeys: string[]): Promise<string> {
      const statements: ExtractedStatement[] = [];
      for (const key of statementKeys) {
        const s = await deps.blobs.getJson<ExtractedStatement>(key);
        if (!s) throw ApplicationFailure.nonRetryable('The extracted statement is no longer available', FAILURE.document, 'input_missing');
        statements.push(s);
      }
      Context.current().heartbeat();
      return (await analyseStatements(taskId, kind, statements)).key;
    },

    /**
     * The whole analysis in one activity (workflows from the `local-steps` patch on): reads every document
     * (extracting those the API did not), analyses them, stores the result and records `TaskCompleted` at once,
     * so polling shows the outcome without waiting for the workflow. A document error is final; anything else
     * is retried (EXTRACTION profile), and a retry starts over (nothing half-done is kept). It heartbeats only
     * while it works longer than a second, and stops on a cancel before anything is stored.
     *
     * `recorded` is false when the outcome could not be recorded here (the store failed, or the task's state
     * machine refused it): the workflow then records it itself, patiently, as for a failure.
     *
     * With `accept` (`accept-in-analysis` workflows) it first accepts the task as `acceptTask` does (waiting out a
     * store outage like its reads); a refusal of the task's state machine fails it, not retried (`TaskStateError`).
     *
     * With `prepare_callback` (`lean-steps` workflows) it then prepares the callback request from the result in
     * hand, as `prepareCallback` would without reading the result back (`callback_request_key`, null when it
     * could not: the workflow prepares it).
     */
    async analyseTask(input: AnalysisTaskInput, options: AnalyseTaskOptions = {}): Promise<AnalysedTask> {
      const { key, result } = await heartbeatWhile(
        async () => {
          // Waits out a store outage as the reads below do; a refusal of the task's state machine is final.
          if (options.accept) await throughOutage(() => accept(input));
          const statements: ExtractedStatement[] = [];
          for (let i = 0; i < input.documents.length; i++) statements.push(await readStatement(i, input.documents[i]!, input.org_id));
          return analyseStatements(input.task_id, input.kind, statements);
        },
        { stopOnCancel: true },
      );
      const outcome: TaskOutcome = { status: 'completed', result_key: key };
      let recorded: boolean;
      try {
        await appendTaskEvent(outcomeEvent(input, outcome));
        recorded = true;
      } catch (err) {
        log.warn('the outcome was not recorded by the analysis; the workflow records it', { task_id: input.task_id, error: (err as Error).message });
        recorded = false;
      }
      if (!options.prepare_callback) return { ...outcome, recorded };
      return { ...outcome, recorded, callback_request_key: await prepareFromResult(input, outcome, result) };
    },

    /**
     * Appends the outcome. Polling reads the task stream itself, so once this returns polling shows the
     * outcome and a callback sent after it never runs ahead of polling.
     */
    async recordOutcome(input: AnalysisTaskInput, outcome: TaskOutcome): Promise<void> {
      await appendTaskEvent(outcomeEvent(input, outcome));
    },

    /**
     * Builds the callback request (URL unsealed, payload with the result, the organisation's signing secret) and
     * seals it under `callbackRequestKey`, so the single attempt that follows only reads it and POSTs. Retried
     * through store outages (CALLBACK_PREPARE profile). Idempotent: a request already prepared is kept as it is,
     * so a redelivery sends what the first delivery sent. Null when the sealed callback URL is gone.
     */
    async prepareCallback(input: AnalysisTaskInput, outcome: TaskOutcome): Promise<string | null> {
      const key = callbackRequestKey(input.task_id);
      if ((await deps.blobs.getBytes(key)) !== null) return key;
      const request = await callbackRequest(input, outcome);
      if (!request) return null;
      const prepared: PreparedCallback = { url: request.url, body: request.body, secret: request.secret, timeout_ms: request.timeoutMs };
      await deps.blobs.putJson(key, prepared);
      return key;
    },

    /**
     * The single POST of a prepared callback (CALLBACK_POST profile: never retried). Its one read, the prepared
     * request, comes before any connection: when it fails, nothing was sent and it throws `CallbackNotAttempted`
     * (the workflow may try again). It heartbeats, so a worker that dies mid-attempt is noticed in seconds; it is
     * never stopped half-way (run outside cancellation; a worker shutting down waits for it).
     *
     * With `settle` (the automatic delivery of `lean-steps` workflows) it then records the outcome and discards
     * the inputs, as `recordDelivery` and `discardInputs` would, and says which it did; it never throws after the
     * POST: what it could not do, the workflow does.
     */
    async postCallback(
      input: AnalysisTaskInput,
      requestKey: string,
      attemptKey?: string,
      options: PostCallbackOptions = {},
    ): Promise<PostedCallback> {
      const delivery = await heartbeatWhile(
        async () => {
          const notAttempted = (why: string) => ApplicationFailure.nonRetryable(why, FAILURE.callbackNotAttempted);
          let prepared: PreparedCallback | null;
          try {
            prepared = await deps.blobs.getJson<PreparedCallback>(requestKey);
          } catch (err) {
            throw notAttempted(`the prepared callback could not be read: ${(err as Error).message}`);
          }
          if (!prepared) return { delivered: false, http_status: null, reason: 'callback_url_missing' };
          // The attempt's claim, stored once the connection is up and before any byte is written: a worker
          // that dies after it may have sent the request; one that dies before it sent nothing (see
          // `abandonCallbackAttempt`). Claiming after connecting keeps the window where a dead attempt's outcome
          // is unknown to the write of the request itself.
          const claim =
            attemptKey === undefined
              ? undefined
              : async () => {
                  let claimed: boolean;
                  try {
                    claimed = await deps.blobs.putJsonIfAbsent(attemptKey, ATTEMPT_STARTED);
                  } catch (err) {
                    throw notAttempted(`the attempt could not be recorded: ${(err as Error).message}`);
                  }
                  if (!claimed) throw notAttempted('the attempt was given up before it started');
                };
          const d = await deliverCallback({
            beforeSend: claim,
            url: prepared.url,
            taskId: input.task_id,
            body: prepared.body,
            secret: prepared.secret,
            timeoutMs: prepared.timeout_ms,
            allowPrivateNetworks: deps.callbackAllowPrivateNetworks,
            resolve: deps.resolveHost,
          });
          return options.settle ? settleDelivery(input, d) : d;
        },
        { stopOnCancel: false },
      );
      return delivery;
    },

    /**
     * The single callback attempt of workflows that reached their callback before the `prepared-callback`
     * patch: it reads what it sends (retried through a short store outage within LEGACY_CALLBACK_READ_BUDGET_MS)
     * and POSTs, all in one never-retried activity. Kept for those histories.
     */
    async deliverCallback(input: AnalysisTaskInput, outcome: TaskOutcome): Promise<DeliveryOutcome> {
      return heartbeatWhile(
        async () => {
          const prepared = await readPatiently(() => callbackRequest(input, outcome), LEGACY_CALLBACK_READ_BUDGET_MS);
          if (!prepared) return { delivered: false, http_status: null, reason: 'callback_url_missing' };
          return deliverCallback(prepared);
        },
        { stopOnCancel: false },
      );
    },

    /**
     * After a POST attempt ended without reporting back (its worker died, its heartbeat timed out): whether it
     * had claimed `attemptKey` before connecting. If not, the claim is taken here for it (atomically), so that
     * attempt can never start later, and nothing was sent (`abandoned`: the workflow may try again); if it
     * had, the request may have been received (`started`: outcome unknown).
     */
    async abandonCallbackAttempt(attemptKey: string): Promise<'abandoned' | 'started'> {
      if (await deps.blobs.putJsonIfAbsent(attemptKey, ATTEMPT_ABANDONED)) return 'abandoned';
      const claim = await deps.blobs.getJson<typeof ATTEMPT_STARTED | typeof ATTEMPT_ABANDONED>(attemptKey);
      return claim?.state === ATTEMPT_ABANDONED.state ? 'abandoned' : 'started';
    },

    async recordDelivery(input: AnalysisTaskInput, d: DeliveryOutcome): Promise<void> {
      await recordDeliveryOf(input, d);
    },

    /** Records the `redelivery`-th redelivery the client asked for (idempotent by its number). */
    async recordRedelivery(input: AnalysisTaskInput, redelivery: number, d: DeliveryOutcome): Promise<void> {
      await appendTaskEvent({
        type: 'CallbackRedelivered',
        data: {
          task_id: input.task_id,
          org_id: input.org_id,
          redelivery,
          delivered: d.delivered,
          http_status: d.http_status,
          reason: d.reason,
          at: now(),
        },
      });
    },

    /**
     * The PDFs, passwords and the submitted callback URL are not needed once the outcome is recorded and called
     * back. The prepared callback request (URL and payload, sealed) stays until expiry, for redeliveries.
     */
    async discardInputs(input: AnalysisTaskInput): Promise<void> {
      await discard(input);
    },

    /** Deletes everything the task stored, then records `TaskExpired` (polling answers 404 from then on). */
    async expireTask(input: AnalysisTaskInput): Promise<void> {
      await deps.blobs.deleteTask(input.task_id);
      await appendTaskEvent({ type: 'TaskExpired', data: { task_id: input.task_id, org_id: input.org_id, at: now() } });
    },
  };
}

export type AnalysisActivities = ReturnType<typeof createAnalysisActivities>;
