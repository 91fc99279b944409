import { startTopology, cli, type Topology } from './topology';
import { CallbackCounter, KINDS, loadCorpus, runLoad, type Outcome } from './load';
import { sleep, until } from './processes';

export interface Scenario {
  name: string;
  topology: 'embedded' | 'postgres';
  total?: number;
  inFlight?: number;
  /** The fault, started after `faultAfter` submissions; returns what it did, for the report. */
  fault?: (t: Topology) => Promise<string>;
  faultAfter?: number;
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
async function settleTasks(t: Topology, tokens: string[], tasks: Outcome[], timeoutMs: number): Promise<Map<string, string>> {
  const ids = tasks.map((o) => o.taskId!);
  const tokenOf = new Map(tasks.map((o) => [o.taskId!, tokens[o.org]!]));
  const status = new Map<string, string>(ids.map((id) => [id, 'unknown']));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = ids.filter((id) => !['completed', 'failed'].includes(status.get(id)!));
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
  try {
    const hook = await receiver.start();
    const corpus = await loadCorpus();
    const orgs: { token: string; orgId: string }[] = [];
    for (let i = 0; i < Number(process.env.LOAD_ORGS ?? 8); i++) {
      const org = await cli(t, 'admin', ['org:create', '--name', `load ${i}`, '--credits', '1000']);
      orgs.push({ token: String(org.token), orgId: String(org.org_id) });
    }
    const balances = async () => {
      const all = await Promise.all(orgs.map(async (o) => (await api<{ balance: number; reserved: number }>(t, o.token, '/v1/api/credits')).body));
      return { balance: all.reduce((a, b) => a + b.balance, 0), reserved: all.reduce((a, b) => a + b.reserved, 0) };
    };
    const before = (await balances()).balance;
    console.error(`[${s.name}] ${total} submissions, ${inFlight} in flight (work dir ${t.workDir})…`);
    let faultDescription = 'none';
    const load = await runLoad({
      baseUrl: t.baseUrl,
      tokens: orgs.map((o) => o.token),
      hook,
      corpus,
      total,
      inFlight,
      faultAfter: s.faultAfter ?? 50,
      fault: s.fault
        ? async () => {
            console.error(`[${s.name}] fault: starting`);
            faultDescription = await s.fault!(t);
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
    const statuses = await settleTasks(
      t,
      orgs.map((o) => o.token),
      tasks,
      6 * 60_000,
    );
    const settleSeconds = (Date.now() - settleStarted) / 1000;
    const withCallback = tasks.filter((o) => o.callback).map((o) => o.taskId!);
    await until('a callback for every task with one', async () => withCallback.every((id) => (receiver.deliveries.get(id) ?? 0) >= 1), 120_000).catch(
      () => undefined,
    );
    await sleep(3000); // late duplicates, if any, arrive within the callback timeout's retry
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
    const audits = await Promise.all(orgs.map((o) => cli(t, 'audit', ['--org', o.orgId])));
    const audit = {
      consistent: audits.every((a) => a.consistent === true),
      balance: audits.reduce((a, b) => a + Number(b.balance), 0),
      reserved: audits.reduce((a, b) => a + Number(b.reserved), 0),
      projection_balance: audits.reduce((a, b) => a + Number(b.projection_balance), 0),
    };

    const completed = [...statuses.values()].filter((v) => v === 'completed').length;
    const failed = [...statuses.values()].filter((v) => v === 'failed').length;
    const lost = tasks.length - completed - failed;
    const syncOk = accepted.filter((o) => o.kind === 'transactions').length;
    const consumed = before - credits.balance;
    // The spec bills the accepted asynchronous call: a task that ends `failed` was charged as well as a
    // completed one (the workflow captures the credit when it accepts the task).
    const expectedConsumed = syncOk + completed + failed;
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
        name: 'one callback per task',
        ok: missing === 0 && dupes === 0,
        detail: `${withCallback.length} with a callback: ${once} exactly once, ${missing} none, ${dupes} more than once`,
      },
      {
        name: 'credits = accepted billable calls',
        ok: consumed === expectedConsumed && credits.reserved === 0,
        detail: `taken ${consumed} = ${syncOk} sync 200 + ${completed} completed + ${failed} failed tasks (${expectedConsumed}); reserved ${credits.reserved}`,
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
