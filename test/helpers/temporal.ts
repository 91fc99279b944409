import { bundleWorkflowCode, type WorkflowBundle } from '@temporalio/worker';
import { resolveTemporalCli } from '../../src/temporal/cli-path';
import { startEmbeddedTemporal, type TemporalRuntime } from '../../src/temporal/temporal-runtime';

/**
 * One real Temporal dev server (the CLI binary, never the SDK download) for the whole test run, started on
 * first use and stopped by the root hook in `root-hooks.ts`. Tests isolate themselves with their own task
 * queue.
 */
let server: Promise<TemporalRuntime> | null = null;
let bundle: Promise<WorkflowBundle> | null = null;
let extraArgs: string[] = [];

/** Extra dev-server arguments (e.g. a benchmark's `--metrics-port`), before the server is first used. */
export function configureSharedTemporal(opts: { extraArgs: string[] }): void {
  if (server) throw new Error('the shared Temporal server has already started');
  extraArgs = opts.extraArgs;
}

export function sharedTemporal(): Promise<TemporalRuntime> {
  server ??= startEmbeddedTemporal({ cliPath: resolveTemporalCli(process.env.TEMPORAL_CLI_PATH ?? null), namespace: 'default', extraArgs });
  return server;
}

export function sharedWorkflowBundle(): Promise<WorkflowBundle> {
  bundle ??= bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: quietLogger });
  return bundle;
}

export async function stopSharedTemporal(): Promise<void> {
  const s = server;
  server = null;
  if (s) await (await s).close();
}

const noop = () => undefined;
const quietLogger = { trace: noop, debug: noop, info: noop, warn: noop, error: (m: string) => console.error(m), log: noop };
