import type { EventStore, RecordedEvent } from './port';
import type { Projection } from './projection';
import type { SqlDb } from './sql';
import { isStoreUnavailable } from './store-unavailable';

export interface RunnerLogger {
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface ProjectionRunnerOptions {
  /** How often an idle runner polls the store. Default 100 ms. */
  pollIntervalMs?: number;
  /** Events per `readAll` page, applied in one transaction. Default 500. */
  batchSize?: number;
  /** Ceiling of the exponential backoff after a projection fails. Default 30 s. */
  maxBackoffMs?: number;
  /**
   * Ceiling of the backoff while the datastore is unreachable (a failed connection attempt is cheap), so the
   * read models resume within this long of the database coming back. Default 2 s.
   */
  unavailableBackoffMs?: number;
  logger?: RunnerLogger;
}

/** A projection threw; its whole page was rolled back and will be retried. */
export class ProjectionFailedError extends Error {
  override readonly name = 'ProjectionFailedError';
  constructor(
    readonly projection: string,
    readonly position: string | undefined,
    readonly eventType: string | undefined,
    options: { cause: unknown },
  ) {
    super(`projection ${projection} failed at position ${position ?? '(before first event)'}`, options);
  }
}

/** Another runner advanced this projection's checkpoint first: our page is stale and must not be applied. */
class CheckpointMovedError extends Error {}

const CHECKPOINT_TABLE = `CREATE TABLE IF NOT EXISTS projection_checkpoints (name TEXT PRIMARY KEY, checkpoint TEXT)`;

interface State {
  /** Last stored checkpoint as this runner knows it; `undefined`: reload from the table. */
  checkpoint?: string | null;
  failures: number;
  retryAt: number;
}

/**
 * Feeds projections from the event store. For each projection it reads a page of `readAll` after the
 * projection's checkpoint and applies it in ONE SqlDb transaction that also moves the checkpoint, so a crash or
 * an error leaves either the whole page applied or none of it, and a restart resumes exactly after the last
 * applied page. The checkpoint update is a compare-and-set on the previous value, done first in the
 * transaction, so two runners (processes) on the same projection never apply one page twice: the second one
 * waits on the row (PostgreSQL) or the write lock (SQLite), finds the checkpoint moved, and re-reads.
 *
 * Errors are logged (projection, position, event type, error message; never event data) and retried with
 * exponential backoff; a failing projection holds only itself back. The loop never ends on an error: through a
 * database outage it keeps retrying (backoff capped at `unavailableBackoffMs`) and resumes by itself.
 */
export class ProjectionRunner {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private readonly unavailableBackoffMs: number;
  private readonly logger: RunnerLogger;
  private readonly states = new Map<string, State>();
  private initialised?: Promise<void>;
  private tail: Promise<unknown> = Promise.resolve();
  private loop?: Promise<void>;
  private stopping = false;
  private woken = false;
  private wake?: () => void;

  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlDb,
    private readonly projections: Projection[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.batchSize = options.batchSize ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.unavailableBackoffMs = options.unavailableBackoffMs ?? 2000;
    this.logger = options.logger ?? console;
    for (const p of projections) this.states.set(p.name, { failures: 0, retryAt: 0 });
  }

  /** Creates the projections' tables and checkpoint rows (idempotent; `start` and `catchUp` call it). */
  init(): Promise<void> {
    this.initialised ??= this.createTables().catch((err: unknown) => {
      this.initialised = undefined;
      throw err;
    });
    return this.initialised;
  }

  private async createTables(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.sql.exec(CHECKPOINT_TABLE);
        for (const p of this.projections) {
          await this.sql.exec(p.schema);
          await this.sql.run('INSERT INTO projection_checkpoints (name, checkpoint) VALUES (?, NULL) ON CONFLICT (name) DO NOTHING', [p.name]);
        }
        return;
      } catch (err) {
        // PostgreSQL: two processes running the same CREATE TABLE IF NOT EXISTS at once can collide on the
        // catalog; the second attempt finds the table.
        if (attempt >= 3) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  /** Starts polling in the background until `stop()`. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Stops polling; resolves once the batch in flight (if any) has committed or rolled back. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.notify();
    await this.loop;
    this.loop = undefined;
  }

  /** Hint that new events were appended: the background loop polls now instead of after its interval. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /**
   * Applies everything `readAll` currently returns to every projection, then resolves. Rejects with
   * `ProjectionFailedError` when a projection throws (its page rolled back). On PostgreSQL an event becomes
   * readable only when every older transaction has finished, so a just-appended event may need another call.
   */
  async catchUp(): Promise<void> {
    await this.init();
    for (let progressed = true; progressed;) {
      progressed = false;
      for (const p of this.projections) progressed = (await this.step(p)) || progressed;
    }
  }

  private async run(): Promise<void> {
    let initFailures = 0;
    while (!this.stopping) {
      let progressed = false;
      let delay = this.pollIntervalMs;
      try {
        await this.init();
        initFailures = 0;
        for (const p of this.projections) {
          if (this.stopping) break;
          progressed = (await this.stepGuarded(p)) || progressed;
        }
      } catch (err) {
        initFailures += 1;
        delay = this.backoff(initFailures, err);
        this.logger.error(`projection runner could not initialise; retrying in ${delay} ms`, { error: describe(err) });
      }
      if (!progressed && !this.stopping) await this.sleep(delay);
    }
  }

  private backoff(failures: number, err: unknown): number {
    const ceiling = isStoreUnavailable(err) ? Math.min(this.unavailableBackoffMs, this.maxBackoffMs) : this.maxBackoffMs;
    return Math.min(ceiling, Math.max(this.pollIntervalMs, 100) * 2 ** (failures - 1));
  }

  /** One step of one projection in the background loop: failures are logged and backed off, never thrown. */
  private async stepGuarded(p: Projection): Promise<boolean> {
    const state = this.states.get(p.name)!;
    if (state.retryAt > Date.now()) return false;
    try {
      const progressed = await this.step(p);
      state.failures = 0;
      return progressed;
    } catch (err) {
      state.failures += 1;
      const delay = this.backoff(state.failures, err);
      state.retryAt = Date.now() + delay;
      const failed = err instanceof ProjectionFailedError ? err : undefined;
      this.logger.error(`projection ${p.name} failed; retrying in ${delay} ms`, {
        projection: p.name,
        position: failed?.position,
        eventType: failed?.eventType,
        attempt: state.failures,
        error: describe(failed?.cause ?? err),
      });
      return false;
    }
  }

  /** Reads and applies one page; true when the checkpoint moved. Serialised within this runner. */
  private step(p: Projection): Promise<boolean> {
    const run = this.tail.then(() => this.applyPage(p));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async applyPage(p: Projection): Promise<boolean> {
    const state = this.states.get(p.name)!;
    if (state.checkpoint === undefined) state.checkpoint = await this.storedCheckpoint(p.name);
    const from = state.checkpoint;
    const page = await this.store.readAll(from, { streamPrefixes: p.streamPrefixes, limit: this.batchSize });
    if (page.events.length === 0 && page.checkpoint === from) return false;
    let current: RecordedEvent | undefined;
    try {
      await this.sql.transaction(async (tx) => {
        const moved = await tx.run(`UPDATE projection_checkpoints SET checkpoint = ? WHERE name = ? AND COALESCE(checkpoint, '') = ?`, [
          page.checkpoint,
          p.name,
          from ?? '',
        ]);
        if (moved !== 1) throw new CheckpointMovedError();
        for (const event of page.events) {
          current = event;
          await p.apply(tx, event);
        }
      });
    } catch (err) {
      if (err instanceof CheckpointMovedError) {
        state.checkpoint = undefined;
        return true;
      }
      state.checkpoint = undefined; // re-read: the transaction may have died with the connection
      throw new ProjectionFailedError(p.name, current?.position, current?.type, { cause: err });
    }
    state.checkpoint = page.checkpoint;
    return true;
  }

  /**
   * How far each projection is behind the store, from its stored checkpoint (so it also measures other
   * runners): unapplied events counted up to `cap`, and the age in seconds of the oldest one (0 when none).
   */
  async lag(cap = 1000): Promise<{ name: string; events: number; seconds: number }[]> {
    const out: { name: string; events: number; seconds: number }[] = [];
    for (const p of this.projections) {
      const page = await this.store.readAll(await this.storedCheckpoint(p.name), { streamPrefixes: p.streamPrefixes, limit: cap });
      const oldest = page.events[0];
      const seconds = oldest ? Math.max(0, (Date.now() - Date.parse(oldest.recordedAt)) / 1000) : 0;
      out.push({ name: p.name, events: page.events.length, seconds });
    }
    return out;
  }

  private async storedCheckpoint(name: string): Promise<string | null> {
    const rows = await this.sql.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projection_checkpoints WHERE name = ?', [name]);
    const checkpoint = rows[0]?.checkpoint ?? null;
    return checkpoint === '' ? null : checkpoint;
  }

  /** Waits `ms`, or less when `notify()` is called (also when it was called while no one was sleeping). */
  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
