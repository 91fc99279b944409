import type { OcrLine } from './types';

/**
 * A scan's skew, read from the text itself: the median slope of the long text lines' baselines (radians,
 * positive when lines descend to the right). Lines shorter than `minWidth` pixels are too noisy to vote.
 */
export function skewAngle(lines: OcrLine[], minWidth = 200): number {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b.x1 - b.x0 >= minWidth)
    .map((b) => Math.atan2(b.y1 - b.y0, b.x1 - b.x0))
    .sort((a, b) => a - b);
  return slopes.length ? slopes[slopes.length >> 1]! : 0;
}

/**
 * The lines turned by `-angle` about (cx, cy), so that text lines run level: a word printed at the right
 * of a row then lands on the same baseline as the date at its left. Boxes stay axis-aligned (a small
 * rotation moves a word's box, it hardly changes its size).
 */
export function deskewLines(lines: OcrLine[], angle: number, cx: number, cy: number): OcrLine[] {
  if (!angle) return lines;
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const turn = (x: number, y: number): [number, number] => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
  return lines.map((l) => {
    const [bx0, by0] = turn(l.baseline.x0, l.baseline.y0);
    const [bx1, by1] = turn(l.baseline.x1, l.baseline.y1);
    return {
      rowHeight: l.rowHeight,
      baseline: { x0: bx0, y0: by0, x1: bx1, y1: by1 },
      words: l.words.map((w) => {
        const [mx, my] = turn((w.x0 + w.x1) / 2, (w.y0 + w.y1) / 2);
        const hw = (w.x1 - w.x0) / 2;
        const hh = (w.y1 - w.y0) / 2;
        return { ...w, x0: mx - hw, x1: mx + hw, y0: my - hh, y1: my + hh };
      }),
    };
  });
}
