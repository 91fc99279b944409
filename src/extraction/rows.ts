import { parseMoney, type ParsedMoney } from './amounts';
import { assignCells, columnBoundaries } from './column-bounds';
import type { Column, HeaderMatch } from './columns';
import { isBalanceRow, isTableFooter } from './balance-rows';
import { joinWords, lineKey, type Line, type Word } from './layout';

/** A table line cut into the table's columns. */
interface TableLine {
  line: Line;
  columns: Column[];
  cells: Word[][];
  anchor: boolean;
}

/** One transaction-table row: the anchor line plus the wrapped lines that belong to it. */
export interface RawRow {
  page: number;
  y: number;
  /** Text per column role (first column of each role), wrapped lines joined by a space. */
  text: Partial<Record<Column['role'], string>>;
}

const AMOUNT_ROLES = new Set(['debit', 'credit', 'amount']);

function money(words: Word[]): ParsedMoney {
  return words.length ? parseMoney(words.map((w) => w.text).join(' ')) : 'blank';
}

function isAnchor(columns: Column[], cells: Word[][]): boolean {
  let amount = false;
  let balance = false;
  let date = false;
  let desc = '';
  columns.forEach((c, i) => {
    const m = money(cells[i]!);
    if (AMOUNT_ROLES.has(c.role) && m !== null && m !== 'blank') amount = true;
    if (c.role === 'balance' && m !== null && m !== 'blank') balance = true;
    if (c.role === 'date' && cells[i]!.length) date = /\d/.test(cells[i]!.map((w) => w.text).join(''));
    if (c.role === 'description') desc = cells[i]!.map((w) => w.text).join(' ');
  });
  return amount || (balance && (date || isBalanceRow(desc)));
}

/**
 * Table lines in reading order: from below the first header to the end of the document, below the
 * repeated header on pages that print it, from the top on pages that do not. Column boundaries are
 * learnt per page from that page's own data.
 */
function tableLines(pages: Line[][], headers: HeaderMatch[], repeated: Set<string>): TableLine[] {
  const out: TableLine[] = [];
  const first = headers[0]!;
  let columns = first.columns;
  let bounds: number[] | null = null;
  for (let p = first.page; p < pages.length; p++) {
    const h = headers.find((x) => x.page === p);
    const lines = pages[p]!.slice(h ? h.lineIndex + 1 : 0);
    if (h) columns = h.columns;
    if (h || !bounds) bounds = columnBoundaries(columns, lines.filter((l) => !repeated.has(lineKey(l))));
    const page = endAtFooter(
      lines.map((line) => {
        const cells = assignCells(line, bounds!, columns.length);
        return { line, columns, cells, anchor: isAnchor(columns, cells) };
      }),
    );
    // Repeated page furniture sits outside the rows; a wrapped line between rows is never dropped,
    // even when the same words happen to sit at the same height on other pages.
    const firstY = page.find((l) => l.anchor)?.line.y ?? Infinity;
    const lastY = [...page].reverse().find((l) => l.anchor)?.line.y ?? -Infinity;
    const anchorYs = page.filter((l) => l.anchor).map((l) => l.line.y);
    for (const l of page) {
      if (!l.anchor && (l.line.y < firstY || l.line.y > lastY) && repeated.has(lineKey(l.line))) {
        // A wrapped line right next to a row is kept unless it looks like furniture (page numbers).
        const near = anchorYs.some((y) => Math.abs(y - l.line.y) <= l.line.size * 1.8);
        const furniture = /\d/.test(l.line.text) || !near;
        if (furniture) continue;
      }
      out.push(l);
    }
  }
  return out;
}

/** Cuts a page's table lines at the first footer line (total, carried-forward balance, notice) below its last row. */
function endAtFooter(page: TableLine[]): TableLine[] {
  let last = -1;
  page.forEach((l, i) => {
    if (l.anchor) last = i;
  });
  for (let i = last + 1; i < page.length; i++) if (isTableFooter(page[i]!.line.text)) return page.slice(0, i);
  return page;
}

type Convention = 'top' | 'middle' | 'bottom';

/**
 * Groups wrapped lines with their anchor row. Between two anchors, the lines split where the
 * vertical gap is clearly largest (row padding); where spacing is even, the statement-wide cell
 * alignment decides (top-aligned cells wrap downwards, bottom-aligned upwards, middle both ways).
 */
export function buildRows(pages: Line[][], headers: HeaderMatch[], repeated: Set<string>): RawRow[] {
  if (!headers.length) return [];
  const lines = tableLines(pages, headers, repeated);
  const deltas: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!.line;
    const b = lines[i]!.line;
    if (a.page === b.page && b.y - a.y < 3 * b.size) deltas.push(b.y - a.y);
  }
  const sorted = deltas.sort((a, b) => a - b);
  const pitch = sorted.length ? sorted[Math.floor(sorted.length * 0.25)]! : 12;
  const maxGap = pitch * 1.6;

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
    if (byGap[0]!.v > byGap[1]!.v * 1.15 && byGap[0]!.v > pitch * 1.1) return byGap[0]!.k;
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
  return anchors.map((a) => {
    const parts = byAnchor.get(a)!.sort((x, y) => x - y).map((i) => lines[i]!);
    const anchor = lines[a]!;
    const text: RawRow['text'] = {};
    anchor.columns.forEach((c, ci) => {
      if (text[c.role] !== undefined) return;
      const own = c.role === 'debit' || c.role === 'credit' || c.role === 'amount' || c.role === 'balance';
      const pieces = (own ? [anchor] : parts)
        .map((p) => {
          const idx = p === anchor || c.role === 'other' ? ci : p.columns.findIndex((x) => x.role === c.role);
          return idx >= 0 ? joinWords(p.cells[idx] ?? []) : '';
        })
        .filter(Boolean);
      text[c.role] = pieces.join(' ');
    });
    return { page: anchor.line.page, y: anchor.line.y, text };
  });
}

