import { Runtime, DefaultLogger } from '@temporalio/worker';
import { stopSharedTemporal } from './temporal';
import { provideTestPostgres, releaseTestPostgres } from './test-postgres';

// Keep the SDK's own logs quiet in test output (errors still show).
Runtime.install({ logger: new DefaultLogger('ERROR') });

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    const root = this.test?.parent;
    await provideTestPostgres((root?.suites ?? []).map((suite) => suite.file ?? ''));
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopSharedTemporal();
    await releaseTestPostgres();
  },
};
