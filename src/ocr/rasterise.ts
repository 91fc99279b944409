import { SAFE_DOCUMENT_OPTIONS, loadPdfjs } from '../pdf/pdfjs';
import { fromPdfjsError } from '../pdf/errors';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Renders PDF pages to images for OCR with pdf.js, which draws on `@napi-rs/canvas` in Node (a prebuilt
 * Skia binding from npm: no system library, nothing fetched). The page is turned into a greyscale,
 * thresholded (Otsu) PNG: scanner grey paper and JPEG speckle become white, ink black.
 */
export interface RasterPage {
  png: Uint8Array;
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  /** Page size in points, as the text-layer path reports it. */
  pageWidth: number;
  pageHeight: number;
  rotation: number;
}

export interface OpenedForRendering {
  render(pageNumber: number, dpi: number, clean?: boolean): Promise<RasterPage>;
  close(): Promise<void>;
}

/** Opens the document for rendering: the parsing-only options, except that images are decoded. */
export async function openForRendering(bytes: Uint8Array, password?: string): Promise<OpenedForRendering> {
  const pdfjs: any = await loadPdfjs();
  const task = pdfjs.getDocument({ ...SAFE_DOCUMENT_OPTIONS, maxImageSize: -1, data: bytes, password: password || undefined, verbosity: 0 });
  const doc = await task.promise.catch((err: unknown) => {
    throw fromPdfjsError(err);
  });
  return {
    async render(pageNumber, dpi, clean = true) {
      const page = await doc.getPage(pageNumber);
      try {
        const scale = dpi / 72;
        const viewport = page.getViewport({ scale });
        const base = page.getViewport({ scale: 1 });
        const { canvas, context } = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvasContext: context, canvas, viewport }).promise;
        if (clean) {
          const image = context.getImageData(0, 0, canvas.width, canvas.height);
          binarise(image.data);
          context.putImageData(image, 0, 0);
        }
        const png = new Uint8Array(canvas.toBuffer('image/png'));
        const out = {
          png,
          width: canvas.width,
          height: canvas.height,
          scale,
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

/** RGBA in place → black or white by Otsu's threshold on luminance. */
export function binarise(rgba: Uint8ClampedArray | Uint8Array): void {
  const n = rgba.length >> 2;
  const grey = new Uint8Array(n);
  const hist = new Float64Array(256);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const g = (rgba[p]! * 299 + rgba[p + 1]! * 587 + rgba[p + 2]! * 114) / 1000;
    grey[i] = g;
    hist[grey[i]!]!++;
  }
  const t = otsu(hist, n);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const v = grey[i]! > t ? 255 : 0;
    rgba[p] = rgba[p + 1] = rgba[p + 2] = v;
    rgba[p + 3] = 255;
  }
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
