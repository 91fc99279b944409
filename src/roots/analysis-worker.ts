import type { Worker, WorkflowBundle } from '@temporalio/worker';
import { UnwatchedWorker } from '../temporal/unwatched-worker';
import type { Core } from './core';
import type { TemporalRuntime } from '../temporal/temporal-runtime';
import { createAnalysisActivities } from '../../activities/analysis-activities';
import { statementAnalyser } from '../documents';
import { instrumentActivities } from '../observability/instrument-activities';
import { activeTracing } from '../observability/tracing';
import { documentReadersFor } from './document-reader';

/** A worker on the configured task queue; pass a pre-built `workflowBundle` to skip bundling (tests). */
export async function createWorker(core: Core, temporal: TemporalRuntime, workflowBundle?: WorkflowBundle): Promise<Worker> {
  const { config } = core;
  return UnwatchedWorker.createWith(
    {
      connection: temporal.nativeConnection,
      namespace: temporal.namespace,
      taskQueue: config.taskQueue,
      // Bounded: a settled task's workflow sleeps until its expiry (24 h) and would otherwise stay cached.
      maxCachedWorkflows: config.workflowCacheSize,
      ...(workflowBundle ? { workflowBundle } : { workflowsPath: require.resolve('../../workflows') }),
      // Workflow and activity spans when tracing is on (a prebuilt bundle must include its interceptor module).
      plugins: activeTracing() ? [activeTracing()!.workerPlugin] : [],
      // Heartbeats reach Temporal every second instead of every 0.8 × the heartbeat timeout (the SDK's default
      // throttle), so a busy machine's delays stay far inside the timeouts of workflows/activity-profiles.ts.
      maxHeartbeatThrottleInterval: '1 second',
      activities: instrumentActivities(
        createAnalysisActivities({
          store: core.stores.events,
          credits: core.credits,
          blobs: core.blobs,
          reader: documentReadersFor(config).background,
          analyser: statementAnalyser,
          callbackSecret: (orgId) => core.orgs.callbackSecret(orgId),
          callbackTimeoutMs: config.callbackTimeoutMs,
          callbackAllowPrivateNetworks: config.callbackAllowPrivateNetworks,
          notifyProjector: () => core.projector.notify(),
        }),
        core.logger.child({ component: 'worker' }),
      ),
    },
    // Without the SDK's watchdog thread per call into the workflow sandbox (see `unwatched-worker.ts`).
    config.workflowDeadlockTimeoutMs,
  );
}
