/**
 * What a file that is not a PDF most likely is, from its first bytes (magic numbers), for the `not_a_pdf`
 * message: "a JPEG image" tells the sender what went wrong where "not a PDF document" does not.
 */
const SIGNATURES: [kind: string, test: (head: Buffer) => boolean][] = [
  ['a JPEG image', (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['a PNG image', (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['a GIF image', (h) => h.toString('latin1', 0, 4) === 'GIF8'],
  ['a TIFF image', (h) => ['II*\0', 'MM\0*'].includes(h.toString('latin1', 0, 4))],
  ['a WebP image', (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP'],
  ['a HEIC photo', (h) => h.toString('latin1', 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|hevc)$/.test(h.toString('latin1', 8, 12))],
  ['a BMP image', (h) => h.toString('latin1', 0, 2) === 'BM'],
  ['a ZIP archive (or a Word/Excel .docx/.xlsx file)', (h) => h.toString('latin1', 0, 4) === 'PK\x03\x04'],
  ['an old-style Word or Excel document (.doc/.xls)', (h) => h.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))],
  ['an HTML page', (h) => /^\s*(<!doctype html|<html)/i.test(h.toString('latin1', 0, 256))],
];

const IMAGE = /image|photo/;

export function fileKind(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256));
  for (const [kind, test] of SIGNATURES) if (test(head)) return kind;
  const text = head.toString('utf8');
  if (head.length > 0 && !text.includes('\uFFFD') && !/[\0-\x08\x0e-\x1f]/.test(text)) return 'a text file (for example CSV)';
  return null;
}

/** The `not_a_pdf` message for the file in field `label`: what it is, and what to send instead. */
export function notAPdfMessage(label: string, bytes: Uint8Array): string {
  const kind = fileKind(bytes);
  const what = kind ? `is ${kind}, not a PDF` : 'is not a PDF document (it does not start with %PDF-)';
  const advice =
    kind && IMAGE.test(kind)
      ? 'send the statement as the PDF the bank or wallet issued (downloaded from online banking or the app); photos and scans cannot be read'
      : 'send the statement as the PDF the bank or wallet issued (downloaded from online banking or the app)';
  return `The "${label}" file ${what}: ${advice}`;
}
