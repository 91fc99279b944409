import type { Scenario } from '../load/harness/scenario';
import { sleep } from '../load/harness/processes';
import type { Topology } from '../load/harness/topology';

/** Health-check statuses seen every 500 ms while `during` runs (e.g. `200×3, 503×20, 200×1`). */
export async function watchHealth(t: Topology, during: Promise<void>): Promise<string> {
  const seen: number[] = [];
  let done = false;
  void during.finally(() => (done = true));
  while (!done) {
    const status = await fetch(`${t.baseUrl}/v1/api/health-check`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.status,
      () => 0,
    );
    seen.push(status);
    await sleep(500);
  }
  await during;
  const runs: string[] = [];
  for (let i = 0; i < seen.length;) {
    let j = i;
    while (j < seen.length && seen[j] === seen[i]) j++;
    runs.push(`${seen[i] === 0 ? 'no answer' : seen[i]}×${j - i}`);
    i = j;
  }
  return runs.join(', ');
}

export const workerKill: Scenario = {
  name: 'fault: worker kill -9 and restart',
  topology: 'postgres',
  async fault(t) {
    await t.worker!.kill9();
    await sleep(5000);
    t.worker!.start();
    return 'worker killed with SIGKILL after 50 submissions, restarted 5 s later';
  },
};

export const apiRestart: Scenario = {
  name: 'fault: API restart during uploads',
  topology: 'postgres',
  async fault(t) {
    const started = Date.now();
    await t.restartApi();
    return `API stopped (SIGTERM: in-flight uploads finish, new connections refused) after 50 submissions and started again; back in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  },
};

export const postgresOutage: Scenario = {
  name: 'fault: PostgreSQL stopped for 10 s',
  topology: 'postgres',
  async fault(t) {
    const outage = (async () => {
      t.pg!.stop(); // -m fast: every connection gets "terminating connection due to administrator command"
      await sleep(10_000);
      t.pg!.start();
    })();
    const health = await watchHealth(t, outage);
    return `PostgreSQL stopped (pg_ctl -m fast) after 50 submissions, started 10 s later; health during the outage: ${health}`;
  },
};

export const temporalRestart: Scenario = {
  name: 'fault: Temporal dev server restarted (state kept)',
  topology: 'postgres',
  async fault(t) {
    await t.temporal!.process.stop('SIGTERM');
    await sleep(3000);
    await t.temporal!.start();
    return 'Temporal dev server stopped (SIGTERM) after 50 submissions, started 3 s later on the same --db-filename';
  },
};

export const projectorKill: Scenario = {
  name: 'fault: projector kill -9, down 20 s',
  topology: 'postgres',
  async fault(t) {
    await t.projector!.kill9();
    await sleep(20_000);
    t.projector!.start();
    return 'projector killed with SIGKILL after 50 submissions, restarted 20 s later (tasks must not wait for it)';
  },
};
