const IMAGE_XOBJECT = /\/Subtype\s*\/Image\b/g;

/**
 * How many image XObjects the file declares, read from the raw bytes without decoding any image (the PDF
 * reader runs with images switched off). An image is always a stream, and a stream's dictionary is never
 * compressed into an object stream nor encrypted, so `/Subtype /Image` shows in the bytes of every PDF.
 * Counts definitions, including images no page paints: a hint for telling a scan from a blank page.
 */
export function countImageObjects(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return text.match(IMAGE_XOBJECT)?.length ?? 0;
}
