/**
 * Whether an error says a backing service (event store, blob store, Temporal) could not be reached or
 * answered in time, as opposed to a bug or a domain refusal. Such failures are answered `503` with
 * `Retry-After`, never `500`. Matched on names and codes, walking the `cause` chain, since the errors come
 * from several libraries (pg, the Temporal gRPC client, the event-store adapters).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL: admin/crash shutdown, cannot connect now, too many connections. */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** gRPC: cancelled, deadline exceeded, resource exhausted, unavailable. */
const GRPC_CODES = new Set([1, 4, 8, 14]);
const NAMES = new Set(['EventStoreUnavailableError', 'TransportError']);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|database system is (shutting down|starting up)/i;

export function isUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    if (typeof name === 'string' && NAMES.has(name)) return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.has(code) || code.startsWith('08') || code === 'event_store_unavailable'))
      return true;
    if (typeof code === 'number' && GRPC_CODES.has(code)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
