import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedStatement, StatementTransaction } from '../src/domain/statement';
import { GENERATED_DIR, ensureCorpus, type Category, type Truth } from '../test/fixtures';
import { failedStatement, scoreStatement, type Categoriser, type StatementScore } from './accuracy-score';

/**
 * `npm run accuracy`: runs the extraction engine (the endpoint's code path, `extractFromPdf`) over the
 * generated corpus and scores it against the ground truth. `computeAccuracy` is the same computation for
 * tests. Category accuracy is added when `src/analysis` exports `categorise`.
 */

export type Extract = (bytes: Uint8Array, opts: { password?: string }) => Promise<ExtractedStatement>;

export interface ErrorCheck {
  fixture: string;
  case: 'document' | 'no-password' | 'wrong-password';
  expected: string;
  got: string;
  pass: boolean;
}

export interface AccuracyReport {
  statements: StatementScore[];
  errors: ErrorCheck[];
  categoriser: boolean;
  totals: {
    expected: number;
    found: number;
    exact: number;
    fields: { date: number; amount: number; type: number; balance: number };
    descriptionSimilarity: number;
    metadataRight: number;
    metadataTotal: number;
    errorChecksPassed: number;
    errorChecks: number;
    category: { right: number; total: number; wrongMinor: number; totalMinor: number } | null;
  };
}

function errorCode(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (e && typeof e.code === 'string') return e.code;
  return `${typeof e?.name === 'string' ? e.name : 'Error'}: ${typeof e?.message === 'string' ? e.message : String(err)}`;
}

function loadExtract(): { extract: Extract; close: () => Promise<void> } {
  // Loaded lazily so the generator and this script's scoring work while the engine is being written.
  const mod = require('../src/extraction') as { extractFromPdf?: Extract; closeExtractionPool?: () => Promise<void> };
  if (typeof mod.extractFromPdf !== 'function') throw new Error('src/extraction does not export extractFromPdf yet');
  return { extract: mod.extractFromPdf, close: mod.closeExtractionPool ?? (async () => {}) };
}

type CategoriseFn = (tx: { description: string; type: string }, ctx: { profile: string; account_kind: 'bank' | 'mobile_money' }) => { category: string } | string;

/** The categoriser of src/analysis when it exists; it labels the TRUE rows so its score is independent of extraction errors. */
export function loadCategoriser(): Categoriser | null {
  let fn: CategoriseFn | undefined;
  try {
    fn = (require('../src/analysis') as { categorise?: CategoriseFn }).categorise;
  } catch {
    return null;
  }
  if (typeof fn !== 'function') return null;
  const categorise = fn;
  return (tx: StatementTransaction, got: ExtractedStatement | null, truth: Truth) => {
    const account_kind = got?.account_kind ?? (truth.features.includes('mobile-money') ? 'mobile_money' : 'bank');
    const r = categorise({ description: tx.description, type: tx.type }, { profile: got?.profile ?? 'generic', account_kind });
    return (typeof r === 'string' ? r : r.category) as Category;
  };
}

export interface AccuracyOptions {
  dir?: string;
  extract?: Extract;
  categoriser?: Categoriser | null;
  only?: (t: Truth) => boolean;
  log?: (line: string) => void;
}

export async function computeAccuracy(options: AccuracyOptions = {}): Promise<AccuracyReport> {
  const dir = options.dir ?? GENERATED_DIR;
  const truths = (await ensureCorpus(dir, options.log)).filter(options.only ?? (() => true));
  const loaded = options.extract ? null : loadExtract();
  const extract = options.extract ?? loaded!.extract;
  const categoriser = options.categoriser === undefined ? loadCategoriser() : options.categoriser;
  const statements: StatementScore[] = [];
  const errors: ErrorCheck[] = [];
  const attempt = async (bytes: Uint8Array, password: string | undefined) => {
    const started = performance.now();
    try {
      const got = await extract(bytes, password === undefined ? {} : { password });
      return { got, error: null, ms: performance.now() - started };
    } catch (err) {
      return { got: null, error: errorCode(err), ms: performance.now() - started };
    }
  };
  try {
    for (const truth of truths) {
      const bytes = new Uint8Array(readFileSync(join(dir, truth.file)));
      const password = truth.password ?? undefined;
      const r = await attempt(bytes, password);
      const outcome = r.got ? `ok (${r.got.transactions.length} transactions)` : r.error!;
      if (truth.expected_error) {
        errors.push({ fixture: truth.fixture, case: 'document', expected: truth.expected_error, got: outcome, pass: r.error === truth.expected_error });
      } else if (r.got) {
        statements.push(scoreStatement(truth, r.got, r.ms, categoriser));
      } else {
        statements.push(failedStatement(truth, r.error!, r.ms));
      }
      if (truth.password) {
        for (const [label, pw, expected] of [['no-password', undefined, 'password_required'], ['wrong-password', `${truth.password}x`, 'password_incorrect']] as const) {
          const e = await attempt(bytes, pw);
          const got = e.got ? `ok (${e.got.transactions.length} transactions)` : e.error!;
          errors.push({ fixture: truth.fixture, case: label, expected, got, pass: e.error === expected });
        }
      }
      options.log?.(`  ${truth.fixture.padEnd(30)} ${outcome}  ${r.ms.toFixed(0)} ms`);
    }
  } finally {
    await loaded?.close();
  }
  return { statements, errors, categoriser: categoriser !== null, totals: totalsOf(statements, errors) };
}

function totalsOf(statements: StatementScore[], errors: ErrorCheck[]): AccuracyReport['totals'] {
  const sum = (f: (s: StatementScore) => number) => statements.reduce((a, s) => a + f(s), 0);
  const expected = sum((s) => s.expected);
  const cats = statements.filter((s) => s.category);
  return {
    expected,
    found: sum((s) => s.found),
    exact: sum((s) => s.exact),
    fields: { date: sum((s) => s.fields.date), amount: sum((s) => s.fields.amount), type: sum((s) => s.fields.type), balance: sum((s) => s.fields.balance) },
    descriptionSimilarity: expected ? sum((s) => s.descriptionSimilarity * s.expected) / expected : 1,
    metadataRight: sum((s) => s.metadataRight.length),
    metadataTotal: sum((s) => s.metadataRight.length + s.metadataWrong.length),
    errorChecksPassed: errors.filter((e) => e.pass).length,
    errorChecks: errors.length,
    category: cats.length
      ? { right: sum((s) => s.category?.right ?? 0), total: sum((s) => s.category?.total ?? 0), wrongMinor: sum((s) => s.category?.wrongMinor ?? 0), totalMinor: sum((s) => s.category?.totalMinor ?? 0) }
      : null,
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

export function formatReport(report: AccuracyReport): string {
  const out: string[] = [];
  const byLayout = new Map<string, StatementScore[]>();
  for (const s of report.statements) byLayout.set(s.layout, [...(byLayout.get(s.layout) ?? []), s]);
  out.push('Per layout (rows aligned by order; exact = date, amount, type and balance all equal)');
  out.push(
    `${'layout'.padEnd(18)} ${'docs'.padStart(4)} ${'found/expected'.padStart(15)} ${'exact'.padStart(7)} ${'date'.padStart(7)} ${'amount'.padStart(7)} ${'type'.padStart(7)} ${'balance'.padStart(7)} ${'desc'.padStart(6)} ${'meta'.padStart(6)}${report.categoriser ? `${'categ'.padStart(7)} ${'wrong$'.padStart(6)}` : ''}  wrong metadata`,
  );
  for (const [layout, list] of byLayout) {
    const sum = (f: (s: StatementScore) => number) => list.reduce((a, s) => a + f(s), 0);
    const expected = sum((s) => s.expected);
    const wrongFields = [...new Set(list.flatMap((s) => s.metadataWrong.map((w) => w.field)))];
    const cat = report.categoriser ? `${pct(sum((s) => s.category?.right ?? 0), sum((s) => s.category?.total ?? 0)).padStart(7)} ${pct(sum((s) => s.category?.wrongMinor ?? 0), sum((s) => s.category?.totalMinor ?? 0)).padStart(6)}` : '';
    out.push(
      `${layout.padEnd(18)} ${String(list.length).padStart(4)} ${`${sum((s) => s.found)}/${expected}`.padStart(15)} ${pct(sum((s) => s.exact), expected).padStart(7)} ${pct(sum((s) => s.fields.date), expected).padStart(7)} ${pct(sum((s) => s.fields.amount), expected).padStart(7)} ${pct(sum((s) => s.fields.type), expected).padStart(7)} ${pct(sum((s) => s.fields.balance), expected).padStart(7)} ${(expected ? sum((s) => s.descriptionSimilarity * s.expected) / expected : 1).toFixed(3).padStart(6)} ${`${sum((s) => s.metadataRight.length)}/${sum((s) => s.metadataRight.length + s.metadataWrong.length)}`.padStart(6)}${cat}  ${wrongFields.join(', ') || '-'}`,
    );
  }
  const problems = report.statements.filter((s) => s.exact < s.expected || s.found !== s.expected || s.metadataWrong.length || s.descriptionSimilarity < 1);
  if (problems.length) {
    out.push('', 'Details of imperfect fixtures');
    for (const s of problems) {
      out.push(`- ${s.fixture}: ${s.found}/${s.expected} rows, ${s.exact} exact, description ${s.descriptionSimilarity.toFixed(3)} (${s.descriptionExact} identical)`);
      for (const w of s.metadataWrong) out.push(`    ${w.field}: want ${JSON.stringify(w.expected)} got ${JSON.stringify(w.got)}`);
      for (const e of s.examples) out.push(`    ${e}`);
    }
  }
  const confusions = new Map<string, number>();
  for (const s of report.statements) for (const [k, v] of Object.entries(s.category?.confusions ?? {})) confusions.set(k, (confusions.get(k) ?? 0) + v);
  if (confusions.size) {
    out.push('', 'Category confusions (expected→got: rows)');
    out.push(`  ${[...confusions].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  }
  out.push('', 'Documents that must be refused, and password checks');
  for (const e of report.errors) out.push(`  ${e.pass ? 'PASS' : 'FAIL'} ${e.fixture.padEnd(30)} ${e.case.padEnd(15)} want ${e.expected.padEnd(20)} got ${e.got}`);
  const t = report.totals;
  out.push(
    '',
    `TOTAL rows ${t.found}/${t.expected}; exact ${pct(t.exact, t.expected)} (date ${pct(t.fields.date, t.expected)}, amount ${pct(t.fields.amount, t.expected)}, type ${pct(t.fields.type, t.expected)}, balance ${pct(t.fields.balance, t.expected)}); description similarity ${t.descriptionSimilarity.toFixed(3)}; metadata ${t.metadataRight}/${t.metadataTotal}; refusals ${t.errorChecksPassed}/${t.errorChecks}` +
      (t.category ? `; categories ${pct(t.category.right, t.category.total)} right, ${pct(t.category.wrongMinor, t.category.totalMinor)} of money in the wrong category` : '; categories: src/analysis categorise not found'),
  );
  return out.join('\n');
}

async function main(): Promise<void> {
  const report = await computeAccuracy({ log: (l) => console.log(l) });
  console.log(`\n${formatReport(report)}`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
