import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSources, realCorpusDir, truthPath } from './corpus-sources';
import { hasPdftotext, hasTesseract, ocrLayout, pdftotextLayout } from './pdf-text';
import { decimalsToTry, readText, type ReadOptions } from './text-reader';
import { buildTruth, type StatementTruth } from './truth-arithmetic';

/**
 * `npm run corpus:truth`: builds `<file>.truth.json` beside each PDF of the real corpus from the
 * statement's own arithmetic (see `truth-arithmetic.ts`). The truth files hold personal data: they stay
 * in the git-ignored corpus folder.
 */
export const BUILDER = 'pdftotext-layout+arithmetic/7';

/** The readings tried beyond the plain one; the statement's arithmetic chooses among them. */
const VARIANTS = ['figuresBelow', 'looseDecimals', 'undatedRows', 'decimalRowsOnly'] as const;
const RANK: Record<StatementTruth['status'], number> = { checked: 3, partial: 2, unverifiable: 1, none: 0 };

/** Every combination of the variant readings, the plain reading first. */
function readings(): (typeof VARIANTS)[number][][] {
  const out: (typeof VARIANTS)[number][][] = [];
  for (let mask = 0; mask < 1 << VARIANTS.length; mask++) out.push(VARIANTS.filter((_, i) => mask & (1 << i)));
  return out;
}

/**
 * The truth a reading proves best: a better status first, then more proven rows; on a tie the simpler
 * reading (tried first) stays.
 */
export function bestTruth(text: string, build: (opts: ReadOptions) => StatementTruth, monthFirst: boolean): StatementTruth {
  let best: StatementTruth | null = null;
  const proven = (t: StatementTruth) => t.rows.filter((r) => r.certain).length;
  for (const decimals of decimalsToTry(text)) {
    for (const variant of readings()) {
      // A plain reading that proves every row with no break needs no other.
      if (best && best.status === 'checked' && best.checks.breaks === 0 && !best.reading?.length) return best;
      const opts: ReadOptions = { monthFirst, decimals, ...Object.fromEntries(variant.map((v) => [v, true])) };
      const t = { ...build(opts), reading: variant };
      if (!best || RANK[t.status] > RANK[best.status] || (RANK[t.status] === RANK[best.status] && proven(t) > proven(best))) best = t;
    }
  }
  return best!;
}

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
  const counts = { checked: 0, partial: 0, unverifiable: 0, none: 0 };
  for (const s of loadSources()) {
    if (only.length && !only.some((o) => s.id.includes(o))) continue;
    const pdf = join(dir, s.file);
    if (!existsSync(pdf)) continue;
    let truth: StatementTruth;
    let text = pdftotextLayout(pdf, s.password);
    // A scan has no text layer: tesseract reads it, and the arithmetic proves what it read.
    const scanned = text.replace(/\s/g, '').length < 50;
    if (scanned && hasTesseract()) text = ocrLayout(pdf, s.password);
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
      // Where the number format or the layout is in doubt (three decimals, rows printed without their
      // date, figures wrapped), the reading the statement's arithmetic proves more of wins.
      truth = bestTruth(text, (opts) => buildTruth(readText(text, opts), { id: s.id, kind: s.kind, builder: BUILDER }), s.country === 'US');
      if (scanned) truth = { ...truth, reading: ['ocr', ...(truth.reading ?? [])] };
    }
    writeFileSync(truthPath(dir, s), `${JSON.stringify(truth, null, 2)}\n`);
    counts[truth.status]++;
    const certain = truth.rows.filter((r) => r.certain).length;
    console.log(
      `${s.id.slice(0, 58).padEnd(58)} ${truth.status.padEnd(8)} ${String(certain).padStart(5)}/${String(truth.checks.rows_read).padEnd(5)} links ${truth.checks.links} breaks ${truth.checks.breaks} ${truth.printed_order ?? ''} ${truth.reading?.length ? `[${truth.reading.join('+')}] ` : ''}${truth.reason ?? ''}`,
    );
  }
  console.log(`truth: ${counts.checked} checked, ${counts.partial} partial, ${counts.unverifiable} unverifiable, ${counts.none} none`);
}

if (require.main === module) main();
