import type { CreditService } from '../credits/credit-service';
import { creditOperations } from './metrics';

const TYPES: Record<string, string> = {
  topUp: 'top_up',
  reserve: 'reserve',
  capture: 'capture',
  release: 'release',
  releaseOrphans: 'release_orphan',
};

/** The same service, counting each ledger operation by type and result (`refused`: a rule said no). */
export function instrumentCredits(credits: CreditService): CreditService {
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
          throw err;
        }
      };
    },
  });
}
