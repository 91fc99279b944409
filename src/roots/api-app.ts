import type { Core } from './core';
import type { TemporalRuntime } from '../temporal/temporal-runtime';
import { createApp } from '../http/app';
import { analysisRoutes } from '../http/routes/analysis';
import { legacyRoutes } from '../http/routes/legacy';
import { taskListRoutes } from '../http/routes/task-list';
import { exportRoutes } from '../http/routes/exports';
import { SessionCookies } from '../http/session-cookie';
import { TaskOwner } from '../tasks/task-owner';
import { TaskReader } from '../tasks/task-reader';
import { CallbackRedelivery } from '../tasks/callback-redelivery';
import { callbackRoutes } from '../http/routes/callbacks';
import { documentReadersFor } from './document-reader';

/** The API's object graph: the Koa app over the core and a Temporal client (never listens by itself). */
export function buildApp(core: Core, temporal: TemporalRuntime) {
  const { config } = core;
  const documentReader = documentReadersFor(config).sync;
  const limits = { maxUploadBytes: config.maxUploadBytes, maxFiles: config.maxFilesPerCombined };
  const notifyProjector = () => core.projector.notify();
  const owner = new TaskOwner({
    temporal: temporal.client,
    taskQueue: config.taskQueue,
    credits: core.credits,
    blobs: core.blobs,
    store: core.stores.events,
    ttlSeconds: config.taskTtlSeconds,
    callbackTimeoutMs: config.callbackTimeoutMs,
    notifyProjector,
    logger: core.logger,
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
        owner,
        taskReader: new TaskReader(core.stores.events),
        blobs: core.blobs,
        limits,
        callbackAllowPrivateNetworks: config.callbackAllowPrivateNetworks,
      }),
      callbackRoutes({
        redelivery: new CallbackRedelivery({
          temporal: temporal.client,
          store: core.stores.events,
          deadlineMs: config.callbackTimeoutMs + 60_000,
        }),
      }),
      taskListRoutes({ tasks: core.tasks, blobs: core.blobs }),
      exportRoutes({ tasks: core.tasks, blobs: core.blobs }),
    ],
    legacyRouters: [legacyRoutes({ credits: core.credits, reader: documentReader, limits })],
    metricsToken: config.metricsToken,
    sessions: new SessionCookies({ sealer: core.sealer, ttlSeconds: config.sessionTtlSeconds, secure: config.sessionCookieSecure }),
  });
}
