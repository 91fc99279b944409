import { isBalanceRow } from './balance-rows';
import type { Column, HeaderMatch } from './columns';
import { leadingDate } from './date-lines';
import { lineKey, type Line } from './layout';
import { moneyCells } from './money-cells';
import { numericClusters, type NumericCluster } from './numeric-columns';
import type { ColumnRole } from './profiles';

interface DataLine {
  line: Line;
  index: number;
  dateWords: number;
  valueDateWords: number;
}

/**
 * Columns inferred from the values alone, for tables without a recognisable header: rows start at
 * dates, money cells' right edges cluster into numeric columns, the description fills the space
 * between. The rightmost numeric column is the balance when it holds a value on nearly every row;
 * which of the others is debit or credit is left to the running balance (column-reading).
 */
export function inferHeaders(pages: Line[][], repeated: Set<string>): HeaderMatch[] {
  const data: DataLine[][] = pages.map((lines) =>
    lines.flatMap((line, index) => {
      if (repeated.has(lineKey(line))) return [];
      const dateWords = leadingDate(line.words);
      if (!dateWords || !moneyCells(line).some((c) => c.x0 >= line.words[dateWords - 1]!.x1)) return [];
      return [{ line, index, dateWords, valueDateWords: leadingDate(line.words, dateWords) }];
    }),
  );
  const all = data.flat();
  if (all.length < 2) return [];
  // Every money cell of a dated row counts in a short table (one credit in a month is still a column).
  const clusters = numericClusters(all.map((d) => d.line), all.length < 10 ? 1 : undefined).sort((a, b) => a.edge - b.edge);
  if (!clusters.length) return [];
  const dateEnd = (d: DataLine, n: number) => d.line.words[n - 1]!.x1;
  const columns: Column[] = [];
  const x0 = Math.min(...all.map((d) => d.line.words[0]!.x0));
  const withValueDate = all.filter((d) => d.valueDateWords > 0).length >= all.length * 0.6;
  const dateX1 = Math.max(...all.map((d) => dateEnd(d, d.dateWords)));
  columns.push({ role: 'date', label: '', x0, x1: dateX1 });
  let descX0 = dateX1 + 1;
  if (withValueDate) {
    const vd = all.filter((d) => d.valueDateWords > 0);
    const vx1 = Math.max(...vd.map((d) => dateEnd(d, d.dateWords + d.valueDateWords)));
    columns.push({ role: 'value_date', label: '', x0: Math.min(...vd.map((d) => d.line.words[d.dateWords]!.x0)), x1: vx1 });
    descX0 = vx1 + 1;
  }
  const roles = moneyRoles(clusters, all.map((d) => d.line));
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
  const filled = cs.map((c) => lines.filter((l) => moneyCells(l).some((m) => Math.abs(m.x1 - c.edge) <= 2 || Math.abs(m.x0 - c.edge) <= 2)).length / lines.length);
  const lastIsBalance = k >= 2 && filled[k - 1]! >= 0.8;
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
