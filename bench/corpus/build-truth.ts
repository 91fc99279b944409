import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSources, realCorpusDir, truthPath } from './corpus-sources';
import { hasPdftotext, pdftotextLayout } from './pdf-text';
import { decimalsToTry, readText } from './text-reader';
import { buildTruth, type StatementTruth } from './truth-arithmetic';

/**
 * `npm run corpus:truth`: builds `<file>.truth.json` beside each PDF of the real corpus from the
 * statement's own arithmetic (see `truth-arithmetic.ts`). The truth files hold personal data: they stay
 * in the git-ignored corpus folder.
 */
export const BUILDER = 'pdftotext-layout+arithmetic/1';

function main(): void {
  const dir = realCorpusDir();
  if (!dir) {
    console.log('No real corpus folder (set REAL_CORPUS_DIR or run npm run corpus:rebuild first).');
    return;
  }
  if (!hasPdftotext()) {
    console.error('pdftotext is not installed (apt-get install poppler-utils): no truth built.');
    process.exitCode = 1;
    return;
  }
  const only = process.argv.slice(2);
  const counts = { checked: 0, partial: 0, none: 0 };
  for (const s of loadSources()) {
    if (only.length && !only.some((o) => s.id.includes(o))) continue;
    const pdf = join(dir, s.file);
    if (!existsSync(pdf)) continue;
    let truth: StatementTruth;
    const text = pdftotextLayout(pdf, s.password);
    if (text.replace(/\s/g, '').length < 50) {
      truth = {
        id: s.id,
        builder: BUILDER,
        status: 'none',
        reason: 'no text layer (a scan: OCR needed)',
        mode: null,
        printed_order: null,
        opening_balance: null,
        closing_balance: null,
        checks: { rows_read: 0, links: 0, breaks: 0, opening_matches: null, closing_matches: null, totals_printed: null },
        rows: [],
      };
    } else {
      // Where the number format is in doubt (a currency with three decimals), the reading the
      // statement's arithmetic proves more of wins.
      const proven = (t: StatementTruth) => t.rows.filter((r) => r.certain).length;
      truth = decimalsToTry(text)
        .map((decimals) => buildTruth(readText(text, { monthFirst: s.country === 'US', decimals }), { id: s.id, kind: s.kind, builder: BUILDER }))
        .reduce((a, b) => (proven(b) > proven(a) ? b : a));
    }
    writeFileSync(truthPath(dir, s), `${JSON.stringify(truth, null, 2)}\n`);
    counts[truth.status]++;
    const certain = truth.rows.filter((r) => r.certain).length;
    console.log(
      `${s.id.slice(0, 58).padEnd(58)} ${truth.status.padEnd(8)} ${String(certain).padStart(5)}/${String(truth.checks.rows_read).padEnd(5)} links ${truth.checks.links} breaks ${truth.checks.breaks} ${truth.printed_order ?? ''} ${truth.reason ?? ''}`,
    );
  }
  console.log(`truth: ${counts.checked} checked, ${counts.partial} partial, ${counts.none} none`);
}

if (require.main === module) main();
