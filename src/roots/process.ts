import { loadConfig, type Config } from '../config';
import { createLogger, errorFields, type Logger } from '../logger';
import { installTemporalRuntime, startConfiguredMetricsServer, startConfiguredTracing } from '../observability/process-setup';

/** What every process kind sets up first: configuration, its logger, metrics and tracing. */
export interface ProcessBase {
  config: Config;
  logger: Logger;
  stopMetrics: () => Promise<unknown>;
  stopTracing: () => Promise<unknown>;
}

/** `temporalSdk`: install the Temporal runtime (SDK logs into ours) before any connection exists. */
export async function startProcess(service: string, opts: { temporalSdk: boolean }): Promise<ProcessBase> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { service });
  if (opts.temporalSdk) installTemporalRuntime(config, logger);
  const stopMetrics = await startConfiguredMetricsServer(config, logger);
  const stopTracing = startConfiguredTracing(config, logger, service);
  return { config, logger, stopMetrics, stopTracing };
}

/** Runs a process's `main`; a startup failure is logged as JSON and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(JSON.stringify({ level: 'error', msg: 'startup failed', ...errorFields(err) }));
    process.exit(1);
  });
}
