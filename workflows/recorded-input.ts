import type { AnalysisTaskInput } from './types';

/**
 * Task inputs as older APIs recorded them, still found in workflow histories (replay) and in tasks that were
 * running across a deploy: the callback URL in clear (`callback_url`) and its time budget passed as a second
 * workflow argument. New inputs carry `callback_key` and `callback_timeout_ms` instead.
 */
export type RecordedTaskInput = Omit<AnalysisTaskInput, 'callback_key' | 'callback_timeout_ms'> & {
  callback_key?: string | null;
  callback_timeout_ms?: number;
  /** @deprecated recorded before the URL was sealed; never written by the current API. */
  callback_url?: string | null;
};

/** `CALLBACK_TIMEOUT_MS`'s default: only for an input that somehow carries no budget at all. */
const DEFAULT_CALLBACK_TIMEOUT_MS = 10_000;

/** Whether the client asked for a callback, whichever form the input was recorded in. */
export function wantsCallback(input: RecordedTaskInput): boolean {
  return (input.callback_key ?? input.callback_url ?? null) !== null;
}

/** The callback's time budget: the input's own, else the second argument old histories were started with. */
export function callbackTimeoutOf(input: RecordedTaskInput, legacySecondArg: unknown): number {
  if (typeof input.callback_timeout_ms === 'number') return input.callback_timeout_ms;
  return typeof legacySecondArg === 'number' ? legacySecondArg : DEFAULT_CALLBACK_TIMEOUT_MS;
}
