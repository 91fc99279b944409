import {
  RawPdf,
  decodeContent,
  isDict,
  isName,
  isRef,
  isStream,
  PdfLexer,
  type PdfDict,
  type PdfRef,
  type PdfStream,
  type PdfValue,
} from './raw-pdf-objects';

/**
 * A scanned page is usually one JPEG drawn over the whole page and nothing else. Such a page's image is
 * handed to the recogniser as the scanner wrote it, instead of pdf.js decoding the JPEG in JavaScript and
 * drawing the page on a canvas (0.35-0.5 s of CPU a page): the JPEG is decoded natively (`decode-image.ts`)
 * at its own resolution. Only the plain case is taken: an upright page whose content draws exactly one
 * 8-bit grey or RGB JPEG (`/DCTDecode`) covering the page (within 2% each side), with no text, no vector
 * ink, no mask; anything else (or anything this reader cannot read: packed objects, encryption) is `null`,
 * and the page is rendered by pdf.js as before.
 */
export interface EmbeddedScan {
  /** The JPEG file's bytes. */
  jpeg: Uint8Array;
  width: number;
  height: number;
  /** Image pixels per PDF point. */
  scale: number;
  /** Where the image's top-left corner lies from the page's top-left corner (points). */
  offsetX: number;
  offsetY: number;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** m × n (first m, then n), PDF's row-vector convention. */
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** Operators that change neither the page's ink nor the placement of what follows (state, colour, clipping). */
const HARMLESS = new Set(['gs', 'w', 'J', 'j', 'M', 'd', 'ri', 'i', 'g', 'G', 'rg', 'RG', 'k', 'K', 'cs', 'CS', 'sc', 'scn', 'SC', 'SCN']);
const PATH = new Set(['m', 'l', 'c', 'v', 'y', 'h', 're', 'W', 'W*', 'n']);
const MAX_CONTENT_BYTES = 64 * 1024;
/** Share of the page's size by which the image may miss each edge. */
const EDGE = 0.02;

export function embeddedScan(raw: RawPdf, pageRef: PdfRef | null | undefined, view: number[], rotation: number): EmbeddedScan | null {
  if (!pageRef || rotation % 360 !== 0 || view.length !== 4) return null;
  const page = raw.object(pageRef);
  if (!isDict(page) || isStream(page) || !isName(page.dict.Type, 'Page')) return null;
  const content = pageContent(raw, page);
  if (content === null || content.length > MAX_CONTENT_BYTES) return null;
  const drawn = singleImageDraw(content);
  if (!drawn) return null;
  const xobjects = raw.resolve(resourceDict(raw, page)?.XObject);
  if (!isDict(xobjects)) return null;
  const ref = xobjects.dict[drawn.name];
  const image = isRef(ref) ? raw.object(ref) : null;
  if (!isStream(image) || !plainJpeg(raw, image) || image.data[0] !== 0xff || image.data[1] !== 0xd8) return null;
  const width = image.dict.Width;
  const height = image.dict.Height;
  if (typeof width !== 'number' || typeof height !== 'number' || width < 16 || height < 16) return null;
  const [a, b, c, d, e, f] = drawn.ctm;
  if (Math.abs(b) > 1e-6 * Math.abs(a) || Math.abs(c) > 1e-6 * Math.abs(d) || !(a > 0) || !(d > 0)) return null;
  const [vx0, vy0, vx1, vy1] = view as [number, number, number, number];
  const pw = vx1 - vx0;
  const ph = vy1 - vy0;
  const near = (x: number, y: number, size: number) => Math.abs(x - y) <= EDGE * size;
  if (!near(e, vx0, pw) || !near(e + a, vx1, pw) || !near(f, vy0, ph) || !near(f + d, vy1, ph)) return null;
  const scale = width / a;
  // Square pixels only (the recogniser reads one resolution).
  if (Math.abs(height / d - scale) > 0.02 * scale) return null;
  return { jpeg: image.data, width, height, scale, offsetX: e - vx0, offsetY: vy1 - (f + d) };
}

/** A page attribute, from the page or the page-tree nodes above it. */
function inherited(raw: RawPdf, page: PdfDict, key: string): PdfValue | null {
  let node: PdfDict | null = page;
  for (let depth = 0; node && depth < 32; depth++) {
    if (node.dict[key] !== undefined) return raw.resolve(node.dict[key]) ?? null;
    const parent = raw.resolve(node.dict.Parent);
    node = isDict(parent) ? parent : null;
  }
  return null;
}

function resourceDict(raw: RawPdf, page: PdfDict): Record<string, PdfValue> | null {
  const r = inherited(raw, page, 'Resources');
  return isDict(r) ? r.dict : null;
}

/** The page's content streams, decoded and joined (`null` when one cannot be read). */
function pageContent(raw: RawPdf, page: PdfDict): string | null {
  const c = raw.resolve(page.dict.Contents);
  const parts = Array.isArray(c) ? c.map((x) => raw.resolve(x)) : [c];
  const out: string[] = [];
  for (const part of parts) {
    if (!isStream(part)) return null;
    const data = decodeContent(part);
    if (!data) return null;
    out.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1'));
  }
  return out.join('\n');
}

/** The one XObject the content draws and the transformation it is drawn with; `null` for any other content. */
function singleImageDraw(content: string): { name: string; ctm: Matrix } | null {
  const lex = new PdfLexer(content);
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  let operands: PdfValue[] = [];
  let drawn: { name: string; ctm: Matrix } | null = null;
  try {
    for (;;) {
      const t = lex.next();
      if (t === undefined) break;
      if (typeof t !== 'object' || t === null || !('op' in t)) {
        operands.push(t);
        continue;
      }
      const op = t.op;
      if (op === 'q') stack.push(ctm);
      else if (op === 'Q') ctm = stack.pop() ?? IDENTITY;
      else if (op === 'cm') {
        if (operands.length !== 6 || !operands.every((x) => typeof x === 'number')) return null;
        ctm = times(operands as Matrix, ctm);
      } else if (op === 'Do') {
        const name = operands[0];
        if (drawn || !isName(name)) return null;
        drawn = { name: name.name, ctm };
      } else if (!HARMLESS.has(op) && !PATH.has(op)) return null; // text, painted paths, inline images, shadings…
      operands = [];
    }
  } catch {
    return null;
  }
  return drawn;
}

/** An 8-bit grey or RGB baseline image stored as a JPEG file, drawn as is (no mask, no decode array). */
function plainJpeg(raw: RawPdf, image: PdfStream): boolean {
  const d = image.dict;
  if (!isName(d.Subtype, 'Image') || d.ImageMask === true || d.SMask !== undefined || d.Mask !== undefined || d.Decode !== undefined) return false;
  const filter = Array.isArray(d.Filter) && d.Filter.length === 1 ? d.Filter[0] : d.Filter;
  if (!isName(filter, 'DCTDecode') || raw.resolve(d.BitsPerComponent) !== 8) return false;
  const cs = raw.resolve(d.ColorSpace);
  if (isName(cs, 'DeviceGray') || isName(cs, 'DeviceRGB')) return true;
  // [/ICCBased <stream with /N 1 or 3>]
  if (Array.isArray(cs) && cs.length === 2 && isName(cs[0], 'ICCBased')) {
    const profile = raw.resolve(cs[1]);
    return isStream(profile) && (profile.dict.N === 1 || profile.dict.N === 3);
  }
  return false;
}
