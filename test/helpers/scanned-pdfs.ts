import { deflateSync, crc32 } from 'node:zlib';
import { buildPdf } from './pdf-builder';

/**
 * A greyscale PNG that looks like a printed page from afar: grey paper, dark bands where lines of text would
 * be, some noise. Made here (zlib + CRC) so a scan needs no image library.
 */
export function pagePng(width = 300, height = 424, seed = 1): Buffer {
  let state = seed;
  const noise = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) % 24) - 12;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    const textLine = y > 40 && y % 14 < 5;
    for (let x = 0; x < width; x++) {
      const ink = textLine && x > 20 && x < width - 20 && (x * 7 + y) % 11 < 7;
      raw[y * (width + 1) + 1 + x] = Math.max(0, Math.min(255, (ink ? 40 : 225) + noise()));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type ScanPage =
  /** A page-sized image and no text at all. */
  | { kind: 'image' }
  /** A page-sized image with a scanner's few words on top. */
  | { kind: 'image+words'; words: string }
  /** Typed text lines (a text layer). */
  | { kind: 'text'; lines: string[] };

/** A PDF of scanned (image) and typed pages, as a scanner or a phone app saves it. */
export function scannedPdf(pages: ScanPage[], opts: { userPassword?: string } = {}): Promise<Buffer> {
  return buildPdf(
    (doc) => {
      pages.forEach((page, i) => {
        if (i > 0) doc.addPage();
        if (page.kind !== 'text') doc.image(pagePng(300, 424, i + 1), 0, 0, { width: doc.page.width, height: doc.page.height });
        if (page.kind === 'image+words') doc.fontSize(8).text(page.words, 36, doc.page.height - 30, { lineBreak: false });
        if (page.kind === 'text') page.lines.forEach((line, n) => doc.fontSize(10).text(line, 48, 60 + n * 16, { lineBreak: false }));
      });
    },
    opts.userPassword ? { userPassword: opts.userPassword, pdfVersion: '1.4' } : {},
  );
}
