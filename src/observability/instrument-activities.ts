import type { Logger } from '../logger';
import { errorFields } from '../logger';
import { callbacksTotal, tasksTotal } from './metrics';

type Fn = (...args: never[]) => Promise<unknown>;

interface TaskInputLike {
  task_id?: string;
  org_id?: string;
  kind?: string;
}

/** Task and organisation of an activity call: from the task input, or the task id passed first. */
function idsOf(args: unknown[]): { task_id?: string; org_id?: string } {
  const first = args[0];
  if (typeof first === 'string') return { task_id: first };
  const input = first as TaskInputLike | undefined;
  return { task_id: input?.task_id, org_id: input?.org_id };
}

/**
 * Wraps the analysis activities: one log line per activity with task id, org id, duration and outcome
 * (identifiers only: arguments and results are never logged), and the task and callback counters.
 */
export function instrumentActivities<A extends Record<string, Fn>>(activities: A, logger: Logger): A {
  const out: Record<string, Fn> = {};
  for (const [name, fn] of Object.entries(activities)) {
    out[name] = (async (...args: unknown[]) => {
      const ids = idsOf(args);
      const started = process.hrtime.bigint();
      const ms = () => Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      try {
        const result = await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
        if (name === 'recordOutcome') {
          const outcome = args[1] as { status: string };
          tasksTotal.inc({ outcome: outcome.status, kind: (args[0] as TaskInputLike).kind ?? 'single' });
        }
        // The analysis records a completed outcome itself (when it could not, `recordOutcome` follows).
        if (name === 'analyseTask' && (result as { recorded?: boolean }).recorded) {
          tasksTotal.inc({ outcome: 'completed', kind: (args[0] as TaskInputLike).kind ?? 'single' });
        }
        // Counted when recorded, so every outcome is: the receiver's answer, and also an attempt lost with its
        // worker or one never made (`attempt_lost`, `not_attempted`), which no delivery activity returns.
        // The automatic POST records its own outcome in `lean-steps` workflows (when it could not, `recordDelivery` follows).
        const postedAndRecorded = name === 'postCallback' && (result as { recorded?: boolean }).recorded === true;
        if (name === 'recordDelivery' || name === 'recordRedelivery' || postedAndRecorded) {
          const d = (postedAndRecorded ? result : args.at(-1)) as { delivered: boolean; reason: string | null };
          const redelivery = name === 'recordRedelivery';
          callbacksTotal.inc({ outcome: d.delivered ? 'delivered' : 'failed', reason: d.delivered ? '' : (d.reason ?? 'unknown') });
          const fields = { ...ids, delivered: d.delivered, reason: d.reason ?? undefined, redelivery: redelivery || undefined };
          if (d.delivered) logger.info('callback', fields);
          else logger.warn('callback', fields);
        }
        logger.info('activity', { ...ids, activity: name, outcome: 'ok', ms: ms() });
        return result;
      } catch (err) {
        logger.warn('activity', { ...ids, activity: name, outcome: 'error', ms: ms(), ...errorFields(err), stack: undefined });
        throw err;
      }
    }) as Fn;
  }
  return out as A;
}
