import { startTopology, batch, type Topology } from './topology';
import { CallbackCounter, KINDS, loadCorpus, runLoad, type Outcome } from './load';
import { sleep, until } from './processes';
import { TaskRecords, type CallbackRecord } from './records';

/** What a fault step can watch while the load runs. */
export interface FaultContext {
  /** Accepted submissions by task id, as the client receives them. */
  answered: ReadonlyMap<string, Outcome>;
  receiver: CallbackCounter;
  records: TaskRecords;
}

/** What a scenario's own checks see once every task has settled (before credits are compared). */
export interface SettledContext extends FaultContext {
  /** Accepted tasks that asked for a callback, and each one's automatic delivery record. */
  callbacks: Map<string, CallbackRecord>;
  /** The bearer token of the organisation that submitted `taskId`. */
  tokenOf(taskId: string): string;
  /** Tasks listed by their organisation that its client never got a `202` for, with their final status. */
  unanswered: ReadonlyMap<string, string>;
  /** The final status of every answered task. */
  statuses: ReadonlyMap<string, string>;
}

export interface Scenario {
  name: string;
  topology: 'embedded' | 'postgres';
  total?: number;
  inFlight?: number;
  /** The fault, started after `faultAfter` submissions; returns what it did, for the report. */
  fault?: (t: Topology, ctx: FaultContext) => Promise<string>;
  faultAfter?: number;
  /** The scenario's own checks, once every task has settled and its callback is recorded. */
  afterSettle?: (t: Topology, ctx: SettledContext) => Promise<Check[]>;
  /** Put DATA_DIR on a tmpfs of this size (needs root and mount), so a fault can fill it. */
  dataDirTmpfsMb?: number;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : 0);

async function api<T>(t: Topology, token: string, path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

/** Polls every accepted task until it is completed or failed (or the deadline passes); returns the statuses. */
async function settleTasks(t: Topology, tokenOf: Map<string, string>, timeoutMs: number): Promise<Map<string, string>> {
  const ids = [...tokenOf.keys()];
  const status = new Map<string, string>(ids.map((id) => [id, 'unknown']));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // `not_found`: abandoned (its workflow never started) or expired; polling it longer changes nothing.
    const open = ids.filter((id) => !['completed', 'failed', 'not_found'].includes(status.get(id)!));
    if (open.length === 0 || Date.now() > deadline) return status;
    for (let i = 0; i < open.length; i += 16) {
      await Promise.all(
        open.slice(i, i + 16).map(async (id) => {
          const res = await api<{ status?: string }>(t, tokenOf.get(id)!, `/v1/api/analysis/${id}`).catch(() => null);
          if (res?.status === 200 && res.body.status) status.set(id, res.body.status);
          else if (res?.status === 404) status.set(id, 'not_found');
        }),
      );
    }
    await sleep(1000);
  }
}

/** Every task of the organisation that `GET /v1/api/analysis` lists (what a client that lost an answer can find). */
async function listedTasks(t: Topology, token: string): Promise<string[]> {
  const ids: string[] = [];
  let before: string | null = null;
  do {
    const res: { status: number; body: { tasks?: { task_id: string }[]; next_before?: string | null } } = await api(
      t,
      token,
      `/v1/api/analysis?limit=100${before ? `&before=${before}` : ''}`,
    );
    if (res.status !== 200) throw new Error(`GET /v1/api/analysis answered ${res.status}`);
    ids.push(...(res.body.tasks ?? []).map((x) => x.task_id));
    before = res.body.next_before ?? null;
  } while (before);
  return ids;
}

/** Waits until every task in `ids` has its automatic callback delivery recorded (or the deadline passes). */
async function callbackRecords(records: TaskRecords, ids: string[], timeoutMs: number): Promise<Map<string, CallbackRecord>> {
  const out = new Map<string, CallbackRecord>();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const id of ids) if (!out.get(id)?.automatic) out.set(id, await records.callback(id).catch(() => ({ automatic: null, redeliveries: [] })));
    if (ids.every((id) => out.get(id)!.automatic) || Date.now() > deadline) return out;
    await sleep(1000);
  }
}

export interface Report {
  scenario: string;
  fault: string;
  seconds: number;
  outcomes: Outcome[];
  checks: Check[];
  figures: Record<string, string | number>;
  unexpectedExits: string[];
}

export async function runScenario(s: Scenario): Promise<Report> {
  const total = s.total ?? Number(process.env.LOAD_TOTAL ?? 200);
  const inFlight = s.inFlight ?? Number(process.env.LOAD_IN_FLIGHT ?? 32);
  console.error(`[${s.name}] starting the ${s.topology} topology…`);
  const t = await startTopology(s.topology, { dataDirTmpfsMb: s.dataDirTmpfsMb });
  const receiver = new CallbackCounter();
  let records: TaskRecords | undefined;
  try {
    const hook = await receiver.start();
    const corpus = await loadCorpus();
    const orgs = await batch<{ org_id: string; token: string }[]>(t, ['orgs', String(Number(process.env.LOAD_ORGS ?? 8)), '1000']);
    const tokens = orgs.map((o) => o.token);
    records = await TaskRecords.open(t);
    const balances = async () => {
      const all = await Promise.all(orgs.map(async (o) => (await api<{ balance: number; reserved: number }>(t, o.token, '/v1/api/credits')).body));
      return { balance: all.reduce((a, b) => a + b.balance, 0), reserved: all.reduce((a, b) => a + b.reserved, 0) };
    };
    const before = (await balances()).balance;
    console.error(`[${s.name}] ${total} submissions, ${inFlight} in flight (work dir ${t.workDir})…`);
    let faultDescription = 'none';
    const answered = new Map<string, Outcome>();
    const ctx: FaultContext = { answered, receiver, records };
    const load = await runLoad({
      baseUrl: t.baseUrl,
      tokens,
      hook,
      corpus,
      total,
      inFlight,
      faultAfter: s.faultAfter ?? 50,
      onOutcome: (o) => void (o.taskId && answered.set(o.taskId, o)),
      fault: s.fault
        ? async () => {
            console.error(`[${s.name}] fault: starting`);
            faultDescription = await s.fault!(t, ctx);
            console.error(`[${s.name}] fault: ${faultDescription}`);
          }
        : undefined,
    });
    if (load.faultError) faultDescription = `fault step failed: ${String(load.faultError)}`;
    console.error(`[${s.name}] load done in ${load.seconds.toFixed(1)} s; settling…`);
    await t.waitHealthy(120_000);

    const accepted = load.outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const tasks = accepted.filter((o) => o.taskId);
    const settleStarted = Date.now();
    const statuses = await settleTasks(t, new Map(tasks.map((o) => [o.taskId!, tokens[o.org]!])), 6 * 60_000);
    // Tasks a client never got an answer for (its connection was cut after the workflow started) but can find
    // in its task list: they run, are charged and call back, so they count as answers (see the credit check).
    const unanswered = new Map<string, string>();
    const unansweredByOrg = orgs.map(() => 0);
    for (const [i, o] of orgs.entries()) {
      for (const id of await listedTasks(t, o.token)) {
        if (answered.has(id)) continue;
        unanswered.set(id, o.token);
        unansweredByOrg[i]!++;
      }
    }
    const unansweredStatuses = await settleTasks(t, unanswered, 6 * 60_000);
    const settleSeconds = (Date.now() - settleStarted) / 1000;
    const withCallback = tasks.filter((o) => o.callback).map((o) => o.taskId!);
    // Once a task's automatic delivery is recorded its one attempt has ended: no later POST can come.
    const callbacks = await callbackRecords(records, withCallback, 180_000);
    const extraChecks = s.afterSettle
      ? await s.afterSettle(t, {
          ...ctx,
          callbacks,
          tokenOf: (id) => unanswered.get(id) ?? tokens[answered.get(id)!.org]!,
          unanswered: unansweredStatuses,
          statuses,
        })
      : [];
    let credits = await balances();
    // Reservations of requests cut off by a fault are released by the orphan reaper (RESERVATION_TIMEOUT_SECONDS).
    await until(
      'no credit left reserved',
      async () => {
        credits = await balances();
        return credits.reserved === 0;
      },
      (Number(t.env.RESERVATION_TIMEOUT_SECONDS) + 60) * 1000,
      2000,
    ).catch(() => undefined);
    const audits = await batch<
      { consistent: boolean; balance: number; reserved: number; projection_balance: number; released: { ref: string; reason: string }[] }[]
    >(t, ['audit', ...orgs.map((o) => o.org_id)]);
    const audit = {
      consistent: audits.every((a) => a.consistent === true),
      balance: audits.reduce((a, b) => a + Number(b.balance), 0),
      reserved: audits.reduce((a, b) => a + Number(b.reserved), 0),
      projection_balance: audits.reduce((a, b) => a + Number(b.projection_balance), 0),
    };

    const completed = [...statuses.values()].filter((v) => v === 'completed').length;
    const failed = [...statuses.values()].filter((v) => v === 'failed').length;
    const lost = tasks.length - completed - failed;
    const syncAnswers = accepted.filter((o) => o.kind === 'transactions');
    const syncOk = syncAnswers.length;
    // A synchronous answer is charged once it has been handed to the OS: an API killed between that and the
    // capture leaves the reservation open, and it is released once the process is gone (the answered client
    // goes uncharged; the reverse, charged without an answer, can never happen). Only those two reasons are
    // a dead process's; any other release of an answered request is counted as a wrong charge.
    const releasedAfterDeath = new Set(
      audits.flatMap((a) => a.released.filter((r) => r.reason === 'request_unfinished' || r.reason === 'orphaned_reservation').map((r) => r.ref)),
    );
    const uncharged = syncAnswers.filter((o) => o.requestId !== undefined && releasedAfterDeath.has(o.requestId)).length;
    const consumed = before - credits.balance;
    const unansweredDone = [...unansweredStatuses.values()].filter((v) => v === 'completed' || v === 'failed').length;
    const unansweredAbandoned = [...unansweredStatuses.values()].filter((v) => v === 'not_found').length;
    // Async submissions whose connection failed (reset, cut) with no answer: the only ones whose task may exist
    // without the client having its id.
    const cutByOrg = orgs.map((_, i) => load.outcomes.filter((o) => o.org === i && o.status === 0 && o.kind !== 'transactions').length);
    const unexplained = unansweredByOrg.reduce((a, n, i) => a + Math.max(0, n - cutByOrg[i]!), 0);
    // The spec bills the accepted asynchronous call: a task that ends `failed` was charged as well as a
    // completed one (the workflow captures the credit when it accepts the task). A task whose client was cut
    // off after its workflow started (no process can refund after its own SIGKILL) is charged too, and counts
    // as answered only because the client can find it in its task list (and its callback arrives).
    const expectedConsumed = syncOk - uncharged + completed + failed + unansweredDone;
    const reasons = new Map<string, number>();
    for (const r of callbacks.values()) {
      const k = !r.automatic ? 'not recorded' : r.automatic.delivered ? 'delivered' : `failed ${r.automatic.reason}`;
      reasons.set(k, (reasons.get(k) ?? 0) + 1);
    }
    const once = withCallback.filter((id) => receiver.deliveries.get(id) === 1).length;
    const missing = withCallback.filter((id) => !receiver.deliveries.get(id)).length;
    const dupes = withCallback.filter((id) => (receiver.deliveries.get(id) ?? 0) > 1).length;
    const sum = (f: (o: Outcome) => number) => load.outcomes.reduce((a, o) => a + f(o), 0);
    const unavailable = sum((o) => o.unavailable + (o.status === 503 ? 1 : 0));
    const badUnavailable = sum((o) => o.badUnavailable);
    const errors500 = load.outcomes.filter((o) => o.status >= 500).length;
    const network = load.outcomes.filter((o) => o.status === 0);
    const other4xx = load.outcomes.filter((o) => o.status >= 400 && o.status < 500);
    const unexpectedExits = t.exits.filter((e) => e.unexpected).map((e) => `${e.name} exited (code ${e.code}, signal ${e.signal})`);

    const checks: Check[] = [
      {
        name: 'no task lost',
        ok: lost === 0,
        detail: `${tasks.length} accepted tasks: ${completed} completed, ${failed} failed, ${lost} not finished`,
      },
      {
        name: 'callback outcomes recorded',
        ok: reasons.get('not recorded') === undefined,
        detail: [...reasons].map(([k, n]) => `${n} ${k}`).join(', ') || 'no callbacks',
      },
      {
        name: 'one callback per task',
        ok: missing === 0 && dupes === 0,
        detail: `${withCallback.length} with a callback: ${once} exactly once, ${missing} none, ${dupes} more than once`,
      },
      {
        name: 'credits = accepted billable calls',
        ok: consumed === expectedConsumed && credits.reserved === 0,
        detail: `taken ${consumed} = ${syncOk} sync 200 (${uncharged} of them uncharged: their API died between the answer and its capture) + ${completed} completed + ${failed} failed tasks + ${unansweredDone} tasks found in the task list without their 202 (${expectedConsumed}); reserved ${credits.reserved}`,
      },
      {
        name: 'unanswered tasks were cut requests',
        // A listed task whose workflow never started is abandoned by the orphan reaper (credit released, then
        // 404): settled too, uncharged, and so not counted in the credits above.
        ok: unexplained === 0 && unansweredDone + unansweredAbandoned === unanswered.size,
        detail: `${unanswered.size} listed tasks without a 202 (${unansweredDone} settled, ${unansweredAbandoned} abandoned: never started, 404), ${cutByOrg.reduce((a, b) => a + b, 0)} async requests cut without an answer; ${unexplained} listed beyond an organisation's cut requests`,
      },
      {
        name: 'audit replay = API balance',
        ok: audit.consistent === true && audit.balance === credits.balance,
        detail: `replay ${String(audit.balance)} (reserved ${String(audit.reserved)}), API ${credits.balance}, projection ${String(audit.projection_balance)}`,
      },
      {
        name: 'refusals are 503 + Retry-After',
        ok: badUnavailable === 0 && errors500 === 0,
        detail: `${unavailable} × 503 answered and resent (${unavailable - badUnavailable} service_unavailable with Retry-After), ${errors500} final 5xx, ${sum((o) => o.refused)} connections refused and resent, ${network.length} other network errors${network.length ? ` (${[...new Set(network.map((o) => o.code))].join(', ')})` : ''}`,
      },
      { name: 'no process died on its own', ok: unexpectedExits.length === 0, detail: unexpectedExits.join('; ') || 'none' },
      { name: 'fault step completed', ok: !load.faultError, detail: load.faultError ? String(load.faultError) : 'yes' },
      ...extraChecks,
    ];
    const latencies = (kind: string) => accepted.filter((o) => o.kind === kind).map((o) => o.ms);
    const figures: Record<string, string | number> = {
      submitted: load.outcomes.length,
      accepted: accepted.length,
      'load seconds': load.seconds.toFixed(1),
      'accepted/s': (accepted.length / load.seconds).toFixed(2),
      'settle seconds (tasks)': settleSeconds.toFixed(1),
      '4xx': other4xx.length ? other4xx.map((o) => `${o.status} ${o.code}`).join(', ') : 0,
      '429 busy waited out': sum((o) => o.busyRetries),
      '503 waited out': unavailable,
      'connections refused': sum((o) => o.refused),
      organisations: orgs.length,
    };
    for (const kind of KINDS) {
      const xs = latencies(kind);
      figures[`${kind} p50/p95 ms`] = `${pct(xs, 50)} / ${pct(xs, 95)} (${xs.length})`;
    }
    return { scenario: s.name, fault: faultDescription, seconds: load.seconds, outcomes: load.outcomes, checks, figures, unexpectedExits };
  } finally {
    await receiver.stop();
    await records?.close();
    await t.close();
  }
}

export function printReport(r: Report): void {
  const lines = [`\n=== ${r.scenario}`, `fault: ${r.fault}`];
  for (const [k, v] of Object.entries(r.figures)) lines.push(`  ${k.padEnd(34)} ${v}`);
  lines.push('');
  for (const c of r.checks) lines.push(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(34)} ${c.detail}`);
  console.log(lines.join('\n'));
}

/** Runs scenarios one after another, prints each report and a summary table; exit code 1 when a check failed. */
export async function main(scenarios: Scenario[]): Promise<void> {
  const reports: Report[] = [];
  for (const s of scenarios) {
    const r = await runScenario(s);
    printReport(r);
    reports.push(r);
  }
  const head = ['scenario', 'accepted', '503s', 'tasks done', 'callbacks 1×', 'credits ok', 'audit ok', 'checks'];
  const rows = reports.map((r) => {
    const c = (name: string) => r.checks.find((x) => x.name === name)!;
    return [
      r.scenario,
      `${r.figures.accepted}/${r.figures.submitted}`,
      String(r.figures['503 waited out']),
      c('no task lost').ok ? 'all' : 'LOST',
      c('one callback per task').ok ? 'yes' : 'NO',
      c('credits = accepted billable calls').ok ? 'yes' : 'NO',
      c('audit replay = API balance').ok ? 'yes' : 'NO',
      r.checks.every((x) => x.ok) ? 'PASS' : 'FAIL',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const fmt = (row: string[]) => `| ${row.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${fmt(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(fmt).join('\n')}`);
  process.exitCode = reports.every((r) => r.checks.every((x) => x.ok)) ? 0 : 1;
}
