import WEEKDAY_DATA from './language/weekdays.json';
import { isoDate } from './date-scan';
import { joinWords, type Line, type Word } from './layout';
import { foldWord, monthNumber } from './month-names';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/**
 * Day headings printed as a stack in the left margin rather than on one line: a large day number
 * beside the month and year, the weekday under them ("02" | "März 2026" over "Montag"), the first row
 * of the day level with the stack. Line clustering cuts such a stack across the rows' lines, so no
 * line starts with a date. `withStackedDates` gathers each stack into one heading line printed just
 * above it ("02 März 2026"), which the day-heading reading (date-lines, headerless) then applies to
 * the rows below; the stack's words leave the rows' lines.
 */

const WEEKDAYS = new Set(
  Object.values(WEEKDAY_DATA.languages)
    .flat()
    .flatMap((s) => s.split(' ')),
);

type Part = 'day' | 'month' | 'year' | 'weekday';

/** What part of a date one word is, or null. */
function partOf(w: Word): Part | null {
  const t = w.text.replace(/[.,]$/, '');
  if (/^\d{1,2}$/.test(t) && +t >= 1 && +t <= 31) return 'day';
  if (/^\d{4}$/.test(t) && +t >= 1970 && +t <= 2100) return 'year';
  if (!/\p{L}/u.test(t)) return null;
  if (monthNumber(t) !== null) return 'month';
  return WEEKDAYS.has(foldWord(t)) ? 'weekday' : null;
}

/** The line's leading words that are parts of a date, when the rest of the line starts clearly to their right. */
function leadingParts(line: Line, stackGap: number): Word[] {
  const out: Word[] = [];
  for (const w of line.words) {
    if (!partOf(w)) break;
    out.push(w);
  }
  const next = line.words[out.length];
  if (!out.length || (next && next.x0 - out[out.length - 1]!.x1 < line.size * stackGap)) return [];
  return out;
}

/** The date a stack's words spell: one day, one month, one year, at most one weekday; null otherwise. */
function stackDate(words: Word[]): { text: string; iso: string } | null {
  const by = (p: Part) => words.filter((w) => partOf(w) === p);
  const [day, month, year, weekday] = [by('day'), by('month'), by('year'), by('weekday')];
  if (day.length !== 1 || month.length !== 1 || year.length !== 1 || weekday.length > 1) return null;
  const d = +day[0]!.text.replace(/[.,]$/, '');
  const iso = isoDate(+year[0]!.text, monthNumber(month[0]!.text.replace(/[.,]$/, ''))!, d);
  return iso ? { text: `${d} ${month[0]!.text.replace(/,$/, '')} ${year[0]!.text}`, iso } : null;
}

/**
 * The page's lines with every date stack of two or more lines replaced by one heading line above it;
 * null when the page holds none. A stack on one line is left alone (the heading readers see it). The
 * stack stands `stackGap` type sizes clear of the row text beside it, its lines at most `stackPitch` apart
 * (`settings.dates`).
 */
export function stackedDateLines(lines: Line[], s: ReadingSettings['dates'] = DEFAULT_SETTINGS.dates): Line[] | null {
  const parts = lines.map((line) => leadingParts(line, s.stackGap));
  const out: Line[] = [];
  let found = false;
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j < lines.length && parts[j]!.length && (j === i || lines[j]!.y - lines[j - 1]!.y <= s.stackPitch * lines[j]!.size)) j++;
    const words = parts.slice(i, j).flat();
    const date = j - i >= 2 ? stackDate(words) : null;
    if (!date) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    found = true;
    const top = lines[i]!;
    const size = Math.min(...lines.slice(i, j).map((l) => l.size));
    const x0 = Math.min(...words.map((w) => w.x0));
    const headingWords: Word[] = [];
    for (const text of date.text.split(' ')) {
      const at = headingWords.length ? headingWords[headingWords.length - 1]!.x1 + size : x0;
      headingWords.push({ text, x0: at, x1: at + text.length * size * 0.5, y: top.y - size * 0.5, size });
    }
    out.push({ page: top.page, y: top.y - size * 0.5, size, words: headingWords, text: joinWords(headingWords) });
    for (let k = i; k < j; k++) {
      const rest = lines[k]!.words.slice(parts[k]!.length);
      if (rest.length) out.push({ ...lines[k]!, words: rest, text: joinWords(rest) });
    }
    i = j;
  }
  return found ? out : null;
}

/** Every page with its date stacks gathered into heading lines; null when no page holds one. */
export function withStackedDates(pages: Line[][], s: ReadingSettings['dates'] = DEFAULT_SETTINGS.dates): Line[][] | null {
  const read = pages.map((lines) => stackedDateLines(lines, s));
  return read.some((p) => p !== null) ? read.map((p, i) => p ?? pages[i]!) : null;
}
