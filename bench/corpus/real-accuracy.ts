import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMinor } from '../../src/domain/money';
import type { ExtractedStatement, StatementTransaction } from '../../src/domain/statement';
import { matchRows } from '../accuracy-score';
import { loadSources, realCorpusDir, truthPath, type CorpusSource } from './corpus-sources';
import type { StatementTruth, TruthRow } from './truth-arithmetic';

/**
 * Scores the engine on the real-document corpus (git-ignored PDFs, truth built by `build-truth.ts` from
 * each statement's own arithmetic). A `checked` truth is scored on every row and on its totals; a
 * `partial` truth only on the rows its arithmetic proves; an `unverifiable` truth (rows with printed signs,
 * nothing printed to check them against) on date, amount and type, counted apart; a statement without
 * truth is only counted as read or refused. A PDF holding several accounts is scored on the rows of all
 * its accounts.
 */

export type Extract = (bytes: Uint8Array, opts: { password?: string }) => Promise<ExtractedStatement>;

/** Why a truth row was not returned exactly, for the failure taxonomy. */
export interface RowFaults {
  /** Returned with the same date and amount but the other type. */
  sign: number;
  /** Same amount and type, another date. */
  date: number;
  /** Same date, amount and type, another balance. */
  balance: number;
  /** No returned row with that amount at all. */
  missing: number;
}

export interface RealStatementScore {
  id: string;
  country: string;
  issuer: string;
  kind: string;
  synthetic: boolean;
  truth: StatementTruth['status'] | 'absent';
  /** Truth rows scored (all rows for `checked`, proven rows for `partial`). */
  expected: number;
  found: number;
  exact: number;
  spurious: number | null;
  totalsRight: boolean | null;
  verdict: string | null;
  refused: string | null;
  /** Rows wrong (missed, misread or spurious) in a statement answered `reconciled`. */
  reconciledWrongRows: number;
  faults: RowFaults;
  /** What the engine says its dates prove (`reconciliation.dates`): status and rows flagged outside the period or off the date order. */
  dates: { status: string | null; flagged: number };
  ms: number;
}

export interface RealReport {
  dir: string | null;
  statements: RealStatementScore[];
  totals: {
    statements: number;
    withTruth: number;
    read: number;
    refused: number;
    expected: number;
    exact: number;
    checkedStatements: number;
    totalsRight: number;
    reconciledWrongRows: number;
    reconciledWrongStatements: number;
    /** Rows with a wrong date in statements answered `reconciled`. */
    reconciledWrongDates: number;
    /** Statements whose dates the engine calls `ambiguous`, and rows it flags (outside the period, off the date order). */
    datesAmbiguous: number;
    dateFlagged: number;
    faults: RowFaults;
    /** Statements whose truth is `unverifiable`, scored apart (date, amount, type). */
    unverifiable: { statements: number; expected: number; exact: number };
  };
}

function errorCode(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown } | null;
  const msg = typeof e?.message === 'string' ? e.message.slice(0, 90) : String(err).slice(0, 90);
  return typeof e?.code === 'string' ? `${e.code}: ${msg}` : msg;
}

const minorOrNull = (v: number | null | undefined) => (v === null || v === undefined ? null : toMinor(v));

function asTx(r: TruthRow): StatementTransaction {
  return { date: r.date, description: r.description, amount: r.amount, type: r.type, balance: r.balance };
}

/** Classifies each truth row left unmatched by the exact pass. */
export function rowFaults(want: readonly StatementTransaction[], got: readonly StatementTransaction[]): RowFaults {
  const key = (t: StatementTransaction) => `${t.date}|${toMinor(t.amount)}|${t.type}|${minorOrNull(t.balance)}`;
  const pool = new Map<string, number>();
  for (const g of got) pool.set(key(g), (pool.get(key(g)) ?? 0) + 1);
  const left: StatementTransaction[] = [];
  const unmatchedGot = [...got];
  for (const w of want) {
    const n = pool.get(key(w)) ?? 0;
    if (n > 0) {
      pool.set(key(w), n - 1);
      unmatchedGot.splice(
        unmatchedGot.findIndex((g) => key(g) === key(w)),
        1,
      );
    } else left.push(w);
  }
  const faults: RowFaults = { sign: 0, date: 0, balance: 0, missing: 0 };
  const take = (pred: (g: StatementTransaction) => boolean) => {
    const i = unmatchedGot.findIndex(pred);
    if (i < 0) return false;
    unmatchedGot.splice(i, 1);
    return true;
  };
  for (const w of left) {
    const amt = toMinor(w.amount);
    if (take((g) => toMinor(g.amount) === amt && g.date === w.date && g.type !== w.type)) faults.sign++;
    else if (take((g) => toMinor(g.amount) === amt && g.type === w.type && g.date !== w.date)) faults.date++;
    else if (take((g) => toMinor(g.amount) === amt && g.type === w.type && g.date === w.date)) faults.balance++;
    else if (take((g) => toMinor(g.amount) === amt)) faults.sign++;
    else faults.missing++;
  }
  return faults;
}

export function scoreReal(
  source: CorpusSource,
  truth: StatementTruth | null,
  got: ExtractedStatement | null,
  error: string | null,
  ms: number,
): RealStatementScore {
  const status: RealStatementScore['truth'] = truth?.status ?? 'absent';
  let want = !truth || status === 'none' ? [] : (status === 'checked' ? truth.rows : truth.rows.filter((r) => r.certain)).map(asTx);
  // Several accounts: the spec's fields carry the first, `accounts` every one.
  if (got?.accounts && got.accounts.length > 1) got = { ...got, transactions: got.accounts.flatMap((a) => a.transactions) };
  // The truth lists only rows that move money (its reader drops a dated line whose figures are all zero, such
  // as a `Deposit 0.00` or a coupon's `Minimum payment 0.00`): a 0.00 row the engine returns is neither right
  // nor wrong against it, so it is left out of the match rather than counted as spurious.
  if (got) got = { ...got, transactions: got.transactions.filter((t) => toMinor(t.amount) !== 0) };
  const base = {
    id: source.id,
    country: source.country,
    issuer: source.issuer,
    kind: source.kind,
    synthetic: source.synthetic,
    truth: status,
    expected: want.length,
    ms,
  };
  if (!got) {
    return {
      ...base,
      found: 0,
      exact: 0,
      spurious: null,
      totalsRight: status === 'checked' ? false : null,
      verdict: null,
      refused: error,
      reconciledWrongRows: 0,
      faults: { sign: 0, date: 0, balance: 0, missing: 0 },
      dates: { status: null, flagged: 0 },
    };
  }
  // A truth without proven balances (no running balance, opening + rows not checked) scores rows on
  // date, amount and type only.
  if (truth && (truth.mode === 'opening-closing' || status === 'unverifiable') && status !== 'checked') {
    want = want.map((w) => ({ ...w, balance: null }));
    got = { ...got, transactions: got.transactions.map((g) => ({ ...g, balance: null })) };
  }
  const m = matchRows(want, got.transactions, []);
  const checked = status === 'checked';
  const flow = (rows: readonly StatementTransaction[], type: string) =>
    rows.filter((r) => r.type === type).reduce((a, r) => a + toMinor(r.amount), 0);
  const totalsRight = checked
    ? flow(want, 'credit') === flow(got.transactions, 'credit') && flow(want, 'debit') === flow(got.transactions, 'debit')
    : null;
  const verdict = got.reconciliation?.verdict ?? null;
  const wrong = want.length - m.exact + (checked ? m.spurious : 0);
  return {
    ...base,
    found: got.transactions.length,
    exact: m.exact,
    spurious: checked ? m.spurious : null,
    totalsRight,
    verdict,
    refused: null,
    reconciledWrongRows: verdict === 'reconciled' && want.length && status !== 'unverifiable' ? wrong : 0,
    faults: rowFaults(want, got.transactions),
    dates: {
      status: got.reconciliation?.dates?.status ?? null,
      flagged: new Set([...(got.reconciliation?.dates?.outside_period ?? []), ...(got.reconciliation?.dates?.out_of_order ?? [])].map((r) => r.index))
        .size,
    },
  };
}

/** The engine under test: this checkout's, or another worktree's (`ENGINE_DIR=/path/to/worktree`). */
function loadExtract(): { extract: Extract; close: () => Promise<void> } {
  const dir = process.env.ENGINE_DIR ? join(process.env.ENGINE_DIR, 'src', 'extraction') : '../../src/extraction';
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the engine is loaded only when a real corpus exists
  const mod = require(dir) as { extractFromPdf: Extract; closeExtractionPool?: () => Promise<void> };
  return { extract: mod.extractFromPdf, close: mod.closeExtractionPool ?? (async () => {}) };
}

export async function computeRealAccuracy(
  options: { dir?: string | null; extract?: Extract; log?: (line: string) => void; only?: (s: CorpusSource) => boolean } = {},
): Promise<RealReport> {
  const dir = options.dir === undefined ? realCorpusDir() : options.dir;
  const statements: RealStatementScore[] = [];
  if (dir) {
    const loaded = options.extract ? null : loadExtract();
    const extract = options.extract ?? loaded!.extract;
    try {
      for (const s of loadSources().filter(options.only ?? (() => true))) {
        const pdf = join(dir, s.file);
        if (!existsSync(pdf)) continue;
        const tp = truthPath(dir, s);
        const truth = existsSync(tp) ? (JSON.parse(readFileSync(tp, 'utf8')) as StatementTruth) : null;
        const started = performance.now();
        let got: ExtractedStatement | null = null;
        let error: string | null = null;
        try {
          got = await extract(new Uint8Array(readFileSync(pdf)), s.password ? { password: s.password } : {});
        } catch (err) {
          error = errorCode(err);
        }
        const score = scoreReal(s, truth, got, error, performance.now() - started);
        statements.push(score);
        options.log?.(`  ${s.id.slice(0, 56).padEnd(56)} ${got ? `ok (${got.transactions.length} rows)` : `refused ${error}`}`);
      }
    } finally {
      await loaded?.close();
    }
  }
  const verifiable = statements.filter((s) => s.truth !== 'unverifiable');
  const sum = (f: (s: RealStatementScore) => number, list = verifiable) => list.reduce((a, s) => a + f(s), 0);
  const unverifiable = statements.filter((s) => s.truth === 'unverifiable');
  return {
    dir,
    statements,
    totals: {
      statements: statements.length,
      withTruth: statements.filter((s) => s.truth === 'checked' || s.truth === 'partial').length,
      read: statements.filter((s) => !s.refused).length,
      refused: statements.filter((s) => s.refused).length,
      expected: sum((s) => s.expected),
      exact: sum((s) => s.exact),
      checkedStatements: statements.filter((s) => s.truth === 'checked').length,
      totalsRight: statements.filter((s) => s.totalsRight === true).length,
      reconciledWrongRows: sum((s) => s.reconciledWrongRows),
      reconciledWrongStatements: statements.filter((s) => s.reconciledWrongRows > 0).length,
      reconciledWrongDates: sum((s) => (s.reconciledWrongRows ? s.faults.date : 0)),
      datesAmbiguous: statements.filter((s) => s.dates.status === 'ambiguous').length,
      dateFlagged: sum((s) => s.dates.flagged),
      faults: {
        sign: sum((s) => s.faults.sign),
        date: sum((s) => s.faults.date),
        balance: sum((s) => s.faults.balance),
        missing: sum((s) => s.faults.missing),
      },
      unverifiable: { statements: unverifiable.length, expected: sum((s) => s.expected, unverifiable), exact: sum((s) => s.exact, unverifiable) },
    },
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

/** The main causes of a statement's wrong rows, in a few words. */
export function faultSummary(s: RealStatementScore): string {
  if (s.refused) return `refused (${s.refused})`;
  const parts = [
    s.faults.sign ? `${s.faults.sign} wrong sign` : '',
    s.faults.date ? `${s.faults.date} wrong date` : '',
    s.faults.balance ? `${s.faults.balance} wrong balance` : '',
    s.faults.missing ? `${s.faults.missing} missing/misread amount` : '',
    s.spurious ? `${s.spurious} spurious` : '',
  ].filter(Boolean);
  return parts.join(', ') || (s.expected ? 'exact' : '-');
}

export function formatRealReport(report: RealReport): string {
  if (!report.dir)
    return 'REAL CORPUS: not present on this machine (no REAL_CORPUS_DIR, corpus/real or ../corpus/real); nothing scored. See README, Development corpus.';
  const out = [`REAL CORPUS (${report.dir}): truth from each statement's own arithmetic; partial truth scores only its proven rows`];
  out.push(
    `${'statement'.padEnd(52)} ${'cc'.padEnd(3)} ${'kind'.padEnd(12)} ${'truth'.padEnd(8)} ${'exact/want'.padStart(11)} ${'got'.padStart(5)} ${'totals'.padStart(6)} ${'verdict'.padEnd(13)} faults`,
  );
  for (const s of report.statements) {
    out.push(
      `${s.id.slice(0, 52).padEnd(52)} ${s.country.padEnd(3)} ${s.kind.padEnd(12)} ${s.truth.padEnd(8)} ${`${s.exact}/${s.expected}`.padStart(11)} ${String(s.found).padStart(5)} ${(s.totalsRight === null ? '-' : s.totalsRight ? 'yes' : 'no').padStart(6)} ${(s.verdict ?? (s.refused ? 'refused' : '-')).padEnd(13)} ${faultSummary(s)}${s.dates.status === 'ambiguous' ? '  dates ambiguous' : ''}${s.dates.flagged ? `  ${s.dates.flagged} date(s) flagged` : ''}${s.reconciledWrongRows ? '  !! reconciled while wrong' : ''}`,
    );
  }
  const t = report.totals;
  out.push(
    '',
    `HONESTY (real corpus): ${t.reconciledWrongRows} row(s) answered "reconciled" while wrong, in ${t.reconciledWrongStatements} statement(s); ${t.reconciledWrongDates} of them with a wrong date`,
    `DATES (real corpus): ${t.datesAmbiguous} statement(s) whose day/month order nothing printed tells (ambiguous); ${t.dateFlagged} row(s) flagged outside the printed period or off the date order`,
    `TOTAL (real corpus) statements ${t.statements} (${t.withTruth} with truth); read ${t.read}, refused ${t.refused}; rows exact ${t.exact}/${t.expected} (${pct(t.exact, t.expected)}); ` +
      `totals to the cent ${t.totalsRight}/${t.checkedStatements} checked statements; faults: ${t.faults.sign} sign, ${t.faults.date} date, ${t.faults.balance} balance, ${t.faults.missing} missing/misread`,
    `UNVERIFIABLE (real corpus, nothing printed to check the rows against; scored on date, amount and type, apart): ${t.unverifiable.statements} statement(s), rows exact ${t.unverifiable.exact}/${t.unverifiable.expected} (${pct(t.unverifiable.exact, t.unverifiable.expected)})`,
  );
  return out.join('\n');
}
