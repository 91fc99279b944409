import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedStatement, StatementTransaction } from '../src/domain/statement';
import { CONVENTIONS_DIR, GENERATED_DIR, ensureConventions, ensureCorpus, type Category, type Truth } from '../test/fixtures';
import { failedStatement, scoreStatement, type Categoriser, type StatementScore } from './accuracy-score';
import { formatReport, summaryOf } from './accuracy-report';
import { computeAnalysisAccuracy, formatAnalysisAccuracy } from './analysis-accuracy';
import { computeRealAccuracy, formatRealReport } from './corpus/real-accuracy';

export { formatReport };

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
    spurious: number;
    missed: number;
    nonCompletedCounted: number;
    excludedListed: number;
    excludedExpected: number;
    statements: number;
    totalsRight: number;
    refused: number;
    /** Statements returned `reconciled` with wrong rows or totals. */
    confidentWrong: number;
    verdictAsExpected: number;
  };
}

function errorCode(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (e && typeof e.code === 'string') return e.code;
  return `${typeof e?.name === 'string' ? e.name : 'Error'}: ${typeof e?.message === 'string' ? e.message : String(err)}`;
}

function loadExtract(): { extract: Extract; close: () => Promise<void> } {
  // Loaded lazily so the generator and this script's scoring work while the engine is being written.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: scoring runs without loading the engine
  const mod = require('../src/extraction') as { extractFromPdf?: Extract; closeExtractionPool?: () => Promise<void> };
  if (typeof mod.extractFromPdf !== 'function') throw new Error('src/extraction does not export extractFromPdf yet');
  return { extract: mod.extractFromPdf, close: mod.closeExtractionPool ?? (async () => {}) };
}

type CategoriseFn = (
  tx: { description: string; type: string },
  ctx: { profile: string; account_kind: 'bank' | 'mobile_money' | 'card' },
) => { category: string } | string;

/** The categoriser of src/analysis when it exists; it labels the TRUE rows so its score is independent of extraction errors. */
export function loadCategoriser(): Categoriser | null {
  let fn: CategoriseFn | undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional: the score runs without a categoriser
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
  /** Score the held-out layouts instead of the development ones (default false). */
  heldOut?: boolean;
  /** With `heldOut`: which held-out set (`a`: layouts/held-out/, `b`: layouts/held-out-b/); default `a`. */
  heldOutGroup?: 'a' | 'b';
  /** Score every layout, development and held-out. */
  all?: boolean;
  /** Score the convention families (other producers, other countries' layouts) instead of the own corpus. */
  conventions?: boolean;
  log?: (line: string) => void;
}

export async function computeAccuracy(options: AccuracyOptions = {}): Promise<AccuracyReport> {
  const dir = options.dir ?? (options.conventions ? CONVENTIONS_DIR : GENERATED_DIR);
  const truths = (await (options.conventions ? ensureConventions : ensureCorpus)(dir, options.log))
    .filter(
      (t) =>
        options.all ||
        ((t.held_out ?? false) === (options.heldOut ?? false) && (!t.held_out || (t.held_out_group ?? 'a') === (options.heldOutGroup ?? 'a'))),
    )
    .filter(options.only ?? (() => true));
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
        errors.push({
          fixture: truth.fixture,
          case: 'document',
          expected: truth.expected_error,
          got: outcome,
          pass: r.error === truth.expected_error,
        });
      } else if (r.got) {
        statements.push(scoreStatement(truth, r.got, r.ms, categoriser));
      } else {
        statements.push(failedStatement(truth, r.error!, r.ms));
      }
      if (truth.password) {
        for (const [label, pw, expected] of [
          ['no-password', undefined, 'password_required'],
          ['wrong-password', `${truth.password}x`, 'password_incorrect'],
        ] as const) {
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
    fields: {
      date: sum((s) => s.fields.date),
      amount: sum((s) => s.fields.amount),
      type: sum((s) => s.fields.type),
      balance: sum((s) => s.fields.balance),
    },
    descriptionSimilarity: expected ? sum((s) => s.descriptionSimilarity * s.expected) / expected : 1,
    metadataRight: sum((s) => s.metadataRight.length),
    metadataTotal: sum((s) => s.metadataRight.length + s.metadataWrong.length),
    errorChecksPassed: errors.filter((e) => e.pass).length,
    errorChecks: errors.length,
    category: cats.length
      ? {
          right: sum((s) => s.category?.right ?? 0),
          total: sum((s) => s.category?.total ?? 0),
          wrongMinor: sum((s) => s.category?.wrongMinor ?? 0),
          totalMinor: sum((s) => s.category?.totalMinor ?? 0),
        }
      : null,
    spurious: sum((s) => s.spurious),
    missed: sum((s) => s.missed),
    nonCompletedCounted: sum((s) => s.nonCompletedCounted),
    excludedListed: sum((s) => s.excludedListed),
    excludedExpected: sum((s) => s.excludedExpected),
    statements: statements.length,
    totalsRight: statements.filter((s) => s.totalsRight).length,
    refused: statements.filter((s) => s.verdict?.startsWith('refused')).length,
    confidentWrong: statements.filter((s) => s.confidentWrong).length,
    verdictAsExpected: statements.filter((s) => s.verdict === s.expectedVerdict).length,
  };
}

type Scope = 'development' | 'held-out' | 'held-out-b' | 'conventions' | 'all';

const SCOPE_TITLES: Record<Scope, string> = {
  development: 'OWN CORPUS (development layouts)',
  'held-out': 'GENERATED FAMILIES, HELD-OUT set a',
  'held-out-b': 'GENERATED FAMILIES, HELD-OUT set b',
  conventions:
    "GENERATED FAMILIES, other countries' conventions by other producers (jsPDF, pdf-lib, styled emission, Chromium, cairo, LibreOffice, Ghostscript, groff, ReportLab, TCPDF, FPDF, Prawn)",
  all: 'ALL layouts',
};

/**
 * `npm run accuracy [-- --dev | --held-out | --held-out-b | --conventions | --real [--real-ids=a,b] | --all] [-- --json]`: with no
 * scope flag, reports apart the own corpus (development layouts), each set of generated held-out families, the
 * convention families (other producers) and the real-document corpus (when its git-ignored folder exists; said plainly when it does not). A scope
 * flag scores that set alone (flags combine).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const picked: (Scope | 'real')[] = [];
  if (args.includes('--dev')) picked.push('development');
  if (args.includes('--held-out')) picked.push('held-out');
  if (args.includes('--held-out-b')) picked.push('held-out-b');
  if (args.includes('--conventions')) picked.push('conventions');
  if (args.includes('--all')) picked.push('all');
  if (args.includes('--real')) picked.push('real');
  const scopes = picked.length ? picked : (['development', 'held-out', 'held-out-b', 'conventions', 'real'] as const);
  const log = json ? undefined : (l: string) => console.log(l);
  const sections: Record<string, unknown> = {};
  for (const scope of scopes) {
    if (scope === 'real') {
      // `--real-ids a,b`: score only the sources whose id contains one of these (a blind round apart).
      const ids = args
        .find((a) => a.startsWith('--real-ids='))
        ?.slice('--real-ids='.length)
        .split(',')
        .filter(Boolean);
      const real = await computeRealAccuracy({
        ...(log ? { log } : {}),
        ...(ids?.length ? { only: (s: { id: string }) => ids.some((i) => s.id.includes(i)) } : {}),
      });
      if (json) sections.real = { dir: real.dir, totals: real.totals, statements: real.statements };
      else console.log(`\n${formatRealReport(real)}\n`);
      continue;
    }
    const report = await computeAccuracy({
      heldOut: scope === 'held-out' || scope === 'held-out-b',
      heldOutGroup: scope === 'held-out-b' ? 'b' : 'a',
      all: scope === 'all',
      conventions: scope === 'conventions',
      ...(log ? { log } : {}),
    });
    if (json) sections[scope] = { totals: report.totals, statements: report.statements.map(summaryOf) };
    else console.log(`\n${formatReport(report, SCOPE_TITLES[scope])}\n`);
  }
  if (!picked.length || args.includes('--analysis')) {
    const analysis = computeAnalysisAccuracy();
    if (json) sections.analysis = analysis;
    else console.log(`\n${formatAnalysisAccuracy(analysis)}\n`);
  }
  if (json) console.log(JSON.stringify(sections, null, 2));
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
