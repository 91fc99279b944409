/** Share of a band's pixels its letters light up, at least: below it the band is a solid bar, not a header. */
const MIN_LETTER_SHARE = 0.03;

/**
 * Text printed white on a dark band (a table header on a coloured bar) thresholds to a speckled slab of ink with
 * the letters carved out of it, which the recogniser reads as nothing. A band is found on the grey image as rows
 * whose pixels darker than `threshold` (Otsu's), merged across gaps narrower than a letter (half the window), run long
 * (a fifth of the page or more) and nearly solid; as many such rows as a line of type is tall, no taller than half an inch, are the band,
 * and along each of its rows' runs the pixels lighter than `threshold` (the letters) become the ink, the band paper. A rule (a row or three of ink) is too thin,
 * a photo's dark desk too tall. `window`: the thresholding square (about a quarter inch, see `rasterise.ts`).
 */
export function invertDarkBands(ink: Uint8Array, grey: Uint8Array, threshold: number, width: number, height: number, window: number): number {
  const gap = Math.max(2, Math.round(window / 2));
  const minRun = Math.max(gap * 4, Math.round(width / 5));
  const minRows = Math.max(3, Math.round(window / 6));
  const maxRows = window * 2;
  /** Per row, the longest nearly solid run (x0, x1), or null. */
  const runs: Array<{ x0: number; x1: number } | null> = [];
  for (let y = 0; y < height; y++) {
    const at = y * width;
    let best: { x0: number; x1: number } | null = null;
    let x0 = -1;
    let last = -1;
    let count = 0;
    const close = () => {
      if (x0 < 0) return;
      const length = last - x0 + 1;
      if (length >= minRun && count >= 0.7 * length && (!best || length > best.x1 - best.x0)) best = { x0, x1: last };
    };
    for (let x = 0; x < width; x++) {
      if (grey[at + x]! >= threshold) continue;
      if (x0 >= 0 && x - last > gap) {
        close();
        x0 = -1;
      }
      if (x0 < 0) {
        x0 = x;
        count = 0;
      }
      last = x;
      count++;
    }
    close();
    runs.push(best);
  }
  let bands = 0;
  for (let y = 0; y < height;) {
    if (!runs[y]) {
      y++;
      continue;
    }
    let end = y;
    let x0 = runs[y]!.x0;
    let x1 = runs[y]!.x1;
    while (end + 1 < height && runs[end + 1] && runs[end + 1]!.x0 < x1 && runs[end + 1]!.x1 > x0) {
      end++;
      x0 = Math.min(x0, runs[end]!.x0);
      x1 = Math.max(x1, runs[end]!.x1);
    }
    const rows = end - y + 1;
    // Letters show through a band: a solid bar (a thick rule, a redaction) has none and stays as it is.
    let light = 0;
    let area = 0;
    for (let r = y; r <= end; r++) for (let x = runs[r]!.x0, at = r * width; x <= runs[r]!.x1; x++, area++) if (grey[at + x]! >= threshold) light++;
    if (rows >= minRows && rows <= maxRows && light >= MIN_LETTER_SHARE * area) {
      // Each row's own run only: a band the page's skew tilts covers a different stretch of each row.
      for (let r = y; r <= end; r++)
        for (let x = runs[r]!.x0, at = r * width; x <= runs[r]!.x1; x++) ink[at + x] = grey[at + x]! >= threshold ? 1 : 0;
      bands++;
    }
    y = end + 1;
  }
  return bands;
}
