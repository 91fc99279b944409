import { inflateSync } from 'node:zlib';

/**
 * A minimal reader of a PDF's objects straight from its bytes, for one purpose: finding the image a scanned
 * page is made of (`embedded-scan.ts`) without pdf.js decoding it. It reads only objects stored plainly in the
 * file (`12 0 obj … endobj`), not those packed in object streams, and nothing of an encrypted file: whatever
 * it cannot read it answers `null`, and the caller renders the page with pdf.js instead.
 */
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict;
export interface PdfName {
  name: string;
}
export interface PdfRef {
  num: number;
  gen: number;
}
export interface PdfString {
  str: string;
}
export interface PdfDict {
  dict: Record<string, PdfValue>;
}
export interface PdfStream extends PdfDict {
  /** The stream's bytes as stored (still encoded). */
  data: Uint8Array;
}

const WHITE = /[\0\t\n\f\r ]/;
const DELIM = /[()<>[\]{}/%]/;

export const isName = (v: PdfValue | undefined, name?: string): v is PdfName =>
  typeof v === 'object' && v !== null && 'name' in v && (name === undefined || v.name === name);
export const isRef = (v: PdfValue | undefined): v is PdfRef => typeof v === 'object' && v !== null && 'num' in v;
export const isDict = (v: PdfValue | undefined): v is PdfDict => typeof v === 'object' && v !== null && 'dict' in v;

/** Tokens and values of PDF syntax over a latin1 view of the bytes. */
export class PdfLexer {
  constructor(
    readonly s: string,
    public pos = 0,
  ) {}

  skipWhite(): void {
    const s = this.s;
    for (;;) {
      while (this.pos < s.length && WHITE.test(s[this.pos]!)) this.pos++;
      if (s[this.pos] !== '%') return;
      while (this.pos < s.length && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
    }
  }

  /** A regular token (number, keyword) from here; empty at a delimiter. */
  private word(): string {
    const start = this.pos;
    while (this.pos < this.s.length && !WHITE.test(this.s[this.pos]!) && !DELIM.test(this.s[this.pos]!)) this.pos++;
    return this.s.slice(start, this.pos);
  }

  /**
   * The next value, or an operator keyword as `{ op }` (content streams). Refs (`12 0 R`) are recognised
   * after two integers. Throws on malformed input.
   */
  next(): PdfValue | { op: string } | undefined {
    this.skipWhite();
    const s = this.s;
    if (this.pos >= s.length) return undefined;
    const c = s[this.pos]!;
    if (c === '/') {
      this.pos++;
      return { name: this.word().replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) };
    }
    if (c === '(') return { str: this.literal() };
    if (c === '<' && s[this.pos + 1] === '<') {
      this.pos += 2;
      const dict: Record<string, PdfValue> = {};
      for (;;) {
        this.skipWhite();
        if (s.startsWith('>>', this.pos)) {
          this.pos += 2;
          return { dict };
        }
        const key = this.next();
        if (!isName(key as PdfValue)) throw new Error('pdf: dictionary key is not a name');
        dict[(key as PdfName).name] = this.value();
      }
    }
    if (c === '<') {
      const end = s.indexOf('>', this.pos);
      if (end < 0) throw new Error('pdf: unterminated hex string');
      const hex = s.slice(this.pos + 1, end).replace(/\s+/g, '');
      this.pos = end + 1;
      return { str: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1') };
    }
    if (c === '[') {
      this.pos++;
      const out: PdfValue[] = [];
      for (;;) {
        this.skipWhite();
        if (s[this.pos] === ']') {
          this.pos++;
          return out;
        }
        out.push(this.value());
      }
    }
    if (c === ']' || c === '>' || c === ')' || c === '{' || c === '}') throw new Error(`pdf: unexpected ${c}`);
    const w = this.word();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) {
      const n = Number(w);
      if (/^\d+$/.test(w)) {
        // `num gen R`?
        const save = this.pos;
        this.skipWhite();
        const g = /^\d+/.exec(s.slice(this.pos, this.pos + 12));
        if (g) {
          this.pos += g[0].length;
          this.skipWhite();
          if (s[this.pos] === 'R' && (this.pos + 1 >= s.length || WHITE.test(s[this.pos + 1]!) || DELIM.test(s[this.pos + 1]!))) {
            this.pos++;
            return { num: n, gen: Number(g[0]) };
          }
        }
        this.pos = save;
      }
      return n;
    }
    if (w === 'true') return true;
    if (w === 'false') return false;
    if (w === 'null') return null;
    if (!w) throw new Error(`pdf: unexpected ${c}`);
    return { op: w };
  }

  /** The next value, which must not be an operator. */
  value(): PdfValue {
    const v = this.next();
    if (v === undefined || (typeof v === 'object' && v !== null && 'op' in v)) throw new Error('pdf: value expected');
    return v;
  }

  private literal(): string {
    const s = this.s;
    let depth = 0;
    let out = '';
    for (this.pos++; this.pos < s.length; this.pos++) {
      const c = s[this.pos]!;
      if (c === '\\') {
        this.pos++;
        out += s[this.pos] ?? '';
        continue;
      }
      if (c === '(') depth++;
      if (c === ')' && depth-- === 0) {
        this.pos++;
        return out;
      }
      out += c;
    }
    throw new Error('pdf: unterminated string');
  }
}

/** The file's plain (not packed, not encrypted) objects, looked up by number; `null` for any other. */
export class RawPdf {
  private readonly s: string;
  readonly encrypted: boolean;

  constructor(readonly bytes: Uint8Array) {
    this.s = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    this.encrypted = /\/Encrypt\b/.test(this.s);
  }

  /** The object `ref` (the last definition in the file, as an incremental update replaces earlier ones). */
  object(ref: PdfRef): PdfValue | PdfStream | null {
    if (this.encrypted) return null;
    const head = new RegExp(`(?:^|[^0-9])${ref.num}[\\0\\t\\n\\f\\r ]+${ref.gen}[\\0\\t\\n\\f\\r ]+obj\\b`, 'g');
    let at = -1;
    for (const m of this.s.matchAll(head)) at = m.index + m[0].length;
    if (at < 0) return null;
    try {
      const lex = new PdfLexer(this.s, at);
      const value = lex.value();
      lex.skipWhite();
      if (!isDict(value) || !this.s.startsWith('stream', lex.pos)) return value;
      let start = lex.pos + 'stream'.length;
      if (this.s[start] === '\r') start++;
      if (this.s[start] === '\n') start++;
      const length = this.resolve(value.dict.Length);
      let end = typeof length === 'number' && Number.isInteger(length) && length >= 0 ? start + length : -1;
      if (end < 0 || end > this.s.length || !/^[\r\n]*endstream/.test(this.s.slice(end, end + 12))) {
        end = this.s.indexOf('endstream', start);
        if (end < 0) return null;
        while (end > start && (this.s[end - 1] === '\n' || this.s[end - 1] === '\r')) end--;
      }
      return { dict: value.dict, data: this.bytes.subarray(start, end) };
    } catch {
      return null;
    }
  }

  /** `v`, or the object it refers to. */
  resolve(v: PdfValue | undefined): PdfValue | PdfStream | null | undefined {
    return isRef(v) ? this.object(v) : v;
  }
}

export const isStream = (v: unknown): v is PdfStream => typeof v === 'object' && v !== null && 'data' in v && 'dict' in v;

/** A stream's bytes with `/FlateDecode` undone (the only filter a content stream is expected to carry here); `null` for others. */
export function decodeContent(stream: PdfStream): Uint8Array | null {
  const f = stream.dict.Filter;
  const filters = Array.isArray(f) ? f : f === undefined ? [] : [f];
  let data = stream.data;
  for (const filter of filters) {
    if (!isName(filter, 'FlateDecode') || stream.dict.DecodeParms) return null;
    try {
      data = inflateSync(data);
    } catch {
      return null;
    }
  }
  return data;
}
