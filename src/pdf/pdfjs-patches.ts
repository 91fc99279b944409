/**
 * Two hot spots of pdf.js's text reading (`getTextContent`, in its worker half), rewritten at load time to do
 * the same arithmetic on the same values without what makes them slow in V8. Each patch replaces one exact
 * passage of the pinned pdf.js build; a passage that is not found exactly once (another pdf.js version) leaves
 * that part of pdf.js as published. Measured on the 60-page bench statement (issue 20, README): pdf.js's text
 * reading about 35% less CPU; the text of every corpus PDF is identical with and without them.
 */
export interface SourcePatch {
  name: string;
  find: string;
  replace: string;
}

export const PDFJS_WORKER_PATCHES: readonly SourcePatch[] = [
  {
    /*
     * The text position of every glyph (`getCurrentTextTransform`, called two to four times per glyph) was two
     * `Util.transform` calls, which allocate a matrix each and see the text matrix, the font matrix and a
     * `Float32Array` CTM in turn (polymorphic element loads): about 40% of pdf.js's text CPU. The same two
     * products written out on scalars, every term kept (`x * 0` too, so NaN, infinities and signed zeros come
     * out exactly as before): one array allocated instead of two.
     */
    name: 'text transform on scalars',
    find: `      return Util.transform(textState.ctm, Util.transform(textState.textMatrix, tsm));
    }`,
    replace: `      const m = textState.textMatrix;
      const c = textState.ctm;
      const s0 = tsm[0], s1 = tsm[1], s2 = tsm[2], s3 = tsm[3], s4 = tsm[4], s5 = tsm[5];
      const t0 = m[0] * s0 + m[2] * s1, t1 = m[1] * s0 + m[3] * s1, t2 = m[0] * s2 + m[2] * s3, t3 = m[1] * s2 + m[3] * s3;
      const t4 = m[0] * s4 + m[2] * s5 + m[4], t5 = m[1] * s4 + m[3] * s5 + m[5];
      return [c[0] * t0 + c[2] * t1, c[1] * t0 + c[3] * t1, c[0] * t2 + c[2] * t3, c[1] * t2 + c[3] * t3, c[0] * t4 + c[2] * t5 + c[4], c[1] * t4 + c[3] * t5 + c[5]];
    }`,
  },
  {
    /*
     * A text state saved by `q` (and at every font change) was cloned as `Object.create(this)`: each clone had
     * the state before it as its prototype, so every state object had a shape of its own and every property read
     * of the text state in the glyph loop was megamorphic. Every field of a text state is its own (class fields,
     * copied by `Object.assign`), so a clone on `TextState.prototype` holds the same values and methods.
     */
    name: 'text state clones share one shape',
    find: `    const clone = Object.assign(Object.create(this), this);
    clone.textMatrix = this.textMatrix.slice();`,
    replace: `    const clone = Object.assign(Object.create(TextState.prototype), this);
    clone.textMatrix = this.textMatrix.slice();`,
  },
];

/** `source` with each patch whose passage occurs exactly once applied; `applied` names them. */
export function applyPatches(source: string, patches: readonly SourcePatch[]): { source: string; applied: string[] } {
  const applied: string[] = [];
  let out = source;
  for (const p of patches) {
    const at = out.indexOf(p.find);
    if (at < 0 || out.indexOf(p.find, at + 1) >= 0) continue;
    out = out.slice(0, at) + p.replace + out.slice(at + p.find.length);
    applied.push(p.name);
  }
  return { source: out, applied };
}
