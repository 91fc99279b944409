/**
 * A scanned page turned level before it is recognised. A page scanned a degree askew drifts a text line's
 * height across a table: the recogniser then cuts the right-hand cells (the amounts and balances) through
 * the row above or the rule under it and reads them as noise, while the narration at the left reads well.
 * The skew is measured on the ink itself (the angle at which the rows of ink fall into the fewest, fullest
 * pixel rows: text lines and table rules both run level then) and the ink mask turned by it about the
 * image's centre, so the recogniser sees level lines. The words' positions stay in the turned image's frame.
 */

/** Angles tried, in degrees either way: a page fed askew by more than this is a photo or a rotated scan. */
const MAX_DEGREES = 3;
/**
 * Below this (degrees) the page is left as it is: the recogniser copes with a smaller skew itself (a line drifts
 * less than a line's pitch across a table), and turning a page by the nearest pixel costs its glyphs a little
 * (blind round 12 and `bench:ocr`'s 0.4° scans read a few rows worse when turned).
 */
const MIN_DEGREES = 1.0;
/** The best angle must gather the ink this much better than the page as scanned, or the page is left alone. */
const MIN_GAIN = 1.02;

/**
 * The skew of the ink (radians, positive when lines descend to the right, as `deskew.ts` measures it on the
 * recognised lines): the vertical shear that makes the row profile of the ink sharpest, searched coarsely then
 * finely. 0 when the page has too little ink or no angle gathers it clearly better than none.
 */
export function inkSkew(ink: Uint8Array, width: number, height: number): number {
  // The top edges of the ink vote (an ink pixel under paper), every other column: the tops of letters and rules
  // lie along the lines, while a dark margin or the fill around a page turned in the scanner is a mass of ink
  // whose rows would outweigh the text.
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 1; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x += 2)
      if (ink[row + x] === 1 && ink[row - width + x] === 0) {
        xs.push(x - width / 2);
        ys.push(y);
      }
  }
  if (xs.length < 2000) return 0;
  const bins = new Float64Array(height + 2 * Math.ceil(width * Math.tan((MAX_DEGREES * Math.PI) / 180)) + 4);
  const shift = (bins.length - height) / 2;
  const sharpness = (degrees: number): number => {
    const t = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i]! - xs[i]! * t + shift)]!++;
    let s = 0;
    for (let i = 0; i < bins.length; i++) s += bins[i]! * bins[i]!;
    return s;
  };
  let best = 0;
  let bestScore = sharpness(0);
  const level = bestScore;
  for (let d = -MAX_DEGREES; d <= MAX_DEGREES + 1e-9; d += 0.2) {
    const s = sharpness(d);
    if (s > bestScore) [bestScore, best] = [s, d];
  }
  const coarse = best;
  for (let d = coarse - 0.2; d <= coarse + 0.2 + 1e-9; d += 0.02) {
    const s = sharpness(d);
    if (s > bestScore) [bestScore, best] = [s, d];
  }
  if (Math.abs(best) < MIN_DEGREES || bestScore < level * MIN_GAIN) return 0;
  return (best * Math.PI) / 180;
}

/**
 * The ink mask turned by `-angle` about the image's centre (nearest pixel; what falls outside is paper), so
 * that lines descending by `angle` run level. Same size as the input.
 */
export function turnInk(ink: Uint8Array, width: number, height: number, angle: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    // The source of output pixel (x, y) is the pixel the turn by -angle moved there: rotate back by +angle.
    let sx = cx - cx * cos - dy * sin;
    let sy = cy - cx * sin + dy * cos;
    const row = y * width;
    for (let x = 0; x < width; x++, sx += cos, sy += sin) {
      const ix = Math.round(sx);
      const iy = Math.round(sy);
      if (ix >= 0 && ix < width && iy >= 0 && iy < height && ink[iy * width + ix] === 1) out[row + x] = 1;
    }
  }
  return out;
}

/** The ink levelled (see the file's comment) and the angle it was turned by (0: left as scanned). */
export function levelInk(ink: Uint8Array, width: number, height: number): { ink: Uint8Array; angle: number } {
  const angle = inkSkew(ink, width, height);
  return angle ? { ink: turnInk(ink, width, height, angle), angle } : { ink, angle: 0 };
}
