/**
 * Dynamic configuration the embedded dev server is started with: eager workflow start (the start request
 * returns the first workflow task to the worker in the same process, saving a poll round trip) and eager
 * activity execution (an activity scheduled by a workflow task comes back in that task's completion
 * response). An outside cluster needs the same two settings for the same latency.
 */
export const DEV_SERVER_DYNAMIC_CONFIG = ['system.enableEagerWorkflowStart=true', 'system.enableActivityEagerExecution=true'];

/** `DEV_SERVER_DYNAMIC_CONFIG` as `temporal server start-dev` arguments. */
export const devServerDynamicConfigArgs = (): string[] => DEV_SERVER_DYNAMIC_CONFIG.flatMap((kv) => ['--dynamic-config-value', kv]);

/**
 * SQLite settings of the embedded dev server's database file: write-ahead log, and `synchronous=normal`, the
 * embedded event store's own setting (`src/eventstore/sqlite-sql-db.ts`). In WAL mode that is durable against
 * a crash of the process; only an operating-system crash or a power loss may drop the last commits (the file
 * stays consistent). SQLite's default (`full`) syncs the log at every commit: about 20 fsyncs per task, and 17%
 * of the server's CPU time per task in `npm run bench:e2e` (see the README).
 */
export const DEV_SERVER_SQLITE_PRAGMAS = ['journal_mode=wal', 'synchronous=normal'];

/** `DEV_SERVER_SQLITE_PRAGMAS` as `temporal server start-dev` arguments (for a server with a database file). */
export const devServerSqliteArgs = (): string[] => DEV_SERVER_SQLITE_PRAGMAS.flatMap((p) => ['--sqlite-pragma', p]);
