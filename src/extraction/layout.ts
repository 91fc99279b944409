import { asciiDigits } from './digits';
import { joinBrokenNumbers } from './broken-numbers';
import { looksLikeDecimalMoney } from './amounts';
import type { PdfPage } from '../pdf/types';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/** One whitespace-free token with its horizontal extent. */
export interface Word {
  text: string;
  x0: number;
  x1: number;
  /** Baseline from the top of the page. */
  y: number;
  size: number;
  /** Index of the text item the word was cut from (words of one item were drawn as one run). */
  item?: number;
}

/** Words sharing a baseline, left to right. */
export interface Line {
  page: number;
  y: number;
  size: number;
  words: Word[];
  text: string;
}

/**
 * Rebuilds text lines from positioned items: items are cut into words (positions interpolated by
 * character count, which is exact enough to place a word in a column), then words are clustered by
 * baseline with a tolerance of about 40% of the font size (`settings.lines.baselineTolerance`), so cells
 * printed a point or two off the row's baseline still join their row (and up to 65% for a figure beside,
 * not under, the line's words: `figureOffset`; two lines of one column are never that close, and labels
 * and dates stacked at such offsets belong to their own lines, as in two-line headers).
 */
export function pageLines(page: PdfPage, settings: ReadingSettings['lines'] = DEFAULT_SETTINGS.lines): Line[] {
  const words: Word[] = [];
  for (const [index, it] of page.items.entries()) {
    const size = it.height > 0 ? it.height : 10;
    // Digits of other scripts read as ASCII digits (same length: positions by character count hold).
    const str = asciiDigits(it.str);
    const perChar = str.length ? it.width / str.length : 0;
    // A run of right-to-left letters holds its text in reading order, drawn from the right: its first word is its rightmost.
    const rtl = rightToLeftOnly(str);
    const re = /\S+/g;
    for (let m = re.exec(str); m; m = re.exec(str)) {
      for (const part of leaderParts(m[0])) {
        const from = m.index + part.at;
        const x0 = rtl ? it.x + it.width - (from + part.text.length) * perChar : it.x + from * perChar;
        words.push({ text: baseLetters(part.text), x0, x1: x0 + part.text.length * perChar, y: it.y, size, item: index });
      }
    }
  }
  words.sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const wordsOfItem = new Map<number | undefined, number>();
  for (const w of words) wordsOfItem.set(w.item, (wordsOfItem.get(w.item) ?? 0) + 1);
  const lines: Line[] = [];
  let cur: Word[] = [];
  let curY = 0;
  let curSize = 0;
  const flush = () => {
    if (cur.length) lines.push(makeLine(page.number, cur, settings));
    cur = [];
  };
  for (const [k, w] of words.entries()) {
    const dy = Math.abs(w.y - curY);
    const size = Math.min(w.size, curSize);
    // A figure drawn in one text item with other words ("0.75 CR") stays on their baseline: only a figure alone
    // is offset, and only when no line starts right at its own baseline below it (the row's date line, printed
    // a few points under the narration above it).
    const offsetCell = () =>
      dy <= settings.figureOffset * size &&
      looksLikeDecimalMoney(w.text) &&
      wordsOfItem.get(w.item) === 1 &&
      !cur.some((o) => o.x0 < w.x1 && w.x0 < o.x1) &&
      !lineStartsAt(words, k, curY, settings.baselineTolerance);
    if (cur.length && (dy <= settings.baselineTolerance * size || offsetCell())) {
      cur.push(w);
      curY = (curY * (cur.length - 1) + w.y) / cur.length;
      curSize = Math.max(curSize, w.size);
    } else {
      flush();
      cur = [w];
      curY = w.y;
      curSize = w.size;
    }
  }
  flush();
  return joinBrokenNumbers(lines, settings.wrapGap);
}

/**
 * Whether a word after `words[k]` (sorted by baseline) too far from `curY` to join the line being built sits on
 * `words[k]`'s own baseline: another line starts there, and the figure belongs to it.
 */
function lineStartsAt(words: readonly Word[], k: number, curY: number, tolerance: number): boolean {
  const w = words[k]!;
  for (let i = k + 1; i < words.length; i++) {
    const u = words[i]!;
    const size = Math.min(u.size, w.size);
    if (u.y - w.y > tolerance * size) return false;
    if (Math.abs(u.y - curY) > tolerance * size && !looksLikeDecimalMoney(u.text)) return true;
  }
  return false;
}

/** Labels joined by a dot leader ("DATE..........AMOUNT.TRANSACTION"): letters and dots only, a run of three dots or more. */
const LEADER_JOINED = /^\p{L}[\p{L}.]*\.{3,}[\p{L}.]*\p{L}$/u;

/**
 * A word cut into the labels a dot leader joins (a typewriter-style header printed as one run), each
 * at its own character offset; a label and its value joined by a full-width colon ("户名：王秀英", as
 * Chinese and Japanese print them without a space) cut after the colon, which reads as ":"; any other
 * word is itself.
 */
function leaderParts(word: string): { text: string; at: number }[] {
  if (word.includes('\uff1a'))
    return [...word.matchAll(/[^\uff1a]+\uff1a?|\uff1a/gu)].map((m) => ({ text: m[0].replace('\uff1a', ':'), at: m.index! }));
  if (!LEADER_JOINED.test(word)) return [{ text: word, at: 0 }];
  return [...word.matchAll(/\p{L}+/gu)].map((m) => ({ text: m[0], at: m.index! }));
}

function makeLine(page: number, words: Word[], settings: ReadingSettings['lines']): Line {
  words.sort((a, b) => a.x0 - b.x0);
  // Some producers draw text twice (fake bold): drop a word repeated at the same place.
  const kept: Word[] = [];
  for (const w of words) {
    const prev = kept[kept.length - 1];
    if (prev && prev.text === w.text && Math.abs(prev.x0 - w.x0) < w.size * settings.doubleDrawn) continue;
    kept.push(w);
  }
  withoutClippedRuns(kept, settings.hiddenOverlap);
  const y = kept.reduce((s, w) => s + w.y, 0) / kept.length;
  const size = median(kept.map((w) => w.size));
  const merged = glyphRun(kept) ? mergeTouching(kept) : kept;
  return { page, y, size, words: merged, text: joinWords(merged) };
}

/**
 * A narration longer than its fixed-size cell, drawn whole under a clipping rectangle (report engines'
 * fixed cells), runs in the text layer under the figures of the next columns: where a word of such a run
 * overlaps a figure drawn by another text item, that word and the rest of its run to the right are hidden
 * and dropped, so the figure is read alone. Only words that are not figures are dropped, and only over a
 * figure: two legible texts never overlap on one baseline (an overlap over `hiddenOverlap` × the figure's
 * size, at least a point, hides a word).
 */
function withoutClippedRuns(words: Word[], hiddenOverlap: number): void {
  const hidden = new Map<number, number>();
  const figure = words.map((w) => looksLikeDecimalMoney(w.text));
  for (const [j, b] of words.entries()) {
    if (!figure[j]) continue;
    for (const [i, a] of words.entries()) {
      if (a.item === undefined || a.item === b.item || a.x0 >= b.x0 || figure[i]) continue;
      const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      if (overlap > Math.max(1, hiddenOverlap * b.size)) hidden.set(a.item, Math.min(hidden.get(a.item) ?? Infinity, a.x0));
    }
  }
  if (!hidden.size) return;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (w.item !== undefined && w.x0 >= (hidden.get(w.item) ?? Infinity)) words.splice(i, 1);
  }
}

/**
 * A line drawn glyph by glyph in an order pdf.js could not follow (a producer that places every glyph
 * itself, right to left or out of order) comes as one item per glyph: most of its words are a single
 * character. Its words are rebuilt from the glyphs' gaps, as `joinWords` spaces them.
 */
function glyphRun(words: Word[]): boolean {
  return words.length >= 6 && words.filter((w) => w.text.length === 1).length > words.length * 0.6;
}

function mergeTouching(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    // Glyphs of a right-to-left word are read from the right: the piece on the right comes first.
    const text = prev && rightToLeftOnly(prev.text) && rightToLeftOnly(w.text) ? w.text + prev.text : (prev?.text ?? '') + w.text;
    if (prev && w.x0 - prev.x1 <= w.size * 0.12) out[out.length - 1] = { ...prev, text, x1: w.x1 };
    else out.push({ ...w });
  }
  return out;
}

/** Letters of the right-to-left scripts (Hebrew, Arabic, and Arabic presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
/** Text with right-to-left letters and no Latin letter or digit (a mixed run keeps its left-to-right layout). */
export function rightToLeftOnly(text: string): boolean {
  return RTL_LETTER.test(text) && !/[A-Za-z0-9]/.test(text);
}

const PRESENTATION_FORM = /[\ufb50-\ufdff\ufe70-\ufefc]/u;
/**
 * Arabic letters printed in their contextual shapes (presentation forms: "ﺪﻴﺻﺮﻟا", as some PDF writers map
 * shaped glyphs) read as the letters themselves, so a label or narration matches however it was shaped.
 */
export function baseLetters(text: string): string {
  return PRESENTATION_FORM.test(text) ? text.replace(/[\ufb50-\ufdff\ufe70-\ufefc]+/gu, (run) => run.normalize('NFKC')) : text;
}

/** Joins words with one space where they are apart, none where they touch. */
export function joinWords(words: Word[]): string {
  let out = '';
  let prev: Word | undefined;
  for (const w of words) {
    if (prev) out += w.x0 - prev.x1 > w.size * 0.12 ? ' ' : '';
    out += w.text;
    prev = w;
  }
  return out;
}

export function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Lines printed at the same place on most pages (page headers, footers, "Page 3 of 9"): digits are
 * ignored when comparing, so page numbers and print dates do not hide the repetition (`repeatedShare` of the
 * pages, at least two).
 */
export function repeatedLineKeys(pages: Line[][], repeatedShare = DEFAULT_SETTINGS.lines.repeatedShare): Set<string> {
  const keep = new Set<string>();
  if (pages.length < 2) return keep;
  // Per key, the pages it is printed on, counted as the pages go by (in order): the last page seen and how many.
  const seen = new Map<string, { page: number; pages: number }>();
  pages.forEach((lines, i) => {
    for (const l of lines) {
      const k = lineKey(l);
      const s = seen.get(k);
      if (!s) seen.set(k, { page: i, pages: 1 });
      else if (s.page !== i) [s.page, s.pages] = [i, s.pages + 1];
    }
  });
  const need = Math.max(2, Math.ceil(pages.length * repeatedShare));
  for (const [k, s] of seen) if (s.pages >= need) keep.add(k);
  return keep;
}

const KEYS = new WeakMap<Line, string>();

export function lineKey(l: Line): string {
  let k = KEYS.get(l);
  if (k === undefined) KEYS.set(l, (k = `${Math.round(l.y / 4)}|${l.text.toLowerCase().replace(/\d/g, '#')}`));
  return k;
}
