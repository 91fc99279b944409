import { parseMoney } from './amounts';
import { isOpeningRow } from './balance-rows';
import type { Column, HeaderMatch } from './columns';
import { scanDate, scanDateOnly } from './dates';
import {
  buildSynonyms,
  joinBrokenWords,
  labelCurrency,
  labelVocabulary,
  lineLabelWords,
  matchGroup,
  mayRejoin,
  movementLabelWords,
  settleRoles,
  stackedGroups,
  tokens,
  withDateQualifiers,
  withSignedAmount,
  type LineLabelWords,
  type Synonyms,
} from './header-labels';
import type { Line } from './layout';
import type { IssuerProfile } from './profiles';
import { headingSign } from './section-status';
import { garbledRepeats } from './garbled-headers';
import { withSectionHeaders } from './section-headers';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

type HeaderSettings = ReadingSettings['headers'];

/**
 * Header rows as hints: a line (or two stacked lines) whose words match column label synonyms names
 * the table's columns. Where the values actually sit is decided later from their geometry.
 */

interface Candidate {
  columns: Column[];
  score: number;
  currencyHint: string | null;
}

const DATA = new WeakMap<Line, boolean>();

/** A line that holds values (money, a date), so it cannot be a header line; memoised per line. */
function hasData(line: Line): boolean {
  let v = DATA.get(line);
  if (v === undefined) DATA.set(line, (v = readsAsData(line)));
  return v;
}

function readsAsData(line: Line): boolean {
  if (!/\d/.test(line.text)) return false;
  // A day heading ("10 Feb") under the header is data, not a second header line.
  if (line.words.length <= 5 && scanDateOnly(line.text)) return true;
  return line.words.some((w) => {
    if (!/\d/.test(w.text)) return false;
    // The cheap tests first: most words of a line are neither a figure with a decimal part nor a date.
    if (/\d[.,]\d/.test(w.text)) {
      const m = parseMoney(w.text);
      if (m !== null && m !== 'blank') return true;
    }
    return /[-/.]/.test(w.text) && scanDate(w.text) !== null;
  });
}

const VOCABULARY = new WeakMap<Synonyms, Set<string>>();
function vocabulary(syn: Synonyms): Set<string> {
  let v = VOCABULARY.get(syn);
  if (!v) VOCABULARY.set(syn, (v = labelVocabulary(syn)));
  return v;
}

const MOVEMENT_WORDS = new WeakMap<Synonyms, Set<string>>();
function movementWords(syn: Synonyms): Set<string> {
  let v = MOVEMENT_WORDS.get(syn);
  if (!v) MOVEMENT_WORDS.set(syn, (v = movementLabelWords(syn)));
  return v;
}

/** Per label set, what each line's words can give the label matching (memoised per line). */
const LABEL_WORDS = new WeakMap<Synonyms, WeakMap<Line, LineLabelWords>>();
function labelWords(line: Line, syn: Synonyms): LineLabelWords {
  let memo = LABEL_WORDS.get(syn);
  if (!memo) LABEL_WORDS.set(syn, (memo = new WeakMap()));
  let v = memo.get(line);
  if (!v) memo.set(line, (v = lineLabelWords(line, movementWords(syn), vocabulary(syn))));
  return v;
}

/**
 * A key to the table's abbreviations ("Buchungstag = Bu-Tag, Wertstellung = Wert. Beträge mit S = Soll, H = Haben")
 * names the column labels it explains, yet heads no column: a label never defines another with "=".
 */
function isLegend(line: Line): boolean {
  return line.text.includes('=');
}

/**
 * Whether the lines can pass `evaluate` at all, told cheaply before any label matching (most lines of a
 * statement are narration that cannot): a header names a debit, credit or amount column, and matches at
 * least as many of its words as it leaves unmatched. Exact bounds where the words are read as they stand:
 * where a word may open a bracketed note, or two stacked words may be rejoined, the lines are matched.
 */
function mayHead(lines: Line[], syn: Synonyms): boolean {
  if (lines.length > 1) {
    const vocab = vocabulary(syn);
    const words = lines.flatMap((l) => l.words);
    for (const a of words) for (const b of words) if (a !== b && mayRejoin(a, b, vocab)) return true;
  }
  let movement = false;
  let note = false;
  let known = 0;
  let unknown = 0;
  for (const l of lines) {
    const f = labelWords(l, syn);
    movement ||= f.movement;
    note ||= f.note;
    known += f.known;
    unknown += f.unknown;
  }
  // A note's words are among the words counted, so without a movement word no reading of them gives one.
  return movement && (note || known >= unknown);
}

/** Scores one line, or up to three stacked lines, as a transaction table header. */
function evaluate(lines: Line[], syn: Synonyms, s: HeaderSettings): Candidate | null {
  if (lines.some(hasData) || lines.some(isLegend)) return null;
  if (!mayHead(lines, syn)) return null;
  // "Opening Balance | Payments | Closing Balance" heads a summary grid, never the transaction table.
  if (isOpeningRow(lines.map((l) => l.text).join(' '))) return null;
  const columns: Column[] = [];
  let matched = 0;
  let unmatched = 0;
  for (const group of lines.length === 1 ? [lines[0]!.words] : stackedGroups(lines, s.labelWordGap)) {
    const start = columns.length;
    const r = matchGroup(tokens(lines.length > 1 ? joinBrokenWords(group, vocabulary(syn)) : group), syn, columns, lines.length > 1, s.labelWordGap);
    if (lines.length > 1) columns.splice(start, Infinity, ...withDateQualifiers(columns.slice(start)));
    matched += r.matched;
    unmatched += r.unmatched;
  }
  const cols = settleRoles(columns.sort((a, b) => a.x0 - b.x0));
  const roles = new Set(cols.map((c) => c.role));
  if (!roles.has('debit') && !roles.has('credit') && !roles.has('amount')) return null;
  // Without a date column (dates printed once per day above their rows) a header must name the
  // description and the balance too, which a summary table does not.
  if (!roles.has('date') && !(roles.has('description') && roles.has('balance'))) return null;
  if (matched < (matched + unmatched) * 0.5) return null;
  const currencyHint = labelCurrency(lines.map((l) => l.text).join(' '));
  // Scored on the labels as printed: a credit label over a debit one names both directions, though
  // the column it heads is read as one signed amount (`withSignedAmount`).
  return {
    columns: withSignedAmount(cols, s.signedPairOverlap),
    score: scoredRoles(columns, roles) * 10 + matched - 2 * unmatched - (roles.has('date') ? 0 : 15),
    currencyHint,
  };
}

/**
 * The roles a header's labels name, for its score: two columns labelled only as the amount, read as a
 * debit/credit pair (`settleRoles`), name one role, not two. Otherwise a header line whose stacked title line
 * turns one of them into something else ("International | amount", a card's foreign amount beside its
 * "Amount") would score below the same line without the title, and lose to it.
 */
function scoredRoles(labelled: readonly Column[], settled: ReadonlySet<Column['role']>): number {
  const named = new Set(labelled.map((c) => c.role));
  const pairOfAmounts = settled.has('debit') && settled.has('credit') && !named.has('debit') && !named.has('credit');
  return settled.size - (pairOfAmounts ? 1 : 0);
}

type Found = Candidate & { page: number; lineIndex: number; span: number };

/**
 * The best-scoring header in the document, then every line on any page that repeats it. The table
 * starts at the first repetition, not the best-scoring one: on a first page the header often
 * follows a title or a summary table and scores a little lower than on later pages, yet its rows
 * belong to the table all the same.
 */
export function findHeaders(pages: Line[][], profile: IssuerProfile, s: HeaderSettings = DEFAULT_SETTINGS.headers): HeaderMatch[] {
  return findHeaderSets(pages, profile, s)[0] ?? [];
}

/**
 * Every kind of header the document prints, one set per kind (the same roles in the same order), the
 * best-scoring kind first: the others are other tables (an illustration, a points summary) or the
 * transaction table beside a better-labelled illustration, for the statement's arithmetic to decide.
 */
export function findHeaderSets(pages: Line[][], profile: IssuerProfile, s: HeaderSettings = DEFAULT_SETTINGS.headers): HeaderMatch[][] {
  const syn = buildSynonyms(profile);
  const found: Found[] = [];
  pages.forEach((lines, p) => {
    const memo = new Map<number, Found | null>();
    const at = (i: number): Found | null => {
      if (!memo.has(i)) memo.set(i, pickAt(lines, i, syn, p, s));
      return memo.get(i)!;
    };
    for (let i = 0; i < lines.length; i++) {
      const c = at(i);
      if (!c) continue;
      // A stacked candidate must not swallow a line that is a better header start on its own
      // (a table title stacked over the real header row).
      if (c.span > 1) {
        const next = at(i + 1);
        if (next && (next.score >= c.score || isTitleOver(lines[i]!, lines[i + 1]!, s.labelGroupGap) || headsSection(lines[i]!))) continue;
      }
      found.push(c);
      i += c.span - 1;
    }
  });
  FOUND.set(pages, found);
  const best = new Map<string, number>();
  for (const c of found) best.set(sig(c.columns), Math.max(best.get(sig(c.columns)) ?? -Infinity, c.score));
  // Best score first; between equal scores, the kind printed first.
  const kinds = [...best.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const match = (c: Found): HeaderMatch => ({
    page: c.page,
    lineIndex: c.lineIndex,
    span: c.span,
    y: pages[c.page]![c.lineIndex]!.y,
    columns: c.columns,
    currencyHint: c.currencyHint,
  });
  return kinds.map((signature, k) => {
    const out: HeaderMatch[] = [];
    for (const c of found) {
      if (sig(c.columns) !== signature) continue;
      if (out.some((o) => o.page === c.page)) continue;
      out.push(match(c));
    }
    // The best kind also takes the section headers printed under signed headings (see section-headers).
    return k === 0 ? withSectionHeaders(garbledRepeats(out, pages, hasData), found.map(match), pages) : out;
  });
}

/** Every header line `findHeaderSets` found on these pages (several of one kind on a page included). */
const FOUND = new WeakMap<Line[][], Found[]>();

/**
 * Every line of the pages that heads a table with the same roles as `header` (several on one page included: a
 * savings account's "Withdrawals | Deposits | Balance" and a loan's "Charges | Payments | Balance Owed" below it),
 * as `findHeaderSets` found them on these very pages; empty when it has not read them.
 */
export function sameKindHeaderLines(pages: Line[][], header: HeaderMatch): { page: number; lineIndex: number; span: number }[] {
  const kind = sig(header.columns);
  return (FOUND.get(pages) ?? []).filter((c) => sig(c.columns) === kind).map((c) => ({ page: c.page, lineIndex: c.lineIndex, span: c.span }));
}

/** The horizontal spans of a line's label groups (words closer than `labelGroupGap` type sizes, `settings.headers`). */
function labelSpans(line: Line, labelGroupGap: number): Array<{ x0: number; x1: number }> {
  const spans: Array<{ x0: number; x1: number }> = [];
  for (const w of [...line.words].sort((a, b) => a.x0 - b.x0)) {
    const last = spans[spans.length - 1];
    if (last && w.x0 - last.x1 <= labelGroupGap * line.size) last.x1 = Math.max(last.x1, w.x1);
    else spans.push({ x0: w.x0, x1: w.x1 });
  }
  return spans;
}

/**
 * A line of one phrase printed over two or more of the header's labels is the table's title ("Deposits
 * and Additions" over "Date | Description | Amount"), not a column label: stacked into the header, its
 * words would name a column where the dates stand. The header below it then stands on its own.
 */
export function isTitleOver(top: Line, below: Line, labelGroupGap = DEFAULT_SETTINGS.headers.labelGroupGap): boolean {
  const title = labelSpans(top, labelGroupGap);
  if (title.length !== 1) return false;
  const { x0, x1 } = title[0]!;
  return labelSpans(below, labelGroupGap).filter((g) => Math.min(g.x1, x1) - Math.max(g.x0, x0) > 0).length >= 2;
}

/**
 * The words of `under` start where two or more labels of `over` start ("Data | Data" over "księgowania waluty",
 * printed close together): each label's own wrapped word, not one title over them.
 */
function wrapsUnderOwnLabels(under: Line, over: Line, labelGroupGap: number): boolean {
  const labels = labelSpans(over, labelGroupGap);
  const starts = labels.filter((g) => under.words.some((w) => Math.abs(w.x0 - g.x0) <= w.size * 0.5));
  return starts.length >= 2;
}

/**
 * A section heading that gives its rows a direction ("OTHER DEBITS", "Deposits and other credits")
 * printed just over the header is the section's title, not a label of the column under it: stacked
 * into the header, its word would name a debit or credit column where the amounts of both kinds stand.
 */
function headsSection(top: Line): boolean {
  const sign = headingSign(top.text);
  return sign === 'credit' || sign === 'debit';
}

/**
 * The best of line `i` alone and lines `i`… stacked (same type size, a line apart each), up to
 * `maxHeaderLines` (`settings.headers`): a taller reading is kept only when it scores higher.
 */
function pickAt(lines: Line[], i: number, syn: Synonyms, page: number, s: HeaderSettings): Found | null {
  const line = lines[i];
  // A line holding values heads no reading, alone or with the lines under it (\`evaluate\`).
  if (!line || hasData(line)) return null;
  const single = evaluate([line], syn, s);
  let best: Found | null = single ? { ...single, span: 1, lineIndex: i, page } : null;
  const stack = [line];
  for (let k = i + 1; k < i + s.maxHeaderLines; k++) {
    const prev = stack[stack.length - 1]!;
    const next = lines[k];
    const stacked =
      next &&
      next.y - prev.y <= Math.max(prev.size, next.size) * s.stackedLineGap &&
      Math.abs(next.size - line.size) <= Math.max(line.size, next.size) * s.stackedSizeShare;
    // A section heading under the header ("Payments and Other Credits") titles the rows below it: stacked into
    // the header, its word would name a credit column over the reference numbers. So does one heading under it that
    // spans two of its labels ("TRANSACTIONS" under "Trans | Post"): a label's wrapped words stay under their own column.
    if (
      !stacked ||
      (labelSpans(next, s.labelGroupGap).length === 1 &&
        (headsSection(next) || (isTitleOver(next, prev, s.labelGroupGap) && !wrapsUnderOwnLabels(next, prev, s.labelGroupGap))))
    )
      break;
    stack.push(next);
    const c = evaluate(stack, syn, s);
    // As well scored, the taller reading that tells more columns apart ("Data | Data" over "księgowania | waluty":
    // the booking date and the value date) is the header.
    if (c && (!best || c.score > best.score || (c.score === best.score && roles(c.columns) > roles(best.columns))))
      best = { ...c, span: stack.length, lineIndex: k, page };
  }
  return best;
}

/** How many roles the header's columns name (`other` aside). */
const roles = (cols: Column[]) => new Set(cols.filter((c) => c.role !== 'other').map((c) => c.role)).size;

function sig(cols: Column[]): string {
  return cols
    .filter((c) => c.role !== 'other')
    .map((c) => c.role)
    .join(',');
}
