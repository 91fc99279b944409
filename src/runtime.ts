import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker, type WorkflowBundle } from '@temporalio/worker';
import type { Core } from './composition';
import { createApp } from './http/app';
import { analysisRoutes } from './http/routes/analysis';
import { TaskSubmitter } from './tasks/task-submitter';
import { createAnalysisActivities } from '../activities/analysis-activities';
import { documentReader as plainReader, statementAnalyser } from './documents';
import { instrumentReader } from './observability/instrument-reader';
import { instrumentActivities } from './observability/instrument-activities';
import { activeTracing } from './observability/tracing';

/** Extraction with its duration and pages/second recorded (metrics), for the API and the worker alike. */
const documentReader = instrumentReader(plainReader);
import type { TemporalRuntime } from './temporal/temporal-runtime';
import { legacyRoutes } from './http/routes/legacy';
import { taskListRoutes } from './http/routes/task-list';
import { exportRoutes } from './http/routes/exports';
import { SessionCookies } from './http/session-cookie';

export interface ApiServer {
  server: http.Server;
  port: number;
  /** Stops accepting connections and waits for in-flight requests. */
  close(): Promise<void>;
}

export function buildApp(core: Core, temporal: TemporalRuntime) {
  const { config } = core;
  const limits = { maxUploadBytes: config.maxUploadBytes, maxFiles: config.maxFilesPerCombined };
  const notifyProjector = () => core.projector.notify();
  const submitter = new TaskSubmitter({
    temporal: temporal.client,
    taskQueue: config.taskQueue,
    credits: core.credits,
    blobs: core.blobs,
    store: core.stores.events,
    tasks: core.tasks,
    ttlSeconds: config.taskTtlSeconds,
    callbackTimeoutMs: config.callbackTimeoutMs,
    notifyProjector,
  });
  return createApp({
    logger: core.logger,
    health: { ping: () => core.stores.events.ping() },
    auth: core.orgs,
    credits: core.credits,
    creditQueries: core.creditQueries,
    extractor: documentReader,
    limits,
    authenticatedRouters: [
      analysisRoutes({
        credits: core.credits,
        reader: documentReader,
        submitter,
        tasks: core.tasks,
        blobs: core.blobs,
        limits,
        callbackAllowPrivateNetworks: config.callbackAllowPrivateNetworks,
      }),
      taskListRoutes({ tasks: core.tasks, blobs: core.blobs }),
      exportRoutes({ tasks: core.tasks, blobs: core.blobs }),
    ],
    legacyRouters: [legacyRoutes({ credits: core.credits, reader: documentReader, limits })],
    metricsToken: config.metricsToken,
    sessions: new SessionCookies({ sealer: core.sealer, ttlSeconds: config.sessionTtlSeconds, secure: config.sessionCookieSecure }),
  });
}

export async function listen(app: { callback(): http.RequestListener }, port: number, host?: string): Promise<ApiServer> {
  const server = http.createServer(app.callback());
  server.requestTimeout = 5 * 60_000;
  server.headersTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** A worker on the configured task queue; pass a pre-built `workflowBundle` to skip bundling (tests). */
export async function createWorker(core: Core, temporal: TemporalRuntime, workflowBundle?: WorkflowBundle): Promise<Worker> {
  const { config } = core;
  return Worker.create({
    connection: temporal.nativeConnection,
    namespace: temporal.namespace,
    taskQueue: config.taskQueue,
    ...(workflowBundle ? { workflowBundle } : { workflowsPath: require.resolve('../workflows') }),
    // Workflow and activity spans when tracing is on (a prebuilt bundle must include its interceptor module).
    plugins: activeTracing() ? [activeTracing()!.workerPlugin] : [],
    activities: instrumentActivities(createAnalysisActivities({
      store: core.stores.events,
      credits: core.credits,
      blobs: core.blobs,
      extract: documentReader.extract,
      analyser: statementAnalyser,
      tasks: core.tasks,
      callbackSecret: (orgId) => core.orgs.callbackSecret(orgId),
      callbackTimeoutMs: config.callbackTimeoutMs,
      callbackAllowPrivateNetworks: config.callbackAllowPrivateNetworks,
      notifyProjector: () => core.projector.notify(),
    }), core.logger.child({ component: 'worker' })),
  });
}
