import { levelInk } from './level-ink';
import { SAFE_DOCUMENT_OPTIONS, loadPdfjs } from '../pdf/pdfjs';
import { fromPdfjsError } from '../pdf/errors';
import { decodeImage } from './decode-image';
import { embeddedScan } from './embedded-scan';
import { RawPdf } from './raw-pdf-objects';
import { removeRules, ruleShapeAt } from './rule-lines';
import { invertDarkBands } from './dark-bands';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Renders PDF pages to images for OCR with pdf.js, which draws on `@napi-rs/canvas` in Node (a prebuilt
 * Skia binding from npm: no system library, nothing fetched). The page is turned into a greyscale,
 * thresholded 1-bit image (`binarise`, `toPbm`): scanner grey paper, shaded bands and JPEG speckle become white, ink black.
 */
export interface RasterPage {
  /** The image file the recogniser reads: a 1-bit PBM once thresholded (no PNG to encode and decode), else PNG. */
  image: Uint8Array;
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  /** Resolution of the image (dots per inch), as the recogniser is told. */
  dpi: number;
  /** Where the image's top-left corner lies from the page's (points): non-zero only for a scan's own image placed a little off the page's corner. */
  offsetX: number;
  offsetY: number;
  /** `embedded`: the page's own scanned image, decoded natively; `rendered`: the page drawn by pdf.js. */
  source: 'embedded' | 'rendered';
  /** Page size in points, as the text-layer path reports it. */
  pageWidth: number;
  pageHeight: number;
  rotation: number;
}

export interface OpenedForRendering {
  /**
   * The page as a thresholded image: a page that is one full-page JPEG (`embedded-scan.ts`) from that image at
   * its own resolution (unless `embedded: false`), any other page drawn by pdf.js at `dpi`. `clean: false`: pdf.js's
   * PNG, unthresholded.
   */
  render(pageNumber: number, dpi: number, opts?: { clean?: boolean; embedded?: boolean; removeRules?: boolean }): Promise<RasterPage>;
  close(): Promise<void>;
}

/** Opens the document for rendering: the parsing-only options, except that images are decoded. */
export async function openForRendering(bytes: Uint8Array, password?: string): Promise<OpenedForRendering> {
  const pdfjs: any = await loadPdfjs();
  // Before pdf.js may detach the bytes.
  const raw = new RawPdf(bytes.slice());
  const task = pdfjs.getDocument({ ...SAFE_DOCUMENT_OPTIONS, maxImageSize: -1, data: bytes, password: password || undefined, verbosity: 0 });
  const doc = await task.promise.catch((err: unknown) => {
    throw fromPdfjsError(err);
  });
  return {
    async render(pageNumber, dpi, { clean = true, embedded: useEmbedded = true, removeRules: derule = false } = {}) {
      const page = await doc.getPage(pageNumber);
      try {
        const base = page.getViewport({ scale: 1 });
        const embedded = clean && useEmbedded ? embeddedScan(raw, page.ref, page.view, page.rotate ?? 0) : null;
        const pixels = embedded && (await decodeImage(embedded.jpeg, embedded.width, embedded.height));
        if (embedded && pixels) {
          const dpiOf = Math.round(embedded.scale * 72);
          return {
            image: thresholdToPbm(pixels, embedded.width, embedded.height, Math.round(dpiOf / 4) | 1, derule ? dpiOf : null),
            width: embedded.width,
            height: embedded.height,
            scale: embedded.scale,
            dpi: dpiOf,
            offsetX: embedded.offsetX,
            offsetY: embedded.offsetY,
            source: 'embedded',
            pageWidth: base.width,
            pageHeight: base.height,
            rotation: page.rotate ?? 0,
          };
        }
        const scale = dpi / 72;
        const viewport = page.getViewport({ scale });
        const { canvas, context } = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvasContext: context, canvas, viewport }).promise;
        let file: Uint8Array;
        if (clean) {
          const image = context.getImageData(0, 0, canvas.width, canvas.height);
          file = thresholdToPbm(image.data, canvas.width, canvas.height, Math.round(dpi / 4) | 1, derule ? dpi : null);
        } else file = new Uint8Array(canvas.toBuffer('image/png'));
        const out = {
          image: file,
          width: canvas.width,
          height: canvas.height,
          scale,
          dpi,
          offsetX: 0,
          offsetY: 0,
          source: 'rendered' as const,
          pageWidth: base.width,
          pageHeight: base.height,
          rotation: page.rotate ?? 0,
        };
        doc.canvasFactory.destroy({ canvas, context });
        return out;
      } finally {
        page.cleanup();
      }
    },
    async close() {
      await task.destroy().catch(() => undefined);
    },
  };
}

/** Share below the local mean under which a pixel is ink (Bradley's adaptive threshold). */
const INK_BELOW_LOCAL_MEAN = 0.25;

/**
 * RGBA in place → black or white. A pixel is ink when it is darker than both Otsu's global threshold plus
 * a margin and, by `INK_BELOW_LOCAL_MEAN`, the mean of the square around it (`window` pixels a side, about a
 * quarter inch): a shaded header band, a stamp's tint or the uneven light of a photographed page stays paper,
 * where one global threshold would turn it into speckle or ink and lose the words printed on it.
 */
export function binarise(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, window = 51): void {
  const ink = inkMask(rgba, width, height, window);
  for (let i = 0, p = 0; i < ink.length; i++, p += 4) {
    rgba[p] = rgba[p + 1] = rgba[p + 2] = ink[i] ? 0 : 255;
    rgba[p + 3] = 255;
  }
}

/**
 * `binarise` then `toPbm` in one pass, without writing the RGBA pixels back (the recogniser's input, straight
 * from the pixels); with `derule` (the image's resolution), the table rules are cleared first (`rule-lines.ts`).
 */
export function thresholdToPbm(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  window = 51,
  derule: number | null = null,
): Uint8Array {
  // The page is turned level first (`level-ink.ts`): its rules then run straight across, as `removeRules` finds them.
  const level = levelInk(inkMask(rgba, width, height, window), width, height);
  if (derule) removeRules(level.ink, width, height, ruleShapeAt(derule));
  return pbm(width, height, (i) => level.ink[i] === 1);
}

/** 1 where `binarise` makes a pixel ink, 0 where paper (the decision, once). */
function inkMask(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, window: number): Uint8Array {
  const n = width * height;
  const grey = new Uint8Array(n);
  const hist = new Float64Array(256);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const g = ((rgba[p]! * 299 + rgba[p + 1]! * 587 + rgba[p + 2]! * 114) / 1000) | 0;
    grey[i] = g;
    hist[g]!++;
  }
  // Otsu's threshold separates ink from paper on a clean page; a pixel well above it (the paper side) is never ink.
  const threshold = otsu(hist, n);
  const ceiling = Math.min(255, threshold + 48);
  // Summed-area table (one row and column of zeros in front): any square's sum in four reads.
  const w1 = width + 1;
  const sums = new Uint32Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    const at = y * width;
    const above = y * w1 + 1;
    const here = (y + 1) * w1 + 1;
    for (let x = 0; x < width; x++) {
      row += grey[at + x]!;
      sums[here + x] = sums[above + x]! + row;
    }
  }
  const r = window >> 1;
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    left[x] = Math.max(0, x - r);
    right[x] = Math.min(width, x + r + 1);
  }
  const keep = 1 - INK_BELOW_LOCAL_MEAN;
  const ink = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    const top = y0 * w1;
    const bottom = y1 * w1;
    const rows = y1 - y0;
    const at = y * width;
    for (let x = 0; x < width; x++) {
      const g = grey[at + x]!;
      if (g >= ceiling) continue;
      const x0 = left[x]!;
      const x1 = right[x]!;
      const sum = sums[bottom + x1]! - sums[top + x1]! - sums[bottom + x0]! + sums[top + x0]!;
      if (g * rows * (x1 - x0) < sum * keep) ink[at + x] = 1;
    }
  }
  invertDarkBands(ink, grey, threshold, width, height, window);
  return ink;
}

/** A binarised RGBA image (ink 0) as a binary PBM (P4): one bit a pixel, rows padded to a byte, 1 = ink. */
export function toPbm(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  return pbm(width, height, (i) => rgba[i * 4] === 0);
}

/** A binary PBM (P4) of the pixels `ink(index)` says are ink: one bit a pixel, rows padded to a byte, 1 = ink. */
function pbm(width: number, height: number, ink: (pixel: number) => boolean): Uint8Array {
  const header = new TextEncoder().encode(`P4\n${width} ${height}\n`);
  const rowBytes = (width + 7) >> 3;
  const out = new Uint8Array(header.length + rowBytes * height);
  out.set(header);
  for (let y = 0; y < height; y++) {
    const row = header.length + y * rowBytes;
    const at = y * width;
    for (let x = 0; x < width; x++) if (ink(at + x)) out[row + (x >> 3)]! |= 0x80 >> (x & 7);
  }
  return out;
}

/** The grey level that best separates ink from paper (maximum between-class variance). */
export function otsu(hist: ArrayLike<number>, total: number): number {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 127;
  for (let i = 0; i < 256; i++) {
    wB += hist[i]!;
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += i * hist[i]!;
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}
