import { isStoreUnavailable } from '../eventstore/store-unavailable';

/**
 * Whether an error says a backing service (event store, blob store, Temporal) could not be reached or
 * answered in time, as opposed to a bug or a domain refusal. Such failures are answered `503` with
 * `Retry-After`, never `500`. The stores' errors are judged by the event store's own classification
 * (`isStoreUnavailable`); this adds what only Temporal's gRPC client says, walking the `cause` chain.
 */
const NETWORK_CODES = new Set(['ENOTFOUND', 'event_store_unavailable']);
/** gRPC: cancelled, deadline exceeded, resource exhausted, unavailable. */
const GRPC_CODES = new Set([1, 4, 8, 14]);
const NAMES = new Set(['EventStoreUnavailableError', 'TransportError']);
const MESSAGES = /connection timeout/i;

export function isUnavailable(err: unknown): boolean {
  if (isStoreUnavailable(err)) return true;
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    if (typeof name === 'string' && NAMES.has(name)) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof code === 'number' && GRPC_CODES.has(code)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
