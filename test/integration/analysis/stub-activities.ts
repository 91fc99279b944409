import { randomBytes } from 'node:crypto';
import { Worker } from '@temporalio/worker';
import type { WorkflowHandle } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import type { AnalysisActivities } from '../../../activities/analysis-activities';
import type { AnalysisTaskInput } from '../../../workflows/types';
import { sharedTemporal, sharedWorkflowBundle } from '../../helpers/temporal';

export type ActivityName = keyof AnalysisActivities;
export interface ActivityCall {
  name: ActivityName;
  args: unknown[];
}

/**
 * Activities that do nothing but answer and record their calls: the subject of these tests is the workflow's
 * orchestration, not what the activities do. `overrides` replace single activities (failures, hangs).
 */
export function stubActivities(overrides: Partial<AnalysisActivities> = {}) {
  const calls: ActivityCall[] = [];
  const defaults: AnalysisActivities = {
    acceptTask: async () => undefined,
    extractDocument: async (taskId, index) => ({ statement_key: `task/${taskId}/statement-${index}.json`, transactions: 3 }),
    analyse: async (taskId) => `task/${taskId}/result.json`,
    // Accepts first when asked to (`accept-in-analysis`), through the `acceptTask` stub (so a test's refusal applies).
    analyseTask: async (input, options) => {
      if (options?.accept) await impl.acceptTask(input);
      return { status: 'completed', result_key: `task/${input.task_id}/result.json`, recorded: true };
    },
    recordOutcome: async () => undefined,
    deliverCallback: async () => ({ delivered: true, http_status: 200, reason: null }),
    prepareCallback: async (input) => `task/${input.task_id}/callback-request.json`,
    postCallback: async () => ({ delivered: true, http_status: 200, reason: null }),
    // A dead attempt is taken to have started (outcome unknown) unless a test says otherwise.
    abandonCallbackAttempt: async () => 'started' as const,
    recordDelivery: async () => undefined,
    recordRedelivery: async () => undefined,
    discardInputs: async () => undefined,
    expireTask: async () => undefined,
  };
  const impl: AnalysisActivities = { ...defaults, ...overrides };
  const activities = Object.fromEntries(
    (Object.keys(impl) as ActivityName[]).map((name) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name, args });
        return (impl[name] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as AnalysisActivities;
  return {
    activities,
    calls,
    names: () => calls.map((c) => c.name),
    callsOf: (name: ActivityName) => calls.filter((c) => c.name === name),
  };
}

export type Stub = ReturnType<typeof stubActivities>;

export function taskInput(over: Partial<AnalysisTaskInput> = {}): AnalysisTaskInput {
  const taskId = `wf-test-${randomBytes(8).toString('hex')}`;
  return {
    task_id: taskId,
    org_id: 'org-wf-test',
    kind: 'single',
    documents: [
      { pdf_key: `task/${taskId}/input-0.pdf`, sha256: '0'.repeat(64), password_key: `task/${taskId}/input-0.password`, statement_key: null },
    ],
    callback_key: `task/${taskId}/callback-url`,
    callback_timeout_ms: 3000,
    reservation_id: `res-${taskId}`,
    // Created long ago by default, so the task is due to expire as soon as it has settled (no timer).
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    ttl_seconds: 60,
    ...over,
  };
}

/**
 * Runs `body` against a worker with the stubbed activities on a task queue of its own (real dev server, the
 * real workflow bundle). Heartbeats are flushed every 100 ms so a cancel reaches a heartbeating stub quickly.
 */
export async function withStubWorker<T>(stub: Stub, body: (taskQueue: string) => Promise<T>): Promise<T> {
  const env = await sharedTemporal();
  const taskQueue = `wf-${randomBytes(6).toString('hex')}`;
  const worker = await Worker.create({
    connection: env.nativeConnection,
    namespace: env.namespace,
    taskQueue,
    workflowBundle: await sharedWorkflowBundle(),
    activities: stub.activities,
    maxHeartbeatThrottleInterval: '100ms',
    defaultHeartbeatThrottleInterval: '100ms',
  });
  return worker.runUntil(body(taskQueue));
}

export type HistoryEvent = temporal.api.history.v1.IHistoryEvent;
const EventType = temporal.api.enums.v1.EventType;

export async function historyOf(handle: WorkflowHandle): Promise<HistoryEvent[]> {
  return (await handle.fetchHistory()).events ?? [];
}

/** Names of the activities the workflow scheduled, in order, as the history shows them. */
export function scheduledActivities(events: HistoryEvent[]): string[] {
  return events.flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name ?? '?'] : []));
}

/** Names of the local activities the workflow ran, in order, from their markers (`core_local_activity`). */
export function localActivities(events: HistoryEvent[]): string[] {
  return events.flatMap((e) => {
    const name = localActivityName(e);
    return name === null ? [] : [name];
  });
}

/** Every activity the workflow ran or scheduled, normal and local, in history order. */
export function steps(events: HistoryEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.activityTaskScheduledEventAttributes) return [e.activityTaskScheduledEventAttributes.activityType?.name ?? '?'];
    const name = localActivityName(e);
    return name === null ? [] : [name];
  });
}

function localActivityName(e: HistoryEvent): string | null {
  const marker = e.markerRecordedEventAttributes;
  if (marker?.markerName !== 'core_local_activity') return null;
  const data = marker.details?.data?.payloads?.[0]?.data;
  if (!data) return '?';
  return (JSON.parse(Buffer.from(data).toString('utf8')) as { activity_type?: string }).activity_type ?? '?';
}

export function eventTypes(events: HistoryEvent[]): string[] {
  return events.map((e) => EventType[e.eventType ?? 0]!.replace(/^EVENT_TYPE_/, ''));
}

/** Waits until the history holds an event of `type` (a condition that must come true, not a sleep). */
export async function untilHistoryHas(handle: WorkflowHandle, type: string, timeoutMs = 30_000): Promise<HistoryEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await historyOf(handle);
    if (eventTypes(events).includes(type)) return events;
    if (Date.now() > deadline) throw new Error(`no ${type} in the history after ${timeoutMs} ms: ${eventTypes(events).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A promise with its resolver, for stubs that wait for the test (or the test for them). */
export function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
