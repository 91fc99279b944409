import type { AccuracyReport } from './accuracy';
import type { StatementScore } from './accuracy-score';

/** Text and JSON rendering of an accuracy report (`npm run accuracy`). */

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const money = (minor: number) => (minor / 100).toFixed(2);

export function summaryOf(s: StatementScore) {
  return {
    fixture: s.fixture,
    layout: s.layout,
    held_out: s.heldOut,
    held_out_group: s.heldOutGroup,
    expected: s.expected,
    found: s.found,
    exact: s.exact,
    spurious: s.spurious,
    missed: s.missed,
    non_completed_counted: s.nonCompletedCounted,
    excluded_listed: `${s.excludedListed}/${s.excludedExpected}`,
    totals_right: s.totalsRight,
    inflow: { want: s.inflow.want / 100, got: s.inflow.got / 100 },
    outflow: { want: s.outflow.want / 100, got: s.outflow.got / 100 },
    metadata_wrong: s.metadataWrong.map((w) => w.field),
    verdict: s.verdict,
    expected_verdict: s.expectedVerdict,
    confident_wrong: s.confidentWrong,
  };
}

export function formatReport(report: AccuracyReport, scope = 'layouts'): string {
  const out: string[] = [];
  const byLayout = new Map<string, StatementScore[]>();
  for (const s of report.statements) byLayout.set(s.layout, [...(byLayout.get(s.layout) ?? []), s]);
  out.push(`${scope}: per layout (exact = a returned row equal on date, amount, type and balance; rows matched as multisets)`);
  out.push(
    `${'layout'.padEnd(18)} ${'docs'.padStart(4)} ${'found/want'.padStart(11)} ${'exact'.padStart(7)} ${'spur'.padStart(5)} ${'miss'.padStart(5)} ${'!done'.padStart(5)} ${'excl'.padStart(6)} ${'totals'.padStart(6)} ${'meta'.padStart(6)} ${'verdict (want)'.padEnd(28)} ${'desc'.padStart(5)}  wrong metadata`,
  );
  for (const [layout, list] of byLayout) {
    const sum = (f: (s: StatementScore) => number) => list.reduce((a, s) => a + f(s), 0);
    const expected = sum((s) => s.expected);
    const wrongFields = [...new Set(list.flatMap((s) => s.metadataWrong.map((w) => w.field)))];
    const verdicts = [...new Set(list.map((s) => `${s.verdict ?? '?'}${s.confidentWrong ? '!!' : ''}`))].join(',');
    out.push(
      `${layout.padEnd(18)} ${String(list.length).padStart(4)} ${`${sum((s) => s.found)}/${expected}`.padStart(11)} ${pct(
        sum((s) => s.exact),
        expected,
      ).padStart(
        7,
      )} ${String(sum((s) => s.spurious)).padStart(5)} ${String(sum((s) => s.missed)).padStart(5)} ${String(sum((s) => s.nonCompletedCounted)).padStart(5)} ${`${sum((s) => s.excludedListed)}/${sum((s) => s.excludedExpected)}`.padStart(6)} ${`${list.filter((s) => s.totalsRight).length}/${list.length}`.padStart(6)} ${`${sum((s) => s.metadataRight.length)}/${sum((s) => s.metadataRight.length + s.metadataWrong.length)}`.padStart(6)} ${`${verdicts.slice(0, 18)} (${list[0]!.expectedVerdict ?? '-'})`.padEnd(28)} ${(expected ? sum((s) => s.descriptionSimilarity * s.expected) / expected : 1).toFixed(2).padStart(5)}  ${wrongFields.join(', ') || '-'}`,
    );
  }
  const problems = report.statements.filter((s) => s.exact < s.expected || s.found !== s.expected || s.metadataWrong.length || !s.totalsRight);
  if (problems.length) {
    out.push('', 'Details of imperfect statements');
    for (const s of problems) {
      out.push(
        `- ${s.fixture}: ${s.found}/${s.expected} rows, ${s.exact} exact, ${s.spurious} spurious, ${s.missed} missed, ${s.nonCompletedCounted} non-completed counted; in ${money(s.inflow.got)}/${money(s.inflow.want)} out ${money(s.outflow.got)}/${money(s.outflow.want)}; verdict ${s.verdict ?? '?'}`,
      );
      for (const w of s.metadataWrong) out.push(`    ${w.field}: want ${JSON.stringify(w.expected)} got ${JSON.stringify(w.got)}`);
      for (const e of s.examples) out.push(`    ${e}`);
    }
  }
  const confusions = new Map<string, number>();
  for (const s of report.statements)
    for (const [k, v] of Object.entries(s.category?.confusions ?? {})) confusions.set(k, (confusions.get(k) ?? 0) + v);
  if (confusions.size) {
    out.push('', 'Category confusions (expected→got: rows)');
    out.push(
      `  ${[...confusions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
  }
  if (report.errors.length) {
    out.push('', 'Documents that must be refused, and password checks');
    for (const e of report.errors)
      out.push(`  ${e.pass ? 'PASS' : 'FAIL'} ${e.fixture.padEnd(30)} ${e.case.padEnd(15)} want ${e.expected.padEnd(20)} got ${e.got}`);
  }
  const t = report.totals;
  const wrong = report.statements.filter((s) => s.confidentWrong);
  out.push(
    '',
    `HONESTY (${scope}): ${t.confidentWrong} CONFIDENT WRONG ANSWER(S) — statements returned "reconciled" with wrong rows or totals${wrong.length ? `: ${wrong.map((s) => s.fixture).join(', ')}` : ''}`,
  );
  out.push(
    `TOTAL (${scope}) rows ${t.found}/${t.expected}; exact ${pct(t.exact, t.expected)} (${t.exact}); spurious ${t.spurious}; missed ${t.missed}; non-completed counted ${t.nonCompletedCounted}; excluded listed ${t.excludedListed}/${t.excludedExpected}; ` +
      `totals to the cent ${t.totalsRight}/${t.statements}; refused ${t.refused}; verdict as expected ${t.verdictAsExpected}/${t.statements}; ` +
      `(aligned by order: date ${pct(t.fields.date, t.expected)}, amount ${pct(t.fields.amount, t.expected)}, type ${pct(t.fields.type, t.expected)}, balance ${pct(t.fields.balance, t.expected)}); description similarity ${t.descriptionSimilarity.toFixed(3)}; metadata ${t.metadataRight}/${t.metadataTotal}; refusals ${t.errorChecksPassed}/${t.errorChecks}` +
      (t.category
        ? `; categories ${pct(t.category.right, t.category.total)} right, ${pct(t.category.wrongMinor, t.category.totalMinor)} of money in the wrong category`
        : ''),
  );
  return out.join('\n');
}
