import type { EventStore } from '../eventstore/port';
import { eventStoreDuration } from './metrics';

const OPERATIONS: Record<string, string> = { append: 'append', readStream: 'read_stream', readAll: 'read_all' };

/** The same store, with append/read latency recorded (failures too: a slow failure is still latency). */
export function instrumentEventStore<S extends EventStore>(store: S): S {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      const operation = typeof prop === 'string' ? OPERATIONS[prop] : undefined;
      if (!operation || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const end = eventStoreDuration.startTimer({ operation, store: target.kind });
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          end();
        }
      };
    },
  });
}
