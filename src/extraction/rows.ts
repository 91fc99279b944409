import { isFeeLabel } from './fee-labels';
import type { Column, HeaderMatch } from './columns';
import { carryDateLines } from './date-lines';
import { centredGroupDates } from './centred-dates';
import { headingSign, sectionStatus, type SectionSign } from './section-status';
import { splitStatusCell } from './status-cell';
import { scanDate, splitDateNarration } from './dates';
import { joinWords, type Line } from './layout';
import { tableLines } from './table-lines';
import { placeTimeCells } from './time-cells';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/** One transaction-table row: the anchor line plus the wrapped lines that belong to it. */
export interface RawRow {
  page: number;
  y: number;
  /**
   * Text per column role (first column of each role), wrapped lines joined by a space; `fee`: the anchor line's
   * cell under a fee label (`language/fee-labels.json`), a column of role `other`.
   */
  text: Partial<Record<Column['role'] | 'fee', string>>;
  /** The heading of a section of rows that moved no money ("Pending transactions"), when under one. */
  section: string | null;
  /** The direction a section heading above the row gives it ("Deposits", "Withdrawals", "Fees"), when under one. */
  sectionSign?: SectionSign;
}

type Convention = 'top' | 'middle' | 'bottom';

/**
 * Groups wrapped lines with their anchor row. Between two anchors, the lines split where the
 * vertical gap is clearly largest (row padding); where spacing is even, the statement-wide cell
 * alignment decides (top-aligned cells wrap downwards, bottom-aligned upwards, middle both ways).
 * Pitch and gaps are measured as `settings.rows` says; cells are cut as `settings.cells` says.
 */
export function buildRows(
  pages: Line[][],
  headers: HeaderMatch[],
  repeated: Set<string>,
  settings: Pick<ReadingSettings, 'cells' | 'rows'> = DEFAULT_SETTINGS,
): RawRow[] {
  const s = settings.rows;
  if (!headers.length) return [];
  // A "Deposits" heading printed just above the header gives the first section its direction.
  const first = headers[0]!;
  const above = pages[first.page]?.[first.lineIndex - first.span];
  const signs = new Map(headers.flatMap((h) => (h.sectionSign ? [[h.columns, h.sectionSign] as const] : [])));
  const sections = sectionStatus(tableLines(pages, headers, repeated, settings.cells), (above && headingSign(above.text)) ?? null, signs);
  // The header's own (last) line sits above the first table line: a date under one of its labels is a field's value.
  const { lines, carried, belowDateLine } = carryDateLines(sections.lines, pages[first.page]?.[first.lineIndex] ?? null);
  const deltas: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!.line;
    const b = lines[i]!.line;
    if (a.page === b.page && b.y - a.y < s.pitchReach * b.size) deltas.push(b.y - a.y);
  }
  const sorted = deltas.sort((a, b) => a - b);
  const pitch = sorted.length ? sorted[Math.floor(sorted.length * s.pitchQuantile)]! : s.defaultPitch;
  const maxGap = pitch * s.maxWrapGap;

  const anchors = lines.map((l, i) => (l.anchor ? i : -1)).filter((i) => i >= 0);
  const owner = new Array<number>(lines.length).fill(-1);
  for (const a of anchors) owner[a] = a;

  type Group = { prev: number; next: number; members: number[] };
  const groups: Group[] = [];
  let prev = -1;
  let members: number[] = [];
  for (let i = 0; i <= lines.length; i++) {
    if (i === lines.length || lines[i]!.anchor) {
      if (members.length) groups.push({ prev, next: i < lines.length ? i : -1, members });
      members = [];
      if (i < lines.length) prev = i;
    } else members.push(i);
  }

  const gapsOf = (g: Group): number[] => {
    const ys = [g.prev, ...g.members, g.next].map((i) => (i >= 0 ? lines[i]!.line : null));
    const gaps: number[] = [];
    for (let k = 1; k < ys.length; k++) {
      const a = ys[k - 1];
      const b = ys[k];
      gaps.push(a && b && a.page === b.page ? b.y - a.y : Infinity);
    }
    return gaps;
  };

  const clearSplit = (g: Group, gaps: number[]): number | null => {
    const finite = gaps.map((v, k) => ({ v, k })).filter((e) => Number.isFinite(e.v));
    if (finite.length < 2) return null;
    const byGap = [...finite].sort((a, b) => b.v - a.v);
    if (byGap[0]!.v > byGap[1]!.v * s.clearSplitRatio && byGap[0]!.v > pitch * s.clearSplitPitch) return byGap[0]!.k;
    return null;
  };

  const votes: Record<Convention, number> = { top: 0, middle: 0, bottom: 0 };
  for (const g of groups) {
    if (g.prev < 0 || g.next < 0) continue;
    const s = clearSplit(g, gapsOf(g));
    if (s === null) continue;
    votes[s === g.members.length ? 'top' : s === 0 ? 'bottom' : 'middle']++;
  }
  // An anchor whose description cell is empty while wrapped text sits next to it is not top-aligned.
  for (const a of anchors) {
    const tl = lines[a]!;
    const d = tl.columns.findIndex((c) => c.role === 'description');
    if (d >= 0 && !tl.cells[d]!.length) votes.middle += 0.5;
  }
  const convention: Convention = votes.top >= Math.max(votes.middle, votes.bottom) ? 'top' : votes.middle >= votes.bottom ? 'middle' : 'bottom';

  for (const g of groups) {
    const gaps = gapsOf(g);
    const k = g.members.length;
    let split = g.prev >= 0 && g.next >= 0 ? clearSplit(g, gaps) : null;
    if (split === null) {
      if (g.next < 0) split = k;
      else if (g.prev < 0) split = 0;
      else if (convention === 'top') split = k;
      else if (convention === 'bottom') split = 0;
      else {
        split = 0;
        const ya = lines[g.prev]!.line;
        const yb = lines[g.next]!.line;
        for (const m of g.members) {
          const l = lines[m]!.line;
          const da = l.page === ya.page ? l.y - ya.y : Infinity;
          const db = l.page === yb.page ? yb.y - l.y : Infinity;
          if (da <= db) split++;
        }
      }
    }
    // Chains stop at a gap too wide for wrapped text (footers, notes after the table).
    for (let m = 0; m < split; m++) {
      if (gaps[m]! > maxGap && Number.isFinite(gaps[m]!)) break;
      if (g.prev >= 0) owner[g.members[m]!] = g.prev;
    }
    for (let m = k - 1; m >= split; m--) {
      if (gaps[m + 1]! > maxGap && Number.isFinite(gaps[m + 1]!)) break;
      if (!Number.isFinite(gaps[m + 1]!)) break;
      if (g.next >= 0) owner[g.members[m]!] = g.next;
    }
  }

  const byAnchor = new Map<number, number[]>();
  owner.forEach((o, i) => {
    if (o >= 0) byAnchor.set(o, [...(byAnchor.get(o) ?? []), i]);
  });
  const printedDate: Array<'own' | 'line-above' | 'none'> = [];
  const rows = anchors.map((a): RawRow => {
    const parts = byAnchor
      .get(a)!
      .sort((x, y) => x - y)
      .map((i) => lines[i]!);
    const anchor = lines[a]!;
    const text: RawRow['text'] = {};
    let cellStatus: string | null = null;
    anchor.columns.forEach((c, ci) => {
      // Two narration columns ("Buchungstext | Verwendungszweck", "Name | Omschrijving") are one narration, read left to right.
      const more = c.role === 'description' && text.description !== undefined;
      if (text[c.role] !== undefined && !more) return;
      const own = c.role === 'debit' || c.role === 'credit' || c.role === 'amount' || c.role === 'balance';
      const pieces = (own ? [anchor] : parts)
        .map((p) => {
          const idx = p === anchor || c.role === 'other' ? ci : p.columns.findIndex((x) => x.role === c.role);
          if (idx < 0) return '';
          if (p !== anchor || c.role !== 'description') return joinWords(p.cells[idx] ?? []);
          const split = splitStatusCell(p.cells[idx] ?? []);
          if (split.status) cellStatus = split.status;
          return joinWords(split.words);
        })
        .filter(Boolean);
      text[c.role] = more ? [text.description, ...pieces].filter(Boolean).join(' ') : pieces.join(' ');
    });
    if (cellStatus && !text.status) text.status = cellStatus;
    // Every fee column's cell ("FEES | E-LEVY": a fee and a levy charged on one movement), one per line.
    const fee = anchor.columns
      .flatMap((c, k) => (c.role === 'other' && isFeeLabel(c.label) ? [joinWords(anchor.cells[k] ?? [])] : []))
      .filter(Boolean)
      .join('\n');
    if (fee) text.fee = fee;
    // The row's own date cell holding the start of its narration too ("14 Nov |FNB App Payment"): narration, not lost.
    const dateCell = joinWords(anchor.cells[anchor.columns.findIndex((c) => c.role === 'date')] ?? []);
    const joined = dateCell ? splitDateNarration(dateCell) : null;
    if (joined && text.date) {
      text.date = text.date.replace(dateCell, joined.date);
      text.description = [joined.narration, text.description].filter(Boolean).join(' ');
    }
    placeTimeCells(anchor, parts, text);
    const groupDate = carried.get(anchor);
    // A date cell that narration clipped from the next cells runs into still prints the row's own date.
    const own = text.date && !scanDate(text.date) ? dateRunInto(text.date) : null;
    printedDate.push(own || scanDate(text.date ?? '') ? 'own' : belowDateLine.has(anchor) ? 'line-above' : 'none');
    if (own) text.date = own;
    // The group's date, or the date half of a cell whose time sits on the row's own line.
    else if (groupDate && !scanDate(text.date ?? '')) text.date = `${groupDate} ${text.date ?? ''}`.trim();
    const sectionSign = sections.sign.get(anchor);
    return { page: anchor.line.page, y: anchor.line.y, text, section: sections.status.get(anchor) ?? null, ...(sectionSign ? { sectionSign } : {}) };
  });
  return centredGroupDates(rows, printedDate);
}

/**
 * A full numeric date (four-digit year) with its time, glued to other text ("SHRI27/05/2024RAM 1:48:55 pm");
 * the year may run into digits of the narration drawn over it ("26/06/202424": "… for MAY 24").
 */
const FULL_DATE = String.raw`(?<!\d)(\d{1,2}([-/.])\d{1,2}\2(?:19|20)\d{2})`;
const GLUED_DATE = new RegExp(String.raw`${FULL_DATE}(?:.*?(?<![\d:])(\d{1,2}:\d{2}(?::\d{2})?)(?![\d:])(?:.*?\b([ap]\.?m\.?)(?![a-z]))?)?`, 'i');
/** A time printed right after a date ("02/08/2024 10:15:29"): the cell's own timestamp. */
const TIME_AFTER = /^\s*\d{1,2}:\d{2}/;

/**
 * The full date a polluted date cell prints (a report engine's clipped narration drawn over it), with its
 * time when one follows; when the narration brings dates of its own ("… 2024 to 31-07-2024"), the one date
 * printed with its time. Null when the cell prints none, or several without one telling them apart.
 */
export function dateRunInto(cell: string): string | null {
  const found = [...cell.matchAll(new RegExp(FULL_DATE, 'g'))].filter((m) => scanDate(m[1]!));
  const distinct = new Set(found.map((m) => m[1]));
  let from: number;
  if (distinct.size === 1) from = found[0]!.index;
  else {
    const timed = found.filter((m) => TIME_AFTER.test(cell.slice(m.index + m[0].length)));
    if (new Set(timed.map((m) => m[1])).size !== 1) return null;
    from = timed[0]!.index;
  }
  const m = GLUED_DATE.exec(cell.slice(from));
  if (!m) return null;
  return [m[1], m[3], m[4]].filter(Boolean).join(' ');
}
