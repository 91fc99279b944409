const IMAGE_XOBJECT = /\/Subtype\s*\/Image\b/g;

/**
 * Fewest pixels an image needs to be a scanned page (or a photo of one): 100,000 is a letter page at 36 dpi,
 * already too coarse for OCR to read a figure (scans are 150-300 dpi: 1-8 million pixels). Smaller images are
 * icons, small logos and QR codes: a page holding only those and a few words is a typed page, not a scan.
 */
export const SCAN_IMAGE_MIN_PIXELS = 100_000;

/**
 * How many image XObjects large enough to be a scanned page (`SCAN_IMAGE_MIN_PIXELS`) the file declares, read
 * from the raw bytes without decoding any image (the PDF reader runs with images switched off). An image is
 * always a stream, and a stream's dictionary is never compressed into an object stream nor encrypted, so
 * `/Subtype /Image` shows in the bytes of every PDF, with its `/Width` and `/Height` beside it (an image whose
 * size is not written there, an indirect value, counts). Counts definitions, including images no page paints:
 * a hint for telling a scan from a blank page or a typed page with an icon.
 */
export function countImageObjects(bytes: Uint8Array, minPixels = SCAN_IMAGE_MIN_PIXELS): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let n = 0;
  for (const m of text.matchAll(IMAGE_XOBJECT)) {
    const at = m.index;
    // The image's dictionary: from its object's start (or a bounded stretch before) to its stream.
    const from = Math.max(text.lastIndexOf(' obj', at), at - 2000, 0);
    const end = text.indexOf('stream', at);
    const dict = text.slice(from, end < 0 ? at + 2000 : Math.min(end, at + 2000));
    const width = /\/Width\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict);
    const height = /\/Height\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict);
    if (!width || !height || Number(width[1]) * Number(height[1]) >= minPixels) n++;
  }
  return n;
}
