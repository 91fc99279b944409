import type { Line } from './layout';

/** A run of words of one line between column gaps (wider than two character heights) or bars. */
export interface Cell {
  text: string;
  x0: number;
  x1: number;
  size: number;
}

export function lineCells(line: Line): Cell[] {
  const out: Cell[] = [];
  let cur: Line['words'] = [];
  const flush = () => {
    if (cur.length)
      out.push({ text: cur.map((w) => w.text).join(' '), x0: cur[0]!.x0, x1: cur[cur.length - 1]!.x1, size: Math.max(...cur.map((w) => w.size)) });
    cur = [];
  };
  line.words.forEach((w, i) => {
    const prev = line.words[i - 1];
    if (prev && w.x0 - prev.x1 > w.size * 2) flush();
    if (/^[|•·]$/.test(w.text)) return flush();
    cur.push(w);
  });
  flush();
  return out;
}
