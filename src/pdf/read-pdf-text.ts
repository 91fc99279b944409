import type { DocumentInfo } from '../domain/statement';
import { PdfError, fromPdfjsError } from './errors';
import { SAFE_DOCUMENT_OPTIONS, loadPdfjs, openDocument, type PdfjsModule } from './pdfjs';
import { countImageObjects } from './image-objects';
import { pageThreads } from './page-threads';
import { looksLikePdf } from './sniff';
import { withoutLetterSpacing } from './letter-spacing';
import type { PdfPage, PdfProbe, PdfText, PdfTextItem, ReadPdfOptions } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A document is split over the page threads in ranges of at least this many pages. */
const MIN_PAGES_PER_THREAD = 12;
/**
 * Text printed smaller than this (points, after every transform) is not read: no reader can see it.
 * Accessible statements (Lloyds, Halifax, Bank of Scotland) repeat every cell's column heading and write
 * `blank.` into empty cells at about 0.05 pt for screen readers; read as text, those words would stand
 * between the visible date, description and amounts of every row.
 */
const MIN_VISIBLE_TEXT_PT = 1;

/**
 * Reads every page's positioned text. Runs pdf.js in the calling thread: call it from a pool worker
 * (see `pool.ts`), never from the API's main thread. `bytes` is handed to pdf.js, which may detach it.
 * Where this process has page threads (`startPageThreads`, the extractor child), a long document's pages
 * are read in ranges on them and on this thread at once; the pages are the same as read here alone.
 */
export async function readPdfText(bytes: Uint8Array, opts: ReadPdfOptions = {}): Promise<PdfText> {
  const imageObjects = countImageObjects(bytes); // before pdf.js may detach the bytes
  const helpers = pageThreads();
  const source = helpers.length ? bytes.slice() : bytes;
  return withDocument(bytes, opts.password, async (pdfjs, doc, password) => {
    const count: number = doc.numPages;
    if (opts.maxPages !== undefined && count > opts.maxPages) throw new PdfError('too_many_pages');
    const ranges = pageRanges(count, Math.min(helpers.length + 1, Math.floor(count / MIN_PAGES_PER_THREAD)));
    const [own, ...others] = ranges;
    const reads = [
      readPages(pdfjs, doc, own!.from, own!.to),
      // A thread that failed (not the document) leaves its range to this thread.
      ...others.map((r, i) =>
        helpers[i]!.read(source, password, r.from, r.to).catch((err: unknown) => {
          if (err instanceof PdfError) throw err;
          return readPages(pdfjs, doc, r.from, r.to);
        }),
      ),
    ];
    const pages = (await Promise.all(reads)).flat();
    return { pages, info: await documentInfo(doc), imageObjects };
  });
}

/** Pages `1..count` in `parts` consecutive ranges of near-equal size (one range at least). */
export function pageRanges(count: number, parts: number): Array<{ from: number; to: number }> {
  const n = Math.max(1, Math.min(parts, count));
  const ranges: Array<{ from: number; to: number }> = [];
  for (let k = 0, from = 1; k < n; k++) {
    const size = Math.floor(count / n) + (k < count % n ? 1 : 0);
    ranges.push({ from, to: from + size - 1 });
    from += size;
  }
  return ranges;
}

/** Pages `from..to` (1-based, inclusive) of a document opened with `password` (the one that opened it before). */
export async function readPageRange(bytes: Uint8Array, password: string | undefined, from: number, to: number): Promise<PdfPage[]> {
  return openAndUse(bytes, password, (pdfjs, doc) => readPages(pdfjs, doc, from, to));
}

async function readPages(pdfjs: PdfjsModule, doc: any, from: number, to: number): Promise<PdfPage[]> {
  const pages: PdfPage[] = [];
  for (let n = from; n <= to; n++) {
    const page = await doc.getPage(n);
    try {
      pages.push(await readPage(pdfjs, page, n));
    } finally {
      page.cleanup();
    }
  }
  return pages;
}

/**
 * Opens the document (checking the password) and reports whether it is encrypted and its page count;
 * refuses with `too_many_pages` from the page tree's count when `maxPages` is given.
 */
export async function probePdfInThread(bytes: Uint8Array, password?: string, maxPages?: number): Promise<PdfProbe> {
  return withDocument(bytes, password, async (_pdfjs, doc) => {
    if (maxPages !== undefined && doc.numPages > maxPages) throw new PdfError('too_many_pages');
    const meta = await doc.getMetadata().catch(() => null);
    return { encrypted: !!meta?.info?.EncryptFilterName, pages: doc.numPages };
  });
}

/**
 * Opens the document and hands it to `use`. A PDF with an owner password only (empty user password)
 * opens for everyone: when the given password is refused, it is tried without one, so a client that
 * sends a password for such a file is not turned away.
 */
async function withDocument<T>(bytes: Uint8Array, password: string | undefined, use: UseDocument<T>): Promise<T> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_a_pdf');
  // pdf.js may detach the bytes it is given: keep a copy for further openings.
  const spare = bytes.slice();
  try {
    return await openAndUse(bytes, password, use);
  } catch (err) {
    if (!(err instanceof PdfError)) throw err;
    if (err.code === 'password_required') return openWithEmptyOwnerPassword(spare, err, use);
    if (!password || err.code !== 'password_incorrect') throw err;
    return openAndUse(spare.slice(), undefined, use).catch((second: unknown) => {
      if (!(second instanceof PdfError) || second.code !== 'password_required') throw second;
      // Still locked without a password: unless the owner password is empty, the given one was wrong.
      return openWithEmptyOwnerPassword(spare, err, use);
    });
  }
}

/**
 * The standard 32-byte password padding of PDF encryption revisions 2-4 (ISO 32000-1, 7.6.3.3): every
 * password is padded with it to 32 bytes, so the empty password and this string are the same key.
 */
const EMPTY_PASSWORD_PADDING = String.fromCharCode(
  0x28,
  0xbf,
  0x4e,
  0x5e,
  0x4e,
  0x75,
  0x8a,
  0x41,
  0x64,
  0x00,
  0x4e,
  0x56,
  0xff,
  0xfa,
  0x01,
  0x08,
  0x2e,
  0x2e,
  0x00,
  0xb6,
  0xd0,
  0x68,
  0x3e,
  0x80,
  0x2f,
  0x0c,
  0xa9,
  0xfe,
  0x64,
  0x53,
  0x69,
  0x7a,
);

/**
 * A PDF whose OWNER password is empty opens for everyone (as poppler and qpdf open it), whatever its
 * user password. pdf.js tries a password as the owner password only when one is given, and treats the
 * empty string as none: the padding spelled out is the empty password for revisions 2-4 (for AES-256,
 * pdf.js already tries the empty password as the owner's). Still locked: `refusal` stands. Only a
 * document that failed on its password is opened a second time.
 */
async function openWithEmptyOwnerPassword<T>(bytes: Uint8Array, refusal: PdfError, use: UseDocument<T>): Promise<T> {
  // Any failure of this second try (AES-256 rejects the padding as a malformed password) leaves the first answer.
  return openAndUse(bytes, EMPTY_PASSWORD_PADDING, use).catch(() => {
    throw refusal;
  });
}

/** What is done with an open document; `password` is the one that opened it. */
type UseDocument<T> = (pdfjs: PdfjsModule, doc: any, password: string | undefined) => Promise<T>;

async function openAndUse<T>(bytes: Uint8Array, password: string | undefined, use: UseDocument<T>): Promise<T> {
  const pdfjs = await loadPdfjs();
  const task = await openDocument({
    ...SAFE_DOCUMENT_OPTIONS,
    data: bytes,
    // An empty string is "no password" for pdf.js too; keep it explicit.
    password: password ? password : undefined,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise.catch((err: unknown) => {
      throw fromPdfjsError(err);
    });
    return await use(pdfjs, doc, password || undefined).catch((err: unknown) => {
      throw fromPdfjsError(err);
    });
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

async function documentInfo(doc: any): Promise<DocumentInfo> {
  const meta = await doc.getMetadata().catch(() => null);
  const info = meta?.info ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    pages: doc.numPages,
    producer: str(info.Producer),
    creator: str(info.Creator),
    created_at: pdfDate(info.CreationDate),
    modified_at: pdfDate(info.ModDate),
    encrypted: !!info.EncryptFilterName,
  };
}

/** PDF date `D:YYYYMMDDHHmmSSOHH'mm'` → ISO 8601 (UTC), or null. */
export function pdfDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(value.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00'] = m;
  let ms = Date.UTC(+y!, +mo - 1, +d, +h, +mi, +s);
  if (m[7] === '+' || m[7] === '-') {
    const off = (+(m[8] ?? 0) * 60 + +(m[9] ?? 0)) * 60_000;
    ms += m[7] === '+' ? -off : off;
  }
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

async function readPage(pdfjs: PdfjsModule, page: any, number: number): Promise<PdfPage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ includeMarkedContent: false });
  const raw: Array<PdfTextItem & { quarter: number }> = [];
  const weight = [0, 0, 0, 0];
  for (const it of content.items as any[]) {
    if (typeof it.str !== 'string' || !it.str.trim()) continue;
    const t = pdfjs.Util.transform(viewport.transform, it.transform);
    // Text direction in viewport space (y down): 0 = left-to-right, 1 = top-to-bottom, ...
    const angle = Math.atan2(t[1]!, t[0]!);
    const quarter = ((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4;
    const size = Math.hypot(t[2]!, t[3]!) || Math.abs(it.height) || 1;
    if (size < MIN_VISIBLE_TEXT_PT) continue;
    raw.push({
      str: withoutLetterSpacing(it.str),
      x: t[4]!,
      y: t[5]!,
      width: Math.abs(it.width),
      height: size,
      fontName: String(it.fontName ?? ''),
      quarter,
    });
    weight[quarter]! += it.str.length;
  }
  const dominant = weight.indexOf(Math.max(...weight));
  const w: number = viewport.width;
  const h: number = viewport.height;
  const upright = dominant % 2 === 0 ? { width: w, height: h } : { width: h, height: w };
  const items: PdfTextItem[] = [];
  for (const r of raw) {
    // Text at other angles (stamps, watermarks, margin notes) is not part of the table.
    if (r.quarter !== dominant) continue;
    const [x, y] = rotateUpright(r.x, r.y, dominant, w, h);
    items.push({ str: r.str, x, y, width: r.width, height: r.height, fontName: r.fontName });
  }
  return { number, ...upright, rotation: ((page.rotate ?? 0) + dominant * 90) % 360, items };
}

/** Turns a point so that text running in direction `quarter` (×90° clockwise) reads left-to-right. */
function rotateUpright(x: number, y: number, quarter: number, w: number, h: number): [number, number] {
  switch (quarter) {
    case 1: // text runs downwards: rotate the page 90° counter-clockwise
      return [y, w - x];
    case 2:
      return [w - x, h - y];
    case 3: // text runs upwards
      return [h - y, x];
    default:
      return [x, y];
  }
}
