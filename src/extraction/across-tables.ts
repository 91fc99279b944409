import { MONEY_ROLES, normaliseLabel, type Column, type HeaderMatch } from './columns';
import type { Line, Word } from './layout';

/** A figure with cents ("616.25", "$2,648.94"): what each record of a table printed several across holds. */
const FIGURE = /\d[.,]\d{2}\)?$/;

/**
 * A table printed several records across ("CHECK NO. | DATE PAID | AMOUNT | CHECK NO. | DATE PAID | AMOUNT", a US
 * statement's checks paid): a header whose labels are one group repeated. Its columns become the first group's,
 * and each line under it, down to the next header on its page, holding a figure in two groups or more is cut
 * into one line per group, each moved under the first group's labels and placed just below the line it was
 * printed on (records read left to right). Lines holding a figure in one group only (a total, a note) stay whole.
 */
export function splitAcross(pages: Line[][], headers: HeaderMatch[]): { pages: Line[][]; headers: HeaderMatch[] } {
  const across = headers.map(groupsOf);
  if (across.every((g) => g === null)) return { pages, headers };
  const out = pages.map((lines) => [...lines]);
  // Back to front on each page: lines inserted under one header leave the earlier headers' lines where they were.
  const order = headers.map((h, i) => i).sort((a, b) => headers[b]!.page - headers[a]!.page || headers[b]!.lineIndex - headers[a]!.lineIndex);
  for (const i of order) {
    const h = headers[i]!;
    const groups = across[i];
    if (!groups) continue;
    const lines = out[h.page]!;
    const next = headers.filter((o) => o.page === h.page && o.lineIndex > h.lineIndex).map((o) => o.lineIndex);
    const end = next.length
      ? Math.min(...next) - (headers.find((o) => o.page === h.page && o.lineIndex === Math.min(...next))!.span - 1)
      : lines.length;
    for (let k = end - 1; k > h.lineIndex; k--) {
      const parts = cut(lines[k]!, groups.starts);
      if (parts) lines.splice(k, 1, ...parts);
    }
  }
  // Each header takes its first group's columns, and its line's new index (lines inserted above it move it down).
  return {
    pages: out,
    headers: headers.map((h, i) => ({
      ...h,
      ...(across[i] ? { columns: across[i]!.columns } : {}),
      lineIndex: out[h.page]!.indexOf(pages[h.page]![h.lineIndex]!),
    })),
  };
}

interface Groups {
  columns: Column[];
  /** Left edge of each group's first column. */
  starts: number[];
}

/** The header's labels as one group repeated, or null. */
function groupsOf(h: HeaderMatch): Groups | null {
  const labels = h.columns.map((c) => normaliseLabel(c.label));
  const n = labels.length;
  if (labels.some((l) => !l)) return null;
  for (let p = 2; p * 2 <= n; p++) {
    if (n % p !== 0 || !labels.every((l, i) => l === labels[i % p])) continue;
    const first = h.columns.slice(0, p);
    if (!first.some((c) => MONEY_ROLES.has(c.role))) return null;
    // Two amounts read as a debit/credit pair across the groups are each group's one amount.
    const columns = first.map((c) => (c.role === 'debit' || c.role === 'credit' ? { ...c, role: 'amount' as const } : c));
    return { columns, starts: Array.from({ length: n / p }, (_, k) => h.columns[k * p]!.x0) };
  }
  return null;
}

/** A line cut into one line per group holding a figure, each moved under the first group; null to keep it whole. */
function cut(line: Line, starts: number[]): Line[] | null {
  const groupOf = (w: Word) => {
    let g = 0;
    for (let k = 1; k < starts.length; k++) if (w.x0 >= starts[k]! - w.size) g = k;
    return g;
  };
  const parts = starts.map(() => [] as Word[]);
  for (const w of line.words) parts[groupOf(w)]!.push(w);
  if (parts.filter((p) => p.some((w) => FIGURE.test(w.text))).length < 2) return null;
  return parts.flatMap((words, k) => {
    if (!words.length) return [];
    const dx = starts[0]! - starts[k]!;
    const shifted = words.map((w) => ({ ...w, x0: w.x0 + dx, x1: w.x1 + dx, y: w.y + k * 0.001 }));
    return [{ ...line, y: line.y + k * 0.001, words: shifted, text: shifted.map((w) => w.text).join(' ') }];
  });
}
