/**
 * Fault scenarios at callback time: the stores down exactly while a callback's request is being prepared,
 * and the receiver down (answering 503, then refusing connections). Both end with the redelivery a client
 * would ask for (`POST /v1/api/analysis/{task_id}/callback`) for every callback that was not delivered.
 */
import pg from 'pg';
import type { Check, Scenario, SettledContext } from '../load/harness/scenario';
import { sleep, until } from '../load/harness/processes';
import type { Topology } from '../load/harness/topology';
import { watchHealth } from './faults';

/**
 * Holds the first write of a prepared callback request (`task/<id>/callback-request.json` in the blobs table)
 * inside PostgreSQL, and names it in `pg_stat_activity`, so the harness can stop the database while that very
 * write is in flight. One-shot: a sequence (never rolled back) lets only the first such write wait.
 */
const GATE_SQL = `
  CREATE SEQUENCE IF NOT EXISTS fault_gate_hits;
  CREATE OR REPLACE FUNCTION fault_gate() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.key LIKE 'task/%/callback-request.json' AND nextval('fault_gate_hits') = 1 THEN
      PERFORM set_config('application_name', 'fault-gate ' || NEW.key, false);
      PERFORM pg_sleep(60);
    END IF;
    RETURN NEW;
  END $$;
  DROP TRIGGER IF EXISTS fault_gate ON blobs;
  CREATE TRIGGER fault_gate BEFORE INSERT ON blobs FOR EACH ROW EXECUTE FUNCTION fault_gate();`;

async function redeliver(
  t: Topology,
  token: string,
  taskId: string,
): Promise<{ status: number; body: { delivered?: boolean; http_status?: number | null } }> {
  const res = await fetch(`${t.baseUrl}/v1/api/analysis/${taskId}/callback`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { delivered?: boolean; http_status?: number | null } };
}

/** Asks for a redelivery of every callback whose automatic attempt did not deliver; a check that each one arrived. */
async function redeliverFailed(t: Topology, ctx: SettledContext): Promise<Check> {
  const failed = [...ctx.callbacks].filter(([, r]) => r.automatic && !r.automatic.delivered).map(([id]) => id);
  const bad: string[] = [];
  for (const id of failed) {
    const res = await redeliver(t, ctx.tokenOf(id), id);
    if (res.status !== 200 || res.body.delivered !== true || res.body.http_status !== 200)
      bad.push(`${id}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const recorded = await ctx.records.callbacks(failed);
  const unrecorded = failed.filter((id) => !recorded.get(id)!.redeliveries.some((r) => r.delivered));
  return {
    name: 'redelivery on request delivers',
    ok: bad.length === 0 && unrecorded.length === 0,
    detail: `${failed.length} callbacks not delivered automatically, each redelivered by POST /v1/api/analysis/{id}/callback: ${failed.length - bad.length} answered 200 delivered, ${failed.length - unrecorded.length} recorded CallbackRedelivered${bad.length ? `; failed: ${bad.slice(0, 3).join('; ')}` : ''}`,
  };
}

let heldTask: string | null = null;

export const callbackStorageOutage: Scenario = {
  name: 'fault: stores down 40 s while a callback is prepared',
  topology: 'postgres',
  async fault(t) {
    heldTask = null;
    const db = new pg.Client({ connectionString: t.pg!.url });
    db.on('error', () => undefined); // terminated by the outage below
    await db.connect();
    await db.query(GATE_SQL);
    let held = '';
    await until(
      'a callback request write to reach PostgreSQL',
      async () => {
        const { rows } = await db.query<{ application_name: string }>(
          `SELECT application_name FROM pg_stat_activity WHERE application_name LIKE 'fault-gate %'`,
        );
        held = rows[0]?.application_name ?? '';
        return held !== '';
      },
      180_000,
      100,
    );
    await db.end();
    heldTask = /task\/([0-9a-f-]+)\//.exec(held)?.[1] ?? null;
    const outage = (async () => {
      t.pg!.stop(); // -m fast: the held write is terminated with every other connection
      await sleep(40_000);
      t.pg!.start();
    })();
    const health = await watchHealth(t, outage);
    return `PostgreSQL (events and blobs) stopped while the callback request of task ${heldTask} was being written, started 40 s later; health meanwhile: ${health}`;
  },
  async afterSettle(_t, ctx) {
    const record = heldTask ? ctx.callbacks.get(heldTask) : undefined;
    const lost = [...ctx.callbacks.values()].filter((r) => r.automatic?.reason === 'attempt_lost').length;
    const notAttempted = [...ctx.callbacks.values()].filter((r) => r.automatic?.reason === 'not_attempted').length;
    const checks: Check[] = [
      {
        name: 'held callback delivered once',
        // Delivered once, or recorded as never attempted (then redelivered below): never lost, never twice.
        ok:
          !!record?.automatic &&
          (record.automatic.delivered ? ctx.receiver.deliveries.get(heldTask!) === 1 : record.automatic.reason === 'not_attempted'),
        detail: heldTask
          ? `task ${heldTask}: recorded ${record?.automatic ? (record.automatic.delivered ? 'delivered' : `failed ${record.automatic.reason}`) : 'nothing'}, received ${ctx.receiver.deliveries.get(heldTask) ?? 0}×`
          : 'no callback request write was held',
      },
      {
        // Every statement of the load is readable: a task that failed here failed because our own store was down.
        name: 'no task failed by the outage',
        ok: [...ctx.statuses.values()].every((v) => v === 'completed'),
        detail: `${[...ctx.statuses.values()].filter((v) => v === 'failed').length} of ${ctx.statuses.size} tasks failed`,
      },
      {
        name: 'no callback outcome unknown',
        ok: lost === 0,
        detail: `${lost} attempt_lost, ${notAttempted} not_attempted (redeliverable)`,
      },
    ];
    if (notAttempted > 0) checks.push(await redeliverFailed(_t, ctx));
    return checks;
  },
};

export const callbackReceiverDown: Scenario = {
  name: 'fault: callback receiver down (503, then refused)',
  topology: 'embedded',
  async fault(_t, ctx) {
    const r = ctx.receiver;
    r.answer = 503;
    await until('6 callbacks answered 503', async () => r.refused >= 6, 180_000);
    r.answer = 200;
    await r.down();
    // A refused connection never reaches the receiver: what the service recorded says when enough were tried.
    const refusedConnections = async () => {
      let n = 0;
      for (const [id, o] of ctx.answered) {
        if (!o.callback || r.deliveries.has(id) || r.refusals.has(id)) continue;
        const rec = await ctx.records.callback(id);
        if (rec.automatic?.reason === 'connection_error') n++;
      }
      return n;
    };
    let n = 0;
    await until('3 callbacks recorded connection_error', async () => (n = await refusedConnections()) >= 3, 180_000, 500);
    await r.up();
    return `callback receiver answered 503 to ${r.refused} callbacks, then closed its port until ${n} callbacks were recorded connection_error, then came back`;
  },
  async afterSettle(t, ctx) {
    const failed = [...ctx.callbacks].filter(([, x]) => x.automatic && !x.automatic.delivered);
    const as503 = failed.filter(([, x]) => x.automatic!.reason === 'http_503' && x.automatic!.http_status === 503);
    const asRefused = failed.filter(([, x]) => x.automatic!.reason === 'connection_error' && x.automatic!.http_status === null);
    const other = failed.length - as503.length - asRefused.length;
    const refusedTwice = [...ctx.receiver.refusals.values()].filter((n) => n !== 1).length;
    const check: Check = {
      name: 'receiver down recorded as failed',
      ok:
        other === 0 &&
        as503.length === ctx.receiver.refusals.size &&
        as503.every(([id]) => ctx.receiver.refusals.get(id) === 1) &&
        asRefused.length >= 3 &&
        refusedTwice === 0,
      detail: `${as503.length} recorded failed http_503 (status 503) for ${ctx.receiver.refusals.size} callbacks answered 503, each POSTed once; ${asRefused.length} recorded connection_error (status null); ${other} other failures`,
    };
    return [check, await redeliverFailed(t, ctx)];
  },
};
