import { Runtime, DefaultLogger } from '@temporalio/worker';
import { stopSharedTemporal } from './temporal';

// Keep the SDK's own logs quiet in test output (errors still show).
Runtime.install({ logger: new DefaultLogger('ERROR') });

export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopSharedTemporal();
  },
};
