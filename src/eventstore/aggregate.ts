import { KeyedMutex } from './keyed-mutex';
import { WrongExpectedVersionError, type EventStore, type NewEvent } from './port';
import { stableEventId } from './stable-id';

export interface DomainEvent {
  type: string;
  data: unknown;
}

export interface AggregateDefinition<S, E extends DomainEvent> {
  initial(): S;
  /** Applies one event; may mutate and return `state`. */
  evolve(state: S, event: E): S;
  /** The key that makes an event's id stable (e.g. the reservation id): same key, same id. */
  eventKey(event: E): string;
}

interface Cached<S> {
  state: S;
  version: number;
}

export interface HandleResult<S, E> {
  events: E[];
  /** State before the decided events (the state `decide` saw). */
  state: S;
  nextVersion: number;
  position: string | null;
}

/**
 * Loads an aggregate by folding its stream (incrementally, from a bounded in-memory cache) and appends the
 * events a decision produces with the stream's expected version. On a version conflict (another process
 * appended first) it reloads and decides again, so N concurrent commands behave as if run one at a time.
 */
export class AggregateRepository<S, E extends DomainEvent> {
  private readonly cache = new Map<string, Cached<S>>();
  private readonly mutex = new KeyedMutex();

  constructor(
    private readonly store: EventStore,
    private readonly def: AggregateDefinition<S, E>,
    private readonly options: { maxCached?: number; maxAttempts?: number } = {},
  ) {}

  /** Current state and version of a stream (serialised with commands on the same stream). */
  read(stream: string): Promise<Cached<S>> {
    return this.mutex.run(stream, () => this.load(stream));
  }

  /** Folds new events into the cached state. Callers hold the stream's mutex: `evolve` mutates. */
  private async load(stream: string): Promise<Cached<S>> {
    const cached = this.cache.get(stream) ?? { state: this.def.initial(), version: -1 };
    const events = await this.store.readStream(stream, { fromVersion: cached.version + 1 });
    let { state, version } = cached;
    for (const e of events) {
      state = this.def.evolve(state, { type: e.type, data: e.data } as E);
      version = e.streamVersion;
    }
    const next = { state, version };
    this.cache.delete(stream);
    this.cache.set(stream, next);
    if (this.cache.size > (this.options.maxCached ?? 5000)) this.cache.delete(this.cache.keys().next().value as string);
    return next;
  }

  /** Decides against the current state and appends; retries on conflicts. `decide` may throw a domain error. */
  handle(stream: string, decide: (state: S) => E[]): Promise<HandleResult<S, E>> {
    return this.mutex.run(stream, async () => {
      const maxAttempts = this.options.maxAttempts ?? 50;
      for (let attempt = 1; ; attempt++) {
        const { state, version } = await this.load(stream);
        const events = decide(state);
        if (events.length === 0) return { events, state, nextVersion: version, position: null };
        const toAppend: NewEvent[] = events.map((e) => ({
          id: stableEventId(stream, e.type, this.def.eventKey(e)),
          type: e.type,
          data: e.data,
        }));
        try {
          const res = await this.store.append(stream, toAppend, version);
          return { events, state, nextVersion: res.nextVersion, position: res.position };
        } catch (err) {
          if (!(err instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw err;
          // Another process won the race: back off a little (jittered) and decide again on fresh state.
          await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 * attempt)));
        }
      }
    });
  }
}
