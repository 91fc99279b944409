/**
 * The SIGKILL window between a task's workflow start and its `202`: the API process is frozen (SIGSTOP) under
 * load until a submission is caught whose workflow Temporal already has but whose answer the client has not
 * received, and is then killed with SIGKILL, cutting that client mid-response. No process is left to refund
 * it: the task runs, is charged, and its client finds it in its task list (and gets its callback). The credit
 * check counts it as answered only that way, and only against a request that was really cut.
 */
import { Client, Connection } from '@temporalio/client';
import type { Scenario } from '../load/harness/scenario';
import { sleep } from '../load/harness/processes';

let caught: string[] = [];

export const apiKilledMidAnswer: Scenario = {
  name: 'fault: API SIGKILLed between workflow start and 202',
  topology: 'postgres',
  async fault(t, ctx) {
    caught = [];
    const connection = await Connection.connect({ address: t.temporal!.address });
    const temporal = new Client({ connection });
    const submitted = new Set(await ctx.records.newlySubmitted());
    let tries = 0;
    try {
      for (; tries < 100 && caught.length === 0; tries++) {
        const pid = t.api.pid!;
        process.kill(pid, 'SIGSTOP');
        await sleep(300); // answers already handed to the OS reach the client meanwhile
        for (const id of await ctx.records.newlySubmitted()) submitted.add(id);
        for (const id of submitted) {
          if (ctx.answered.has(id)) {
            submitted.delete(id);
            continue;
          }
          const started = await temporal.workflow
            .getHandle(id)
            .describe()
            .then(
              () => true,
              () => false,
            );
          if (started) caught.push(id);
        }
        if (caught.length > 0)
          await t.api.kill9(); // a stopped process dies of SIGKILL all the same
        else {
          process.kill(pid, 'SIGCONT');
          await sleep(100 + Math.floor(Math.random() * 300));
        }
      }
    } finally {
      await connection.close();
    }
    if (caught.length === 0) throw new Error(`no submission caught between its workflow start and its answer in ${tries} tries`);
    t.api.start();
    await t.waitHealthy();
    return `API frozen ${tries}× under load until ${caught.length} submission(s) had a started workflow and no answer yet, then SIGKILLed and started again`;
  },
  async afterSettle(_t, ctx) {
    // A caught answer already handed to the OS may still have reached its client: only the others were cut.
    const cut = caught.filter((id) => !ctx.answered.has(id));
    const settled = cut.filter((id) => ['completed', 'failed'].includes(ctx.unanswered.get(id) ?? ''));
    const records = await ctx.records.callbacks(cut);
    const withCallback = cut.filter((id) => records.get(id)!.automatic);
    const calledBack = withCallback.filter((id) => ctx.receiver.deliveries.get(id) === 1);
    return [
      {
        name: 'cut clients find their tasks',
        ok: cut.length > 0 && settled.length === cut.length && calledBack.length === withCallback.length,
        detail: `${caught.length} task(s) started without an answer when killed, ${cut.length} never answered: ${settled.length} listed by GET /v1/api/analysis and settled (charged, see credits), ${calledBack.length}/${withCallback.length} called back once`,
      },
    ];
  },
};
