import type { RecordedEvent } from './port';
import type { SqlExecutor } from './sql';

/**
 * A projection folds events into read-model tables. The runner calls `apply` for each event inside a
 * transaction that also advances the projection's checkpoint, so a crash never applies an event twice or
 * skips one. `apply` must be deterministic and must only write through `tx`.
 */
export interface Projection {
  /** Unique, stable name: the checkpoint row's key. Change it (e.g. `tasks-v2`) to rebuild from scratch. */
  readonly name: string;
  /** Stream-name prefixes this projection reads (e.g. `credits-`). */
  readonly streamPrefixes: string[];
  /** DDL creating the projection's tables (IF NOT EXISTS). */
  readonly schema: string;
  apply(tx: SqlExecutor, event: RecordedEvent): Promise<void>;
}
