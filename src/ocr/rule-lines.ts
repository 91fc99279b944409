/**
 * Table rules removed from a thresholded page before it is recognised. A statement's rows are ruled, and on
 * a skewed scan the rule under a row runs into the foot of its figures (or the head of the next row's):
 * Tesseract then reads the figure and the rule as one shape and misreads or drops its digits, and every such
 * row is a balance break to read again. A rule is a long, thin band of dense ink: a pixel lies on a rule when
 * it lies in a stretch of its row at least `length` pixels long that is at least `density` ink (JPEG noise
 * leaves gaps in a scanned rule), and the pixels so found above and below it in its column, with it, are at
 * most `thickness` tall; the same turned a quarter for a vertical rule. A line of text is never that dense
 * over that length (its letters' stems alternate with paper), a shaded or filled box is thicker than a rule,
 * so text is left as it was; a glyph that touches the rule loses only the rule's rows under it.
 */
export interface RuleShape {
  /** Shortest stretch taken as a rule (pixels). */
  length: number;
  /** Thickest band taken as a rule (pixels, across the rule). */
  thickness: number;
  /** Least share of ink along a rule's stretch. */
  density: number;
}

/** At `dpi`: a rule is at least 0.4 in long, at most 0.03 in thick, and 85% ink along its length. */
export function ruleShapeAt(dpi: number): RuleShape {
  return { length: Math.round(0.4 * dpi), thickness: Math.max(2, Math.round(0.03 * dpi)), density: 0.85 };
}

/** Clears the rules of `ink` (1 ink, 0 paper, row-major, `width` × `height`) in place; returns the pixels cleared. */
export function removeRules(ink: Uint8Array, width: number, height: number, shape: RuleShape): number {
  if (width < shape.length && height < shape.length) return 0;
  // A scanned rule's edges are ragged: its core rows are dense, the rows at its edges less so. Pixels of stretches
  // at least `FRINGE` ink go with the rule when they touch its core across it and the whole band is still thin.
  const horizontal = thinBands(denseAlongRows(ink, width, height, shape), width, height, shape.thickness, 'vertical');
  const vertical = thinBands(denseDownColumns(ink, width, height, shape), width, height, shape.thickness, 'horizontal');
  let cleared = 0;
  for (let i = 0; i < ink.length; i++)
    if (horizontal[i] || vertical[i]) {
      ink[i] = 0;
      cleared++;
    }
  return cleared;
}

/** Least share of ink of a stretch at a rule's edge (see `removeRules`). */
const FRINGE = 0.65;
const WEAK = 1;
const STRONG = 2;

/**
 * Per pixel of ink: `STRONG` when it lies in a stretch of its row of `length` pixels that is at least `density`
 * ink, `WEAK` when only at least `FRINGE` ink, else 0.
 */
function denseAlongRows(ink: Uint8Array, width: number, height: number, shape: RuleShape): Uint8Array {
  const out = new Uint8Array(width * height);
  const L = shape.length;
  if (width < L) return out;
  const strong = Math.ceil(shape.density * L);
  const weak = Math.ceil(FRINGE * L);
  const prefix = new Int32Array(width + 1);
  const coverStrong = new Int32Array(width + 1);
  const coverWeak = new Int32Array(width + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) prefix[x + 1] = prefix[x]! + ink[row + x]!;
    if (prefix[width]! < weak) continue;
    coverStrong.fill(0);
    coverWeak.fill(0);
    let any = false;
    for (let s = 0; s + L <= width; s++) {
      const n = prefix[s + L]! - prefix[s]!;
      if (n < weak) continue;
      any = true;
      coverWeak[s]!++;
      coverWeak[s + L]!--;
      if (n >= strong) {
        coverStrong[s]!++;
        coverStrong[s + L]!--;
      }
    }
    if (!any) continue;
    let cs = 0;
    let cw = 0;
    for (let x = 0; x < width; x++) {
      cs += coverStrong[x]!;
      cw += coverWeak[x]!;
      if (ink[row + x]) out[row + x] = cs > 0 ? STRONG : cw > 0 ? WEAK : 0;
    }
  }
  return out;
}

/** The same down the columns, walked row by row (memory order): per column a running count of the last `length` pixels. */
function denseDownColumns(ink: Uint8Array, width: number, height: number, shape: RuleShape): Uint8Array {
  const out = new Uint8Array(width * height);
  const L = shape.length;
  if (height < L) return out;
  const strong = Math.ceil(shape.density * L);
  const weak = Math.ceil(FRINGE * L);
  // count[x]: ink in rows s..s+L-1 of column x; untilStrong/untilWeak[x]: the last row a dense window starting at
  // or before s covers (a window starting at s covers rows s..s+L-1, so row s is covered when that is at least s).
  const count = new Int32Array(width);
  const untilStrong = new Int32Array(width).fill(-1);
  const untilWeak = new Int32Array(width).fill(-1);
  for (let y = 0; y < L; y++) for (let x = 0; x < width; x++) count[x]! += ink[y * width + x]!;
  const mark = (y: number) => {
    const row = y * width;
    for (let x = 0; x < width; x++) if (ink[row + x] && untilWeak[x]! >= y) out[row + x] = untilStrong[x]! >= y ? STRONG : WEAK;
  };
  const starts = height - L + 1;
  for (let s = 0; s < starts; s++) {
    for (let x = 0; x < width; x++) {
      const n = count[x]!;
      if (n < weak) continue;
      untilWeak[x] = s + L - 1;
      if (n >= strong) untilStrong[x] = s + L - 1;
    }
    mark(s);
    if (s + L < height) {
      const drop = s * width;
      const add = (s + L) * width;
      for (let x = 0; x < width; x++) count[x]! += ink[add + x]! - ink[drop + x]!;
    }
  }
  for (let y = starts; y < height; y++) mark(y);
  return out;
}

/**
 * The pixels of a rule, from `level` (`denseAlongRows`/`denseDownColumns`): the runs across the rule (down the
 * column for a horizontal rule, along the row for a vertical one) of marked pixels that hold a strong one and are
 * at most `thickness` long, and the runs of strong ones that are (a glyph standing on the rule makes the run of
 * marks through it long: the rule's own rows under it still go).
 */
function thinBands(level: Uint8Array, width: number, height: number, thickness: number, across: 'vertical' | 'horizontal'): Uint8Array {
  const out = new Uint8Array(width * height);
  const cap = thickness + 1;
  const any = new Uint8Array(width * height); // run of marks, capped
  const core = new Uint8Array(width * height); // run of strong marks, capped
  const held = new Uint8Array(width * height); // the run of marks holds a strong one
  const forward = (i: number, prev: number) => {
    const v = level[i]!;
    if (!v) return;
    const cont = prev >= 0 && level[prev]! > 0;
    any[i] = cont ? Math.min(cap, any[prev]! + 1) : 1;
    held[i] = (cont ? held[prev]! : 0) | (v === STRONG ? 1 : 0);
    if (v === STRONG) core[i] = prev >= 0 && level[prev] === STRONG ? Math.min(cap, core[prev]! + 1) : 1;
  };
  const backward = (i: number, next: number) => {
    const v = level[i]!;
    if (!v) return;
    if (level[next]! > 0) {
      any[i] = any[next]!;
      held[i] = held[next]!;
    }
    if (v === STRONG && level[next] === STRONG) core[i] = core[next]!;
  };
  // Rows without a mark (most of a page) are skipped: nothing starts, continues or ends there.
  const marked = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++)
      if (level[row + x]) {
        marked[y] = 1;
        break;
      }
  }
  if (across === 'vertical') {
    for (let y = 0; y < height; y++) {
      if (!marked[y]) continue;
      const row = y * width;
      for (let x = 0; x < width; x++) forward(row + x, y ? row + x - width : -1);
    }
    for (let y = height - 2; y >= 0; y--) {
      if (!marked[y] || !marked[y + 1]) continue;
      const row = y * width;
      for (let x = 0; x < width; x++) backward(row + x, row + x + width);
    }
  } else
    for (let y = 0; y < height; y++) {
      if (!marked[y]) continue;
      const row = y * width;
      forward(row, -1);
      for (let x = 1; x < width; x++) forward(row + x, row + x - 1);
      for (let x = width - 2; x >= 0; x--) backward(row + x, row + x + 1);
    }
  for (let y = 0; y < height; y++) {
    if (!marked[y]) continue;
    for (let i = y * width; i < (y + 1) * width; i++) if ((held[i] && any[i]! <= thickness) || (core[i]! > 0 && core[i]! <= thickness)) out[i] = 1;
  }
  return out;
}
