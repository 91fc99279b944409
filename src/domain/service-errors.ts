/**
 * Refusals that are not the caller's fault and not a bug: the protocol layer (HTTP) decides how each is shown
 * (`src/http/domain-errors.ts`). No module outside `src/http` builds an HTTP error.
 */

/** Seconds a caller should wait before retrying when a backing service cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

/** A backing service (event store, blob store, Temporal) could not be reached: nothing was done or charged. */
export class ServiceUnavailableError extends Error {
  override readonly name = 'ServiceUnavailableError';
  readonly code = 'service_unavailable';
  constructor(
    message = 'The service is temporarily unavailable: retry later',
    readonly retryAfterSeconds = RETRY_AFTER_SECONDS,
  ) {
    super(message);
  }
}

/** The client went away before its answer was ready: nobody reads the answer and nothing is charged. */
export class ClientGoneError extends Error {
  override readonly name = 'ClientGoneError';
  readonly code = 'client_closed_request';
  constructor() {
    super('The client closed the connection before the answer');
  }
}
