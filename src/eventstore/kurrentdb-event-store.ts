import {
  ANY,
  excludeSystemEvents,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  streamNameFilter,
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

type StoredEvent = Pick<
  AllStreamRecordedEvent,
  'id' | 'streamId' | 'revision' | 'type' | 'data' | 'metadata' | 'created'
> & { position?: Position };

/**
 * Event store on KurrentDB (EventStoreDB) through `@kurrent/kurrentdb-client`.
 *
 * - Expected versions map to `streamState` (`-1` and `no_stream` → NO_STREAM, a version → that revision).
 * - Event ids are the caller's, so the server's own idempotency applies; when it still reports a version
 *   conflict (a retry with a stale expected version), the stream is read to tell an idempotent retry from a
 *   real conflict. KurrentDB has no index by event id, so an id reused in another stream is not detected.
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
    const payload = events.map((e) =>
      jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata ?? {} }),
    );
    try {
      const res = await this.client.appendToStream(stream, payload, { streamState: toStreamState(expectedVersion) });
      const nextVersion = Number(res.nextExpectedRevision);
      // An idempotent write may come back without a position: look up the stored last event's.
      const position = res.position ?? (await this.eventAt(stream, nextVersion))?.position;
      return { nextVersion, position: position ? encode(position) : '' };
    } catch (err) {
      if (!(err instanceof KurrentWrongExpectedVersionError)) throw err;
      const retry = await this.storedBatch(stream, events);
      if (retry) return retry;
      const actual = err.actualState === NO_STREAM ? -1 : Number(err.actualState);
      throw new WrongExpectedVersionError(stream, expectedVersion, actual);
    }
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
      throw err;
    }
    return out;
  }

  async readAll(fromCheckpoint: string | null, options: ReadAllOptions = {}): Promise<ReadAllPage> {
    const from = fromCheckpoint === null ? null : decode(fromCheckpoint);
    const limit = options.limit ?? 500;
    const prefixes = options.streamPrefixes ?? [];
    const events: RecordedEvent[] = [];
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
    if (!isIdempotentRetry(stream, [...ids], stored)) return null;
    const last = stored[stored.length - 1];
    return { nextVersion: last.streamVersion, position: last.position };
  }

  private async eventAt(stream: string, version: number): Promise<StoredEvent | undefined> {
    for await (const resolved of this.client.readStream(stream, { fromRevision: BigInt(version), maxCount: 1 })) {
      return resolved.event as StoredEvent | undefined;
    }
    return undefined;
  }
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
    metadata: metadata && typeof metadata === 'object' && !(metadata instanceof Uint8Array) && !Array.isArray(metadata)
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
