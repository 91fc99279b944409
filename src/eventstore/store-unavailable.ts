import { EventStoreUnavailableError } from './port';

/**
 * SQLSTATEs that mean "the server went away or will not take connections", not "this statement is wrong":
 * class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** pg's own messages for a connection that died or could not be made (it sets no code on these). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery)/i;

/** True for a `pg` (or socket) error that says the database is unreachable, rather than that a query failed. */
export function isPgConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/** `err` as an `EventStoreUnavailableError` when it is a connection-class error, else `err` unchanged. */
export function classifyPgError(err: unknown): unknown {
  if (err instanceof EventStoreUnavailableError || !isPgConnectionError(err)) return err;
  return new EventStoreUnavailableError(`PostgreSQL unreachable: ${(err as Error).message}`, { cause: err });
}

/**
 * True when `err`, or any error in its `cause` chain (or an `AggregateError`'s errors), says the datastore
 * is unreachable: the caller should answer "try again later", not "internal error".
 */
export function isStoreUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 8) return false;
  if (err instanceof EventStoreUnavailableError || isPgConnectionError(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isStoreUnavailable(e, depth + 1))) return true;
  return isStoreUnavailable((err as { cause?: unknown }).cause, depth + 1);
}
