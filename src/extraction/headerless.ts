import { isBalanceRow } from './balance-rows';
import type { Column, HeaderMatch } from './columns';
import { leadingDate } from './date-lines';
import { scanDateOnly, scanTime } from './dates';
import { lineKey, type Line } from './layout';
import { moneyCells, type MoneyCell } from './money-cells';
import { numericClusters, type NumericCluster } from './numeric-columns';
import type { ColumnRole } from './profiles';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/** One long token of capitals and digits with at least one of each kind of character class that ids use. */
const ID_TOKEN = /^(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8,}$/;

/**
 * A line printed at the same place on most pages is page furniture, unless it carries a non-zero
 * amount: rows of a regular statement repeat their shape (digits aside) at the same height too.
 */
function furniture(line: Line, repeated: Set<string>): boolean {
  return repeated.has(lineKey(line)) && !moneyCells(line).some((c) => c.money.minor !== 0);
}

interface DataLine {
  line: Line;
  index: number;
  /** Index of the date's first word (words before it: a receipt number). */
  start: number;
  dateWords: number;
  valueDateWords: number;
}

/**
 * Columns inferred from the values alone, for tables without a recognisable header: rows start at
 * dates, money cells' right edges cluster into numeric columns, the description fills the space
 * between. The rightmost numeric column is the balance when it holds a value on nearly every row;
 * which of the others is debit or credit is left to the running balance (column-reading).
 */
export function inferHeaders(pages: Line[][], repeated: Set<string>, s: ReadingSettings['columns'] = DEFAULT_SETTINGS.columns): HeaderMatch[] {
  const found: DataLine[][] = pages.map((lines) =>
    lines.flatMap((line, index) => {
      if (furniture(line, repeated)) return [];
      // The date opens the row, or follows a receipt number or two.
      for (let start = 0; start <= Math.min(2, line.words.length - 1); start++) {
        const dateWords = leadingDate(line.words, start);
        if (!dateWords) continue;
        const end = line.words[start + dateWords - 1]!.x1;
        if (!moneyCells(line).some((c) => c.x0 >= end)) return [];
        return [{ line, index, start, dateWords, valueDateWords: leadingDate(line.words, start + dateWords) }];
      }
      return [];
    }),
  );
  const starts = found.flat().map((d) => d.start);
  const start = [0, 1, 2].reduce((best, s) => (starts.filter((x) => x === s).length > starts.filter((x) => x === best).length ? s : best), 0);
  const data = found.map((lines) => lines.filter((d) => d.start === start));
  const all = data.flat();
  if (all.length < 2) return dayGrouped(pages, repeated, s);
  // Every money cell of a dated row counts in a short table (one credit in a month is still a column).
  const clusters = numericClusters(
    all.map((d) => d.line),
    all.length < 10 ? 1 : undefined,
    [],
    s,
  ).sort((a, b) => a.edge - b.edge);
  if (!clusters.length) return [];
  const wordAt = (d: DataLine, i: number) => d.line.words[d.start + i]!;
  const columns: Column[] = [];
  if (start > 0) {
    columns.push({
      role: 'reference',
      label: '',
      x0: Math.min(...all.map((d) => d.line.words[0]!.x0)),
      x1: Math.max(...all.map((d) => d.line.words[start - 1]!.x1)),
    });
  }
  const x0 = Math.min(...all.map((d) => wordAt(d, 0).x0));
  const withValueDate = all.filter((d) => d.valueDateWords > 0).length >= all.length * 0.6;
  const dateX1 = Math.max(...all.map((d) => wordAt(d, d.dateWords - 1).x1));
  columns.push({ role: 'date', label: '', x0, x1: dateX1 });
  let descX0 = dateX1 + 1;
  if (withValueDate) {
    const vd = all.filter((d) => d.valueDateWords > 0);
    const vx1 = Math.max(...vd.map((d) => wordAt(d, d.dateWords + d.valueDateWords - 1).x1));
    columns.push({ role: 'value_date', label: '', x0: Math.min(...vd.map((d) => wordAt(d, d.dateWords).x0)), x1: vx1 });
    descX0 = vx1 + 1;
  }
  // A transaction id printed between the date and the narration ("QX71KD93JS Cash in") is the reference.
  const after = (d: DataLine) => d.start + d.dateWords + (withValueDate ? d.valueDateWords : 0);
  const ids = all.filter((d) => ID_TOKEN.test(d.line.words[after(d)]?.text ?? '') && /\p{L}{2}/u.test(d.line.words[after(d) + 1]?.text ?? ''));
  if (start === 0 && ids.length >= all.length * 0.8) {
    const idX1 = Math.max(...ids.map((d) => d.line.words[after(d)]!.x1));
    columns.push({ role: 'reference', label: '', x0: descX0, x1: idX1 });
    descX0 = idX1 + 1;
  }
  const roles = moneyRoles(
    clusters,
    all.map((d) => d.line),
  );
  columns.push({ role: 'description', label: '', x0: descX0, x1: Math.max(descX0 + 1, clusters[0]!.x0 - 1) });
  clusters.forEach((c, i) => columns.push({ role: roles[i]!, label: '', x0: c.x0, x1: c.x1 }));

  const out: HeaderMatch[] = [];
  data.forEach((lines, page) => {
    if (!lines.length) return;
    let start = lines[0]!.index;
    // An opening balance printed just above the first dated row belongs to the table.
    const pl = pages[page]!;
    while (start > 0 && start > lines[0]!.index - 2 && isBalanceRow(pl[start - 1]!.text) && moneyCells(pl[start - 1]!).length) start--;
    out.push({ page, lineIndex: start - 1, span: 0, y: pl[start]!.y - 1, columns, currencyHint: null });
  });
  return out;
}

/** Roles of the numeric columns, left to right. */
function moneyRoles(cs: NumericCluster[], lines: Line[]): ColumnRole[] {
  const k = cs.length;
  // A cell of the column: on its shared edge, right, left or centre (figures centred in their column),
  // else within its span (right-aligned figures of a column found by their centres, a sign printed after
  // some of them: "1.00-" beside "57,000.00").
  const onEdge = (m: MoneyCell, c: NumericCluster) =>
    Math.abs(m.x1 - c.edge) <= 2 || Math.abs(m.x0 - c.edge) <= 2 || Math.abs((m.x0 + m.x1) / 2 - c.edge) <= 2;
  const at = (l: Line, c: NumericCluster) => {
    const cells = moneyCells(l);
    return cells.find((m) => onEdge(m, c)) ?? cells.find((m) => m.x0 >= c.x0 && m.x1 <= c.x1 && !cs.some((o) => o !== c && onEdge(m, o)));
  };
  const filled = cs.map((c) => lines.filter((l) => at(l, c)).length / lines.length);
  const lastIsBalance = k >= 2 && filled[k - 1]! >= 0.8 && chains(lines, cs, at);
  const roles: ColumnRole[] = cs.map(() => 'other');
  if (lastIsBalance) {
    roles[k - 1] = 'balance';
    if (k === 2) roles[0] = 'amount';
    else {
      roles[k - 3] = 'debit';
      roles[k - 2] = 'credit';
    }
  } else if (k === 1) roles[0] = 'amount';
  else {
    roles[k - 2] = 'debit';
    roles[k - 1] = 'credit';
  }
  return roles;
}

/**
 * The rightmost numeric column is a running balance only if it moves by the row's amount between
 * consecutive rows (either direction, for newest-first statements) on at least half of them; a
 * mostly-filled credit column does not.
 */
function chains(lines: Line[], cs: NumericCluster[], at: (l: Line, c: NumericCluster) => { money: { minor: number } } | undefined): boolean {
  const last = cs[cs.length - 1]!;
  const others = cs.slice(0, -1);
  const amounts = (l: Line) =>
    others
      .map((c) => at(l, c)?.money.minor)
      .filter((v): v is number => v !== undefined && v !== 0)
      .map(Math.abs);
  let pairs = 0;
  let moves = 0;
  for (let i = 1; i < lines.length; i++) {
    const a = at(lines[i - 1]!, last)?.money.minor;
    const b = at(lines[i]!, last)?.money.minor;
    if (a === undefined || b === undefined) continue;
    pairs++;
    const d = Math.abs(b - a);
    if (amounts(lines[i]!).includes(d) || amounts(lines[i - 1]!).includes(d)) moves++;
  }
  return pairs > 0 && moves >= pairs * 0.5;
}

/**
 * Tables that print the date once per day as a heading over its rows, with no header: rows are the
 * lines with money below a heading; the description runs from the left edge to the first numeric
 * column. The headings date the rows (date-lines).
 */
function dayGrouped(pages: Line[][], repeated: Set<string>, s: ReadingSettings['columns']): HeaderMatch[] {
  const starts: { page: number; index: number }[] = [];
  const rows: Line[] = [];
  let seenHeading = false;
  pages.forEach((lines, page) => {
    let first = -1;
    lines.forEach((l, index) => {
      if (furniture(l, repeated)) return;
      const cells = moneyCells(l);
      if (!cells.length && l.words.length <= 7 && scanDateOnly(l.text)) {
        seenHeading = true;
        if (first < 0) first = index;
      } else if (seenHeading && cells.length && cells[0]!.x0 > l.words[0]!.x1) {
        rows.push(l);
        if (first < 0) first = index;
      }
    });
    if (first >= 0) starts.push({ page, index: first });
  });
  if (rows.length < 2) return [];
  const clusters = numericClusters(rows, rows.length < 10 ? 1 : undefined, [], s).sort((a, b) => a.edge - b.edge);
  if (!clusters.length) return [];
  const roles = moneyRoles(clusters, rows);
  const x0 = Math.min(...rows.map((l) => l.words[0]!.x0));
  // Rows that open with a time ("08:15 Payment"): the time is the row's own half of its date, never narration.
  const timed = rows.filter((l) => scanTime(l.words[0]!.text) !== null);
  const timeX1 = timed.length >= rows.length * 0.6 ? Math.max(...timed.map((l) => l.words[0]!.x1)) : null;
  const descX0 = timeX1 === null ? x0 : timeX1 + 1;
  const columns: Column[] = timeX1 === null ? [] : [{ role: 'date', label: '', x0, x1: timeX1 }];
  columns.push({ role: 'description', label: '', x0: descX0, x1: Math.max(descX0 + 1, clusters[0]!.x0 - 1) });
  clusters.forEach((c, i) => columns.push({ role: roles[i]!, label: '', x0: c.x0, x1: c.x1 }));
  return starts.map(({ page, index }) => ({ page, lineIndex: index - 1, span: 0, y: pages[page]![index]!.y - 1, columns, currencyHint: null }));
}
