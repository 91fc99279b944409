import { Runtime, type LogLevel as SdkLevel, type LogMetadata } from '@temporalio/worker';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { startMetricsServer } from './metrics-routes';
import { startTracing } from './tracing';

/** The Temporal SDK's logger interface, fed into ours (workflow id = task id). */
function sdkLogger(logger: Logger) {
  const emit = (level: SdkLevel, message: string, meta?: LogMetadata) => {
    const { workflowId, ...rest } = (meta ?? {}) as Record<string, unknown>;
    const fields = { ...rest, ...(workflowId ? { task_id: workflowId } : {}) };
    if (level === 'ERROR') logger.error(message, fields);
    else if (level === 'WARN') logger.warn(message, fields);
    else if (level === 'INFO') logger.info(message, fields);
    else logger.debug(message, fields);
  };
  return {
    log: emit,
    trace: (m: string, meta?: LogMetadata) => emit('TRACE', m, meta),
    debug: (m: string, meta?: LogMetadata) => emit('DEBUG', m, meta),
    info: (m: string, meta?: LogMetadata) => emit('INFO', m, meta),
    warn: (m: string, meta?: LogMetadata) => emit('WARN', m, meta),
    error: (m: string, meta?: LogMetadata) => emit('ERROR', m, meta),
  };
}

/**
 * The signals on which the SDK shuts its workers down: SIGINT and SIGTERM, which also stop the process
 * (`src/roots/shutdown.ts`). Not the SDK's default SIGQUIT and SIGUSR2: on those it stopped the worker and
 * nothing else, so a process asked for a heap snapshot (`--heapsnapshot-signal=SIGUSR2`) went on accepting
 * tasks that no worker ran.
 */
export const TEMPORAL_SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

/**
 * Installs the Temporal runtime before any connection exists: SDK, workflow and activity logs go through
 * our logger, and with TEMPORAL_METRICS_ADDRESS the SDK serves its own Prometheus metrics there.
 */
export function installTemporalRuntime(config: Config, logger: Logger): void {
  Runtime.install({
    logger: sdkLogger(logger.child({ component: 'temporal-sdk' })),
    shutdownSignals: TEMPORAL_SHUTDOWN_SIGNALS,
    ...(config.temporalMetricsAddress ? { telemetryOptions: { metrics: { prometheus: { bindAddress: config.temporalMetricsAddress } } } } : {}),
  });
}

/** Starts the METRICS_PORT listener when configured; returns its stop function. */
export async function startConfiguredMetricsServer(config: Config, logger: Logger): Promise<() => Promise<void>> {
  if (config.metricsPort === null) return async () => undefined;
  const server = await startMetricsServer(config.metricsHost, config.metricsPort);
  logger.info('metrics listening', { host: config.metricsHost, port: server.port });
  return () => server.close();
}

/** Starts tracing when configured (OTLP endpoint or console); returns its shutdown (flushes spans). */
export function startConfiguredTracing(config: Config, logger: Logger, serviceName: string): () => Promise<void> {
  const exporter = config.otlpEndpoint ? { otlpEndpoint: config.otlpEndpoint } : config.tracingConsole ? ('console' as const) : null;
  if (!exporter) return async () => undefined;
  const tracing = startTracing({ serviceName: config.otelServiceName ?? serviceName, exporter });
  logger.info('tracing on', { exporter: config.otlpEndpoint ? 'otlp' : 'console' });
  return () => tracing.shutdown();
}
