/**
 * The event store port. Every adapter (SQLite, PostgreSQL, KurrentDB) passes the same contract suite
 * (`test/integration/eventstore/contract.ts`).
 *
 * Semantics:
 * - Stream versions are 0-based: the first event of a stream has `streamVersion` 0. A stream that does not
 *   exist has version -1.
 * - `append` is atomic for its batch and checks `expectedVersion` first: a mismatch throws
 *   `WrongExpectedVersionError` and writes nothing.
 * - Event ids are caller supplied (UUIDs). Appending a batch whose ids were all already appended to the same
 *   stream is a no-op that succeeds (idempotent retry), whatever `expectedVersion` says. A batch where only some
 *   ids were appended, or an id that was appended to another stream, throws `EventIdConflictError`.
 * - A batch holds at least one event; an empty batch, or one that repeats an id, is rejected
 *   with a `RangeError`.
 * - `readAll` returns events in one global order that is the same for every reader and never lets a reader
 *   pass an event that commits later with an earlier position (no skipped late commits).
 * - Data and metadata are JSON values; they must hold no secret and no personal data.
 */

export type ExpectedVersion =
  | number // exact version the stream must be at (-1: must not exist)
  | 'any'
  | 'no_stream'
  | 'stream_exists';

export interface NewEvent<T = unknown> {
  /** Stable id (UUID) chosen by the caller, so that a retried append is idempotent. */
  id: string;
  type: string;
  data: T;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent<T = unknown> {
  id: string;
  stream: string;
  type: string;
  data: T;
  metadata: Record<string, unknown>;
  /** 0-based position in its stream. */
  streamVersion: number;
  /** Opaque, adapter-specific position in the global log; pass it back to `readAll` to continue after it. */
  position: string;
  /** ISO 8601 time the store recorded the event. */
  recordedAt: string;
}

export interface AppendResult {
  /** The stream's version after the append: the last event's `streamVersion` (for an idempotent retry, that of
   * the stored batch's last event). Pass it as the next `expectedVersion`. */
  nextVersion: number;
  /** Global position of the last event of the batch (of the already-stored event for an idempotent retry). */
  position: string;
}

export interface ReadStreamOptions {
  /** First stream version to return (inclusive). Default 0. */
  fromVersion?: number;
  /** Maximum number of events. Default: all. */
  limit?: number;
}

export interface ReadAllOptions {
  /** Maximum number of events in one page. Default 500. */
  limit?: number;
  /** Only events whose stream name starts with one of these prefixes. */
  streamPrefixes?: string[];
}

export interface ReadAllPage {
  events: RecordedEvent[];
  /** Checkpoint to pass to the next `readAll` call (unchanged when nothing new was read). */
  checkpoint: string | null;
}

export interface EventStore {
  /** Adapter name for logs and health output: `sqlite`, `postgres`, `kurrentdb`. */
  readonly kind: string;
  append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  /** Events of one stream in stream order; `[]` for a stream that does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events after `fromCheckpoint` (`null`: from the start) in the global order. */
  readAll(fromCheckpoint: string | null, options?: ReadAllOptions): Promise<ReadAllPage>;
  /** One round trip to the backing store; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  readonly code = 'wrong_expected_version';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`stream ${stream}: expected version ${String(expected)}, actual ${actual}`);
  }
}

/** Some, but not all, ids of a batch were already appended, or an id was already used in another stream. */
export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError';
  readonly code = 'event_id_conflict';
  constructor(
    readonly stream: string,
    readonly eventIds: string[],
  ) {
    super(`stream ${stream}: event ids already appended elsewhere or as part of another batch: ${eventIds.join(', ')}`);
  }
}

export class EventStoreUnavailableError extends Error {
  override readonly name = 'EventStoreUnavailableError';
  readonly code = 'event_store_unavailable';
}

/** True when `expected` admits a stream currently at `actual` (-1: no stream). */
export function versionMatches(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === -1;
  if (expected === 'stream_exists') return actual >= 0;
  return expected === actual;
}

/**
 * Decides whether a batch is new or an idempotent retry, from the already-stored events that carry one of the
 * batch's ids. Returns `true` for a retry (every id stored in `stream`), `false` when none is stored, and throws
 * `EventIdConflictError` otherwise.
 */
export function isIdempotentRetry(stream: string, batchIds: string[], stored: Array<{ id: string; stream: string }>): boolean {
  if (stored.length === 0) return false;
  const storedHere = new Set(stored.filter((e) => e.stream === stream).map((e) => e.id));
  if (storedHere.size === stored.length && batchIds.every((id) => storedHere.has(id))) return true;
  throw new EventIdConflictError(
    stream,
    stored.map((e) => e.id),
  );
}

/** Rejects an empty batch or one that repeats an id (it could never be stored atomically). */
export function assertValidBatch(events: NewEvent[]): void {
  if (events.length === 0) throw new RangeError('append needs at least one event');
  if (new Set(events.map((e) => e.id)).size !== events.length) {
    throw new RangeError('append batch repeats an event id');
  }
}
