/**
 * Inputs and outputs that cross the Temporal boundary: references and small summaries only. No PDF bytes,
 * no password in clear (only the blob key of its sealed copy), no statement contents, no bigint or Date.
 */
export type TaskKind = 'single' | 'combined';

export interface TaskDocument {
  /** Blob key of the sealed PDF bytes. */
  pdf_key: string;
  sha256: string;
  /** Blob key of the sealed password, or null for an unencrypted file. */
  password_key: string | null;
  /** Blob key of the sealed extracted statement when the API already extracted it (combined validation). */
  statement_key: string | null;
}

export interface AnalysisTaskInput {
  task_id: string;
  org_id: string;
  kind: TaskKind;
  documents: TaskDocument[];
  /**
   * Blob key of the sealed callback URL (it often carries a token in its query, so it never enters
   * workflow history in clear), or null when the client asked for no callback.
   */
  callback_key: string | null;
  /** Time budget of the single callback attempt. */
  callback_timeout_ms: number;
  reservation_id: string;
  /** ISO 8601 creation time; the record expires `ttl_seconds` later. */
  created_at: string;
  ttl_seconds: number;
}

export interface ExtractedRef {
  statement_key: string;
  transactions: number;
}

/** What `analyseTask` returns: the completed outcome, and whether it already recorded it (`TaskCompleted`). */
export interface AnalysedTask {
  status: 'completed';
  result_key: string;
  recorded: boolean;
  /**
   * When asked to (`AnalyseTaskOptions.prepare_callback`): the blob key of the callback request it prepared
   * from the result in hand, or null when it could not (the workflow then prepares it). Absent otherwise.
   */
  callback_request_key?: string | null;
}

/** Options of `analyseTask` (workflows from the `lean-steps` patch on). */
export interface AnalyseTaskOptions {
  /** First accept the task, as `acceptTask` does (workflows from the `accept-in-analysis` patch on). */
  accept?: boolean;
  /** Also prepare the callback request (as `prepareCallback` does) once the outcome is recorded. */
  prepare_callback?: boolean;
}

/** Options of the automatic callback's `postCallback` (workflows from the `lean-steps` patch on). */
export interface PostCallbackOptions {
  /** After the POST, record its outcome (as `recordDelivery`) and then discard the inputs (as `discardInputs`). */
  settle?: boolean;
}

/** What `postCallback` returns: the delivery, and with `settle`, which of the steps after it were done. */
export interface PostedCallback extends DeliveryOutcome {
  /** `CallbackDelivered`/`CallbackFailed` was recorded (else the workflow records it). */
  recorded?: boolean;
  /** The inputs were discarded (else the workflow discards them). */
  discarded?: boolean;
}

export type TaskOutcome = { status: 'completed'; result_key: string } | { status: 'failed'; error: string; error_code: string };

export interface DeliveryOutcome {
  delivered: boolean;
  http_status: number | null;
  /**
   * Why it was not delivered: the receiver's answer or the connection's fate (`http_<status>`, `timeout`,
   * `connection_error`, `dns_error`, `blocked_address`, `invalid_url`), `callback_url_missing`,
   * `not_attempted` (nothing was sent: the payload could not be prepared or read within the budget) or
   * `attempt_lost` (the attempt ended without reporting back, e.g. its worker died: it may or may not have
   * been received, and it is never repeated automatically).
   */
  reason: string | null;
}

/** `ApplicationFailure` types thrown by activities. */
export const FAILURE = {
  /** The document cannot be processed (corrupt, wrong password, no statement): not retried. */
  document: 'DocumentError',
  /** The task's state machine refused a record (the task expired or its submission was abandoned): not retried. */
  taskState: 'TaskStateError',
  /**
   * The callback POST was not started (its prepared request could not be read): nothing was sent, so the
   * workflow may try again, unlike an attempt whose outcome is unknown.
   */
  callbackNotAttempted: 'CallbackNotAttempted',
} as const;
