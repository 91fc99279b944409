import {
  ANY,
  excludeSystemEvents,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  DeadlineExceededError,
  NotLeaderError,
  StreamNotFoundError,
  streamNameFilter,
  UnavailableError,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  type AllStreamRecordedEvent,
  type AppendStreamState,
  type JSONType,
  type Position,
} from '@kurrent/kurrentdb-client';
import {
  assertValidBatch,
  EventStoreUnavailableError,
  isIdempotentRetry,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllPage,
  type ReadStreamOptions,
  type RecordedEvent,
} from './port';

type StoredEvent = Pick<AllStreamRecordedEvent, 'id' | 'streamId' | 'revision' | 'type' | 'data' | 'metadata' | 'created'> & { position?: Position };

/**
 * Event store on KurrentDB (EventStoreDB) through `@kurrent/kurrentdb-client`.
 *
 * - Expected versions map to `streamState` (`-1` and `no_stream` → NO_STREAM, a version → that revision).
 * - Idempotency by event id: the server only recognises a retry that lands where the original batch did, so a
 *   late retry of an `any` append (after other appends) would be stored twice. `any` and `stream_exists`
 *   therefore read the stream first: a batch whose ids are there is a no-op, otherwise it is appended at the
 *   revision just read (an explicit revision, so a concurrent append makes it re-read, never duplicate). An
 *   exact expected version needs no read: a late retry meets a version conflict, and the stream is then read
 *   to tell an idempotent retry from a real conflict. Cost: `any` appends read their whole stream (streams
 *   here are per task or per organisation). KurrentDB has no index by event id, so an id reused in another
 *   stream is not detected.
 * - `readAll` reads `$all` forwards with a stream-prefix filter (system events excluded otherwise). The log is
 *   ordered by commit position, so nothing commits behind a reader. The checkpoint is `"<commit>/<prepare>"`.
 */
export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb';

  constructor(
    private readonly client: KurrentDBClient,
    private readonly pingTimeoutMs = 3000,
  ) {}

  /** Connects lazily: the first operation opens the gRPC channel. */
  static connect(connectionString: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString));
  }

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    assertValidBatch(events);
    try {
      if (expectedVersion === 'any' || expectedVersion === 'stream_exists') {
        return await this.appendAfterIdCheck(stream, events, expectedVersion);
      }
      return await this.appendAt(stream, events, expectedVersion, toStreamState(expectedVersion));
    } catch (err) {
      throw classifyKurrentError(err);
    }
  }

  /** Appends at the stream's current revision unless the batch is already there; re-reads after a race. */
  private async appendAfterIdCheck(stream: string, events: NewEvent[], expected: 'any' | 'stream_exists'): Promise<AppendResult> {
    const ids = new Set(events.map((e) => e.id));
    for (let attempt = 1; ; attempt++) {
      const current = await this.readStream(stream);
      const stored = current.filter((e) => ids.has(e.id));
      if (isIdempotentRetry(stream, [...ids], stored)) return lastOf(stored);
      const actual = current.length ? current[current.length - 1].streamVersion : -1;
      if (expected === 'stream_exists' && actual === -1) throw new WrongExpectedVersionError(stream, expected, actual);
      try {
        return await this.write(stream, events, actual === -1 ? NO_STREAM : BigInt(actual));
      } catch (err) {
        // Another writer appended since the read: read again (it may even have been this batch's twin).
        if (!(err instanceof KurrentWrongExpectedVersionError) || attempt >= MAX_APPEND_ATTEMPTS) throw err;
      }
    }
  }

  /** Appends at an exact expected state; a conflict is an idempotent retry when the batch is already stored. */
  private async appendAt(stream: string, events: NewEvent[], expected: ExpectedVersion, state: AppendStreamState): Promise<AppendResult> {
    try {
      return await this.write(stream, events, state);
    } catch (err) {
      if (!(err instanceof KurrentWrongExpectedVersionError)) throw err;
      const retry = await this.storedBatch(stream, events);
      if (retry) return retry;
      const actual = err.actualState === NO_STREAM ? -1 : Number(err.actualState);
      throw new WrongExpectedVersionError(stream, expected, actual);
    }
  }

  private async write(stream: string, events: NewEvent[], streamState: AppendStreamState): Promise<AppendResult> {
    const payload = events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata ?? {} }));
    const res = await this.client.appendToStream(stream, payload, { streamState });
    const nextVersion = Number(res.nextExpectedRevision);
    // An idempotent write may come back without a position: look up the stored last event's.
    const position = res.position ?? (await this.eventAt(stream, nextVersion))?.position;
    return { nextVersion, position: position ? encode(position) : '' };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        fromRevision: BigInt(options.fromVersion ?? 0),
        maxCount: options.limit ?? Number.MAX_SAFE_INTEGER,
      })) {
        if (resolved.event) out.push(toRecorded(resolved.event as StoredEvent));
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw classifyKurrentError(err);
    }
    return out;
  }

  async readAll(fromCheckpoint: string | null, options: ReadAllOptions = {}): Promise<ReadAllPage> {
    const from = fromCheckpoint === null ? null : decode(fromCheckpoint);
    const limit = options.limit ?? 500;
    const prefixes = options.streamPrefixes ?? [];
    const events: RecordedEvent[] = [];
    try {
      // Reading $all from a position may include the event at that position: ask for one more and drop it.
      for await (const resolved of this.client.readAll({
        fromPosition: from ?? START,
        maxCount: limit + 1,
        filter: prefixes.length ? streamNameFilter({ prefixes }) : excludeSystemEvents(),
      })) {
        const event = resolved.event;
        if (!event || event.streamId.startsWith('$')) continue;
        if (from && compare(event.position, from) <= 0) continue;
        events.push(toRecorded(event));
        if (events.length === limit) break;
      }
    } catch (err) {
      throw classifyKurrentError(err);
    }
    return { events, checkpoint: events.length ? events[events.length - 1].position : fromCheckpoint };
  }

  /** One read of a stream that does not exist: a real round trip that needs no special permissions. */
  async ping(): Promise<void> {
    try {
      for await (const _ of this.client.readStream('healthcheck-ping', { maxCount: 1, deadline: this.pingTimeoutMs })) {
        break;
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return;
      throw new EventStoreUnavailableError(`KurrentDB unreachable: ${(err as Error).message}`, { cause: err });
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** The stored events of an earlier append of this batch, or null when the ids are not all in the stream. */
  private async storedBatch(stream: string, events: NewEvent[]): Promise<AppendResult | null> {
    const ids = new Set(events.map((e) => e.id));
    const stored = (await this.readStream(stream)).filter((e) => ids.has(e.id));
    return isIdempotentRetry(stream, [...ids], stored) ? lastOf(stored) : null;
  }

  private async eventAt(stream: string, version: number): Promise<StoredEvent | undefined> {
    for await (const resolved of this.client.readStream(stream, { fromRevision: BigInt(version), maxCount: 1 })) {
      return resolved.event as StoredEvent | undefined;
    }
    return undefined;
  }
}

const MAX_APPEND_ATTEMPTS = 30;

/** The result an idempotent retry reports: that of the stored batch's last event. */
function lastOf(stored: RecordedEvent[]): AppendResult {
  const last = stored[stored.length - 1];
  return { nextVersion: last.streamVersion, position: last.position };
}

/** Server unreachable, no leader, or no answer in time: `EventStoreUnavailableError` (a 503, a retry later). */
function classifyKurrentError(err: unknown): unknown {
  if (err instanceof UnavailableError || err instanceof DeadlineExceededError || err instanceof NotLeaderError) {
    return new EventStoreUnavailableError(`KurrentDB unreachable: ${err.message}`, { cause: err });
  }
  return err;
}

function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

function toRecorded(e: StoredEvent): RecordedEvent {
  const metadata = e.metadata;
  return {
    id: e.id,
    stream: e.streamId,
    type: e.type,
    data: e.data instanceof Uint8Array ? JSON.parse(Buffer.from(e.data).toString('utf8')) : e.data,
    metadata:
      metadata && typeof metadata === 'object' && !(metadata instanceof Uint8Array) && !Array.isArray(metadata)
        ? (metadata as Record<string, unknown>)
        : {},
    streamVersion: Number(e.revision),
    position: e.position ? encode(e.position) : '',
    recordedAt: e.created.toISOString(),
  };
}

function encode(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

function decode(checkpoint: string): Position {
  const m = /^(\d+)\/(\d+)$/.exec(checkpoint);
  if (!m) throw new RangeError(`not a KurrentDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(m[1]), prepare: BigInt(m[2]) };
}

function compare(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}
