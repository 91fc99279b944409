import { leadingDate } from './date-lines';
import type { Line, Word } from './layout';
import { joinWords } from './layout';
import { moneyCells } from './money-cells';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/**
 * Pages printed as two tables side by side (a card bill listing one card's purchases in the left half
 * and continuing, or listing another card's, in the right half): rows of both halves share baselines
 * only by chance, so read line by line they interleave. Such a page is read as two pages, the left
 * half then the right one, each with its own lines, and the table reading sees one column of rows.
 *
 * A half is recognised by its rows: a date that opens a group of words (first on its line, or right
 * after a figure) followed by narration and a figure. A page splits when such row starts stand at two
 * places across the page, each on at least `halfRows` lines (`settings.pages`), and nearly no word of the page straddles
 * the line between them (a gutter). Where words run across the gutter above or below the tables (a
 * letterhead, notices printed across the page under the tables), only the band of lines around the row
 * starts that runs clear is parted: the lines above it stay whole before the left half, those below it
 * whole after the right half.
 */

type PageSettings = ReadingSettings['pages'];

/** Where each row of the line starts (a date first on the line or after a figure, then narration and a figure) and where its figure ends. */
function rowStarts(line: Line): { x: number; end: number }[] {
  const words = line.words;
  // A date, narration and a figure take three words, the date one with a digit before the last two: a line
  // without them starts no row, and its money cells need not be read here.
  if (words.length < 3 || !words.some((w, i) => i + 2 < words.length && DIGIT.test(w.text)) || !words.some((w) => LETTERS.test(w.text))) return [];
  const money = new Set(moneyCells(line).flatMap((c) => c.words));
  // A row start needs narration and then a figure after its date: none after the line's last figure, and
  // none where no word with letters stands before it (checked before the date is read: most digits on a
  // line are its figures).
  let lastMoney = -1;
  for (let i = words.length - 1; i >= 0 && lastMoney < 0; i--) if (money.has(words[i]!)) lastMoney = i;
  let lastLetters = -1;
  for (let i = 0; i < lastMoney; i++) if (LETTERS.test(words[i]!.text)) lastLetters = i;
  const out: { x: number; end: number }[] = [];
  for (let i = 0; i < lastLetters && i + 2 <= lastMoney; i++) {
    const w = words[i]!;
    if (i > 0 && !money.has(words[i - 1]!)) continue;
    // A figure followed by a date ("1.22 5 Nov 25") is the previous row's amount, the date the next row's start.
    if (money.has(w) && leadingDate(words, i + 1)) continue;
    // The date's own first word (not a word before it that reads as a weekday).
    const n = DIGIT.test(w.text) ? leadingDate(words, i) : 0;
    if (!n) continue;
    const rest = words.slice(i + n);
    const figure = rest.findIndex((x) => money.has(x));
    if (figure > 0 && rest.slice(0, figure).some((x) => LETTERS.test(x.text))) out.push({ x: w.x0, end: rest[figure]!.x1 });
  }
  return out;
}

const DIGIT = /\d/;
const LETTERS = /\p{L}{2}/u;

/** Where two halves of a page part (`x`), where the left half's rows start (`left`), and how far right of them the right half's do (`shift`). */
export interface Gutter {
  x: number;
  left: number;
  shift: number;
  /** The lines parted (`from` up to, not including, `to`); the whole page when every line runs clear. */
  from: number;
  to: number;
}

/** The gutter between two halves of the page, or null when the page is one table wide. */
export function gutterOf(lines: Line[], s: PageSettings = DEFAULT_SETTINGS.pages): Gutter | null {
  const starts = lines.flatMap((l) => rowStarts(l).map((r) => ({ ...r, size: l.size })));
  if (starts.length < 2 * s.halfRows) return null;
  const sorted = [...starts].sort((a, b) => a.x - b.x);
  // Two groups of row starts: split where consecutive starts are furthest apart.
  let cut = -1;
  let widest = 0;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]!.x - sorted[i - 1]!.x;
    if (gap > widest) [widest, cut] = [gap, i];
  }
  if (cut < 0) return null;
  const left = sorted.slice(0, cut);
  const right = sorted.slice(cut);
  const size = Math.max(...starts.map((s) => s.size));
  const tight = (g: typeof sorted) => g[g.length - 1]!.x - g[0]!.x <= s.halfStartSpread * size;
  if (left.length < s.halfRows || right.length < s.halfRows || !tight(left) || !tight(right)) return null;
  // Each row of the left half ends (its figure printed) before the right half begins: two dates of one
  // row (posting and value date) are no two halves.
  const leftEnd = Math.max(...left.map((r) => r.end));
  if (leftEnd > right[0]!.x - size * s.gutterClear) return null;
  // The gutter runs half way between the left rows' figures and the right rows' dates, so that a heading
  // of the right half printed a little left of its dates ("Date", "Credits") stands in the right half.
  const x = (leftEnd + right[0]!.x) / 2;
  const gutter = { x, left: left[0]!.x, shift: right[0]!.x - left[0]!.x };
  // The right half's rows start clear of the left half's figures and narration: on the whole page, or
  // in the band of lines around the rows when words run across above or below them.
  if (clear(lines, x, size, s)) return { ...gutter, from: 0, to: lines.length };
  const band = clearBand(lines, x, size, s);
  return band ? { ...gutter, ...band } : null;
}

/** A word of the line runs across `x`. */
function crosses(line: Line, x: number, size: number, s: PageSettings): boolean {
  return line.words.some((w) => w.x0 < x && w.x1 > x + size * s.gutterClear);
}

/** Nearly no word of the page runs across `x`. */
function clear(lines: Line[], x: number, size: number, s: PageSettings): boolean {
  const crossing = lines.filter((l) => crosses(l, x, size, s)).length;
  return crossing <= Math.max(1, lines.length * s.gutterCrossing);
}

/**
 * The lines from the first row start to the last, widened up and down over the lines that run clear of
 * `x` and follow on without a blank stretch (the tables' headings, a closing line), when nearly none of
 * them runs across it; else null.
 */
function clearBand(lines: Line[], x: number, size: number, s: PageSettings): { from: number; to: number } | null {
  const withStarts = lines.flatMap((l, i) => (rowStarts(l).length ? [i] : []));
  let from = withStarts[0]!;
  let to = withStarts[withStarts.length - 1]! + 1;
  // A line joins the band when it runs clear and follows on from it (a blank stretch ends the tables).
  const joins = (line: Line, next: Line) => !crosses(line, x, size, s) && Math.abs(next.y - line.y) <= s.halfBandGap * size;
  while (from > 0 && joins(lines[from - 1]!, lines[from]!)) from--;
  while (to < lines.length && joins(lines[to]!, lines[to - 1]!)) to++;
  return clear(lines.slice(from, to), x, size, s) ? { from, to } : null;
}

/**
 * A page after a two-half page whose rows stand only in the left half, where the previous page's gutter
 * runs clear (the last rows of a table, notes beside them): the layout goes on, the page parts there too,
 * and the notes beside the rows (no row starts there) are no part of the table.
 */
function continues(lines: Line[], g: Gutter, s: PageSettings): boolean {
  const starts = lines.flatMap((l) => rowStarts(l).map((r) => ({ ...r, size: l.size })));
  if (starts.length < s.halfRows) return false;
  const size = Math.max(...starts.map((s) => s.size));
  if (starts.some((r) => Math.abs(r.x - g.left) > s.halfStartSpread * size || r.end > g.x)) return false;
  return lines.some((l) => l.words.some((w) => w.x0 >= g.x)) && clear(lines, g.x, size, s);
}

/** The words of each line that `keep` keeps, moved left by `shift`. */
function part(lines: Line[], keep: (w: Word) => boolean, shift = 0): Line[] {
  return lines.flatMap((l) => {
    const words = l.words.filter(keep).map((w) => (shift ? { ...w, x0: w.x0 - shift, x1: w.x1 - shift } : w));
    if (!words.length) return [];
    return [{ ...l, words, text: joinWords(words), size: Math.max(...words.map((w) => w.size)) }];
  });
}

/**
 * Every page, its two halves as two pages (left first) where it prints two tables side by side. The
 * right half is moved onto the left half's place, as the next page of the same table would print it,
 * so that one set of columns reads both (a table that runs on from the left half into the right one).
 */
export function sideBySidePages(pages: Line[][], s: PageSettings = DEFAULT_SETTINGS.pages): Line[][] {
  let previous: Gutter | null = null;
  return pages.flatMap((lines) => {
    const own = gutterOf(lines, s);
    const carried = !own && previous && continues(lines, previous, s) ? previous : null;
    previous = own;
    // Beside the last rows, the right half holds notes (rates, limits, simulations), no table: left out.
    if (carried) return [part(lines, (w) => w.x0 < carried.x)];
    if (own === null) return [lines];
    const band = lines.slice(own.from, own.to);
    return [
      [...lines.slice(0, own.from), ...part(band, (w) => w.x0 < own.x)],
      [...part(band, (w) => w.x0 >= own.x, own.shift), ...lines.slice(own.to)],
    ];
  });
}
