/**
 * Strips of a binary PBM (P4) page image stacked into one image, blank rows between them, so that a few
 * lines of a page are recognised by one run of the recogniser (its start-up, about 0.1 s of CPU, is paid once
 * a page, not once a strip). Rows of a P4 image are whole bytes, so a strip is a slice of the file.
 */
export interface PbmStrip {
  /** First and last-plus-one pixel row of the page image. */
  from: number;
  to: number;
}

export interface StackedStrips {
  image: Uint8Array;
  width: number;
  height: number;
  /** Per strip, its first row in the stacked image. */
  at: number[];
}

interface Pbm {
  width: number;
  height: number;
  /** Offset of the first pixel row. */
  data: number;
}

export function readPbmHeader(file: Uint8Array): Pbm {
  // "P4" whitespace width whitespace height, one whitespace, then the rows (no comments in the files we write).
  const head = new TextDecoder('latin1').decode(file.subarray(0, 64));
  const m = /^P4\s+(\d+)\s+(\d+)\s/.exec(head);
  if (!m) throw new Error('not a binary PBM image');
  return { width: Number(m[1]), height: Number(m[2]), data: m[0].length };
}

/** The strips (clamped to the image, in the order given) one above the other, `gap` blank rows between them. */
export function stackStrips(file: Uint8Array, strips: readonly PbmStrip[], gap: number): StackedStrips {
  const { width, height, data } = readPbmHeader(file);
  const rowBytes = (width + 7) >> 3;
  const parts = strips
    .map((s) => ({ from: Math.max(0, Math.floor(s.from)), to: Math.min(height, Math.ceil(s.to)) }))
    .map((s) => ({ ...s, to: Math.max(s.from, s.to) }));
  const at: number[] = [];
  let rows = 0;
  for (const p of parts) {
    if (at.length) rows += gap;
    at.push(rows);
    rows += p.to - p.from;
  }
  const header = new TextEncoder().encode(`P4\n${width} ${Math.max(1, rows)}\n`);
  const out = new Uint8Array(header.length + rowBytes * Math.max(1, rows));
  out.set(header);
  parts.forEach((p, i) => out.set(file.subarray(data + p.from * rowBytes, data + p.to * rowBytes), header.length + at[i]! * rowBytes));
  return { image: out, width, height: Math.max(1, rows), at };
}

/** The strip holding the stacked image's row `row` and its shift (page row minus stacked row), or null in a gap. */
export function stripAt(stack: Pick<StackedStrips, 'at'>, strips: readonly PbmStrip[], row: number): { strip: number; shift: number } | null {
  for (let i = stack.at.length - 1; i >= 0; i--) {
    const start = stack.at[i]!;
    if (row < start) continue;
    const from = Math.max(0, Math.floor(strips[i]!.from));
    const length = Math.ceil(strips[i]!.to) - from;
    return row < start + length ? { strip: i, shift: from - start } : null;
  }
  return null;
}
