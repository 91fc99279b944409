import { ApplicationFailure, defineUpdate } from '@temporalio/workflow';
import type { DeliveryOutcome } from './types';

/**
 * A redelivery the client asked for (`POST /v1/api/analysis/{task_id}/callback`): one more POST of the prepared
 * callback, answered with its outcome. Refused (validator, nothing recorded) with one of `REDELIVERY_REFUSED`'s
 * failure types when the task has no outcome yet, is expiring, asked for no callback, or a redelivery is already
 * running.
 */
export const redeliverCallback = defineUpdate<DeliveryOutcome>('redeliverCallback');

export const REDELIVERY_REFUSED = {
  processing: 'task_processing',
  expired: 'task_expired',
  noCallback: 'callback_not_requested',
  busy: 'redelivery_in_progress',
} as const;

export type RedeliveryRefusal = (typeof REDELIVERY_REFUSED)[keyof typeof REDELIVERY_REFUSED];

/** The validator's refusal as a failure whose `type` names it. */
export function refuseRedelivery(type: RedeliveryRefusal, message: string): never {
  throw ApplicationFailure.create({ type, message, nonRetryable: true });
}
