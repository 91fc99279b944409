import type { CreditService } from '../credits/credit-service';
import { creditOperations, creditSettlementFailures } from './metrics';

const TYPES: Record<string, string> = {
  topUp: 'top_up',
  reserve: 'reserve',
  capture: 'capture',
  release: 'release',
  refund: 'refund',
  releaseOrphans: 'release_orphan',
};

/** Settlements whose failure is also logged with its reason (a charge or a refund may be wrong). */
const SETTLEMENTS = new Set(['capture', 'release', 'refund', 'release_orphan']);

export interface CreditFailureLogger {
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** A short machine reason for a failed ledger operation: the ledger's refusal code, else the error's code or name. */
export function failureReason(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown };
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.name === 'string') return e.name;
  return 'unknown';
}

/**
 * The same service, counting each ledger operation by type and result (`refused`: a rule said no). A failed
 * capture, release or refund is also logged with its reason and counted in
 * `credit_settlement_failures_total{operation,reason}`, whoever called it and whether or not the caller goes on.
 */
export function instrumentCredits(credits: CreditService, logger?: CreditFailureLogger): CreditService {
  return new Proxy(credits, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      const type = typeof prop === 'string' ? TYPES[prop] : undefined;
      if (!type || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          const out = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          creditOperations.inc({ type, result: 'ok' });
          return out;
        } catch (err) {
          creditOperations.inc({ type, result: (err as { name?: string }).name === 'LedgerError' ? 'refused' : 'error' });
          if (SETTLEMENTS.has(type)) {
            const reason = failureReason(err);
            creditSettlementFailures.inc({ operation: type, reason });
            logger?.error('credit settlement failed', {
              operation: type,
              org_id: args[0],
              reservation_id: args[1],
              reason,
              error: (err as Error).message,
            });
          }
          throw err;
        }
      };
    },
  });
}
