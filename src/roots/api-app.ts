import { Client } from '@temporalio/client';
import type { Core } from './core';
import type { TemporalRuntime } from '../temporal/temporal-runtime';
import { createApp } from '../http/app';
import { analysisRoutes } from '../http/routes/analysis';
import { legacyRoutes } from '../http/routes/legacy';
import { taskListRoutes } from '../http/routes/task-list';
import { exportRoutes } from '../http/routes/exports';
import { SessionCookies } from '../http/session-cookie';
import { ReachableTaskOwner } from './reachable-task-owner';
import { TemporalReachability } from '../health/temporal-reachability';
import { freeBytes } from '../health/disk-space';
import { AuthThrottle } from '../http/auth-throttle';
import { TaskReader } from '../tasks/task-reader';
import { CallbackRedelivery } from '../tasks/callback-redelivery';
import { callbackRoutes } from '../http/routes/callbacks';
import { documentReadersFor } from './document-reader';
import { UploadGate } from '../http/upload-gate';
import type { SyncBilling } from '../http/billed-response';

export interface AppOptions {
  /**
   * A worker runs in this process on `temporal.nativeConnection` (npm start): tasks are started eagerly, their
   * first workflow task handed to that worker in the start's response.
   */
  workerInProcess?: boolean;
}

/** The API's object graph: the Koa app over the core and a Temporal client (never listens by itself). */
export function buildApp(core: Core, temporal: TemporalRuntime, opts: AppOptions = {}) {
  const { config } = core;
  const documentReader = documentReadersFor(config).sync;
  const limits = {
    maxUploadBytes: config.maxUploadBytes,
    maxFiles: config.maxFilesPerCombined,
    admission: {
      gate: new UploadGate({
        uploadsPerOrg: config.uploadsPerOrg,
        uploadsTotal: config.uploadsTotal,
        bytesPerOrg: config.uploadBytesPerOrg,
        bytesTotal: config.uploadBytesTotal,
      }),
      tempFiles: core.uploadTempFiles,
      availableCredits: async (orgId: string) => (await core.credits.balance(orgId)).available,
      idleTimeoutMs: config.uploadIdleTimeoutMs,
    },
  };
  const billing: SyncBilling = {
    holder: config.instanceId,
    inFlight: core.chargesInFlight,
    // The credit service logs and counts every failed settlement with its reason; this says what follows.
    report: (f) =>
      core.logger.warn(
        f.operation === 'capture'
          ? 'an answer was delivered but its credit could not be captured: it stays reserved until the orphan reaper releases it'
          : 'the credit of an undelivered answer could not be released: the orphan reaper releases it',
        { operation: f.operation, org_id: f.org_id, reservation_id: f.reservation_id },
      ),
  };
  const notifyProjector = () => core.projector.notify();
  const reachability = new TemporalReachability(temporal.client.connection);
  const owner = new ReachableTaskOwner(
    {
      // Eager start needs the client on the connection the worker polls with.
      temporal: opts.workerInProcess ? new Client({ connection: temporal.nativeConnection, namespace: temporal.namespace }) : temporal.client,
      eagerStart: opts.workerInProcess ?? false,
      taskQueue: config.taskQueue,
      workflowTaskTimeoutMs: config.workflowTaskTimeoutMs,
      credits: core.credits,
      blobs: core.blobs,
      store: core.stores.events,
      ttlSeconds: config.taskTtlSeconds,
      callbackTimeoutMs: config.callbackTimeoutMs,
      notifyProjector,
      logger: core.logger,
    },
    reachability,
  );
  return createApp({
    logger: core.logger,
    health: {
      ping: () => core.stores.events.ping(),
      temporal: () => reachability.check({ fresh: true }),
      disk: { freeBytes: () => freeBytes(config.dataDir), minFreeBytes: config.dataDirMinFreeMb * 1024 * 1024 },
    },
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
    billing,
    legacyRouters: [legacyRoutes({ credits: core.credits, reader: documentReader, limits, billing })],
    metricsToken: config.metricsToken,
    trustProxy: config.trustProxy,
    authThrottle: new AuthThrottle({
      perAddress: config.authFailuresPerAddress,
      perOrg: config.authFailuresPerOrg,
      windowMs: config.authFailureWindowSeconds * 1000,
    }),
    sessions: new SessionCookies({
      sealer: core.sealer,
      ttlSeconds: config.sessionTtlSeconds,
      // An https PUBLIC_URL means browsers use TLS even when the proxy speaks plain HTTP to us.
      secure: config.sessionCookieSecure ?? (config.publicOrigin?.startsWith('https:') ? true : null),
      publicOrigin: config.publicOrigin,
    }),
  });
}
