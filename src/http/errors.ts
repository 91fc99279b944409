import type { Context, Next } from 'koa';
import type { Logger } from '../logger';
import { errorFields } from '../logger';
import { isStoreUnavailable } from '../eventstore/store-unavailable';
import { LedgerError } from '../credits/ledger';
import { ClientGoneError, ServiceUnavailableError } from '../domain/service-errors';
import { RedeliveryRefusedError, TaskNotFoundError } from '../tasks/task-errors';
import { CallbackUrlError } from '../callbacks/address-policy';
import { isDiskFull } from '../blobs/disk-full';

/** An error with an HTTP status and a stable machine-readable code; its message is shown to the client. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);

/** Seconds a client is asked to wait (`Retry-After`) when the datastore is unreachable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** 503 for a request that failed because the datastore went away: a retry later will do, nothing was charged. */
export const storeUnavailable = () =>
  new HttpError(503, 'service_unavailable', 'The service is temporarily unavailable: retry later', {
    'Retry-After': String(STORE_RETRY_AFTER_SECONDS),
  });

/**
 * Domain errors → HTTP, in one table: the modules below `src/http` throw their own named errors and never an
 * `HttpError`; the first row whose class (and, when given, code) matches decides the status and code.
 */
type ErrorClass = abstract new (...args: never[]) => Error;
interface DomainErrorRow {
  error: ErrorClass;
  code?: string;
  toHttp(err: Error & { code?: string }): HttpError;
}
export const DOMAIN_ERRORS: DomainErrorRow[] = [
  {
    error: LedgerError,
    code: 'insufficient_credits',
    toHttp: () => new HttpError(402, 'insufficient_credits', 'Insufficient analysis credits: top up before retrying'),
  },
  {
    error: ServiceUnavailableError,
    toHttp: (e) => new HttpError(503, 'service_unavailable', e.message, { 'Retry-After': String((e as ServiceUnavailableError).retryAfterSeconds) }),
  },
  { error: ClientGoneError, toHttp: (e) => new HttpError(499, 'client_closed_request', e.message) },
  { error: TaskNotFoundError, toHttp: (e) => notFound(e.message) },
  { error: RedeliveryRefusedError, toHttp: (e) => new HttpError(409, e.code!, e.message) },
  { error: CallbackUrlError, toHttp: (e) => badRequest('invalid_callback_url', e.message) },
];

/** The HTTP error for a domain error (see `DOMAIN_ERRORS`), or null when `err` is none of them. */
export function httpErrorOf(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (!(err instanceof Error)) return null;
  const e = err as Error & { code?: string };
  const row = DOMAIN_ERRORS.find((r) => err instanceof r.error && (r.code === undefined || r.code === e.code));
  return row ? row.toHttp(e) : null;
}

/** 507 for a write that found the disk (or quota) full: nothing was charged or kept; retry later. */
export const storageFull = () =>
  new HttpError(507, 'storage_full', 'The service has no disk space left for this request: retry later', { 'Retry-After': '30' });

export interface ErrorBody {
  error: { code: string; message: string; request_id?: string };
}

/** Known errors from libraries (multer, koa body parsing) mapped to precise statuses. */
function fromLibraryError(err: { code?: unknown; status?: unknown; message?: string; field?: string }): HttpError | null {
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, 'file_too_large', 'The uploaded file is larger than the maximum allowed size');
    case 'LIMIT_FILE_COUNT':
      return new HttpError(413, 'too_many_files', 'Too many files in one request');
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return new HttpError(413, 'form_too_large', 'A form field or the number of fields exceeds the limit');
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest('unexpected_file_field', `Unexpected file field "${err.field ?? ''}"`);
  }
  if (typeof err.message === 'string' && /Multipart: Boundary not found|Unexpected end of form|Malformed part header/i.test(err.message)) {
    return badRequest('malformed_multipart', 'The multipart/form-data body is malformed');
  }
  if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
    return new HttpError(err.status, 'bad_request', err.message ?? 'Bad request');
  }
  return null;
}

/**
 * The error handler (inside the request logger, so the request line sees the status chosen here): every
 * error becomes `{"error":{"code","message"}}`; domain errors are mapped by `DOMAIN_ERRORS`. An unreachable datastore (`EventStoreUnavailableError`, or a
 * connection-class `pg` error anywhere in the cause chain) is a 503 `service_unavailable` with `Retry-After`.
 * Other unexpected errors are a 500 with no stack trace in the body, logged with the request id.
 */
export function errorHandler(logger: Logger) {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new HttpError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
      }
    } catch (err) {
      const requestId = ctx.state.requestId as string | undefined;
      const mapped = httpErrorOf(err);
      const unavailable = !mapped && isStoreUnavailable(err);
      const full = !mapped && isDiskFull(err);
      const known = mapped ?? (unavailable ? storeUnavailable() : full ? storageFull() : fromLibraryError(err as never));
      const httpErr = known ?? new HttpError(500, 'internal_error', 'Internal server error');
      if (!known) logger.error('unhandled error', { request_id: requestId, ...errorFields(err) });
      else if (unavailable) logger.warn('request failed: datastore unreachable', { request_id: requestId, error: (err as Error).message });
      else if (httpErr.status >= 500) logger.warn('request failed', { request_id: requestId, code: httpErr.code });
      ctx.status = httpErr.status;
      for (const [k, v] of Object.entries(httpErr.headers)) ctx.set(k, v);
      const body: ErrorBody = { error: { code: httpErr.code, message: httpErr.message, request_id: requestId } };
      ctx.body = body;
    }
  };
}
