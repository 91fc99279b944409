import { proxyActivities, sleep, upsertSearchAttributes, ActivityFailure, ApplicationFailure, log } from '@temporalio/workflow';
import type { AnalysisActivities } from '../activities/analysis-activities';
import { CALLBACK, EXTRACTION, LEDGER } from './activity-profiles';
import { TASK_STATUS } from '../src/temporal/search-attributes';
import { FAILURE, type AnalysisTaskInput, type DeliveryOutcome, type TaskOutcome } from './types';

const extraction = proxyActivities<AnalysisActivities>(EXTRACTION);
const ledger = proxyActivities<AnalysisActivities>(LEDGER);

/** A failure's human-readable reason: a document error's own message, a generic one for anything else. */
function outcomeOfFailure(err: unknown): TaskOutcome {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure && cause.type === FAILURE.document) {
    const code = typeof cause.details?.[0] === 'string' ? (cause.details[0] as string) : 'document_error';
    return { status: 'failed', error: cause.message, error_code: code };
  }
  return { status: 'failed', error: 'The statement could not be analysed because of an internal error', error_code: 'internal_error' };
}

/**
 * One analysis task (workflow id = task id): accept (capture the reserved credit), extract, analyse, record
 * the outcome, deliver the callback once, discard the inputs, and expire everything at the TTL.
 */
export async function analysisWorkflow(input: AnalysisTaskInput, callbackTimeoutMs: number): Promise<TaskOutcome> {
  await ledger.acceptTask(input);

  let outcome: TaskOutcome;
  try {
    const statementKeys: string[] = [];
    for (let i = 0; i < input.documents.length; i++) {
      const ref = await extraction.extractDocument(input.task_id, i, input.documents[i]!);
      statementKeys.push(ref.statement_key);
    }
    const resultKey = await extraction.analyse(input.task_id, input.kind, statementKeys);
    outcome = { status: 'completed', result_key: resultKey };
  } catch (err) {
    outcome = outcomeOfFailure(err);
  }

  await ledger.recordOutcome(input, outcome);
  upsertSearchAttributes([{ key: TASK_STATUS, value: outcome.status }]);

  if (input.callback_url) {
    const callback = proxyActivities<AnalysisActivities>(CALLBACK(callbackTimeoutMs));
    let delivery: DeliveryOutcome;
    try {
      delivery = await callback.deliverCallback(input, outcome);
    } catch {
      // The single attempt did not report back (e.g. the worker died mid-call): it is not retried.
      delivery = { delivered: false, http_status: null, reason: 'attempt_lost' };
    }
    await ledger.recordDelivery(input, delivery);
  }

  await ledger.discardInputs(input);

  const expiresAt = Date.parse(input.created_at) + input.ttl_seconds * 1000;
  const wait = expiresAt - Date.now();
  if (wait > 0) await sleep(wait);
  await ledger.expireTask(input);
  upsertSearchAttributes([{ key: TASK_STATUS, value: 'expired' }]);
  log.info('task expired', { task_id: input.task_id });
  return outcome;
}
