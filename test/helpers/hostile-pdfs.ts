import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflate, deflateSync } from 'node:zlib';
import { buildPdf } from './pdf-builder';

/**
 * Hostile and edge-case PDFs written byte by byte (no library would produce them), each with its
 * ground truth stated next to it. Objects are numbered from 1; the writer computes the xref table.
 */

/** A raw PDF from object bodies (object n is `bodies[n-1]`); object 1 must be the catalog. */
export function rawPdf(bodies: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${bodies.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join(
    '',
  );
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/**
 * Ground truth: `pages` pages (default 1) sharing one content stream that is Flate inside Flate. The file
 * is a few KB; decoding the stream yields `decodedMb` MiB of spaces (default 1,600), which a reader must
 * not hold in memory. Reading any one page is enough to set it off.
 */
export async function flateBombPdf(decodedMb = 1600, pages = 1): Promise<Buffer> {
  const chunk = Buffer.alloc(1 << 20, 0x20);
  // Streamed through zlib a MiB at a time, so building the fixture needs no 1.6 GB buffer either.
  const inner: Buffer[] = [];
  const deflater = createDeflate({ level: 9 });
  deflater.on('data', (c: Buffer) => inner.push(c));
  await pipeline(
    Readable.from(
      (function* () {
        for (let i = 0; i < decodedMb; i++) yield chunk;
      })(),
    ),
    deflater,
  );
  const outer = deflateSync(Buffer.concat(inner), { level: 9 });
  const bodies: (string | Buffer)[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', stream('/Filter [/FlateDecode /FlateDecode]', outer)];
  const kids: string[] = [];
  for (let n = 0; n < pages; n++) {
    kids.push(`${bodies.length + 1} 0 R`);
    bodies.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << >> >>');
  }
  bodies[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return rawPdf(bodies);
}

/**
 * Ground truth: `pages` pages (a flat page tree), each showing "Page n" in Helvetica; no transactions.
 * Small on disk (one shared font, tiny content streams), so page limits can be tested cheaply.
 */
export function manyPagesPdf(pages: number): Buffer {
  const bodies: (string | Buffer)[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const pageObj = bodies.length + 1;
    kids.push(`${pageObj} 0 R`);
    bodies.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageObj + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    bodies.push(stream('', Buffer.from(`BT /F1 12 Tf 72 770 Td (Page ${n}) Tj ET`, 'latin1')));
  }
  bodies[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return rawPdf(bodies);
}

/**
 * Ground truth: an RC4-128 PDF with an owner password only (the user password is empty), so any reader
 * opens it without a password; one page reading "Owner password only".
 */
export function ownerPasswordOnlyPdf(ownerPassword = 'owner-secret'): Promise<Buffer> {
  return buildPdf((doc) => doc.text('Owner password only', 72, 72, { lineBreak: false }), { ownerPassword, pdfVersion: '1.4' });
}

/**
 * A PDF with a user password but an EMPTY owner password (RC4, as some banks' generators write them):
 * pdfkit substitutes the user password for an empty owner password, so the owner password is given as
 * the 32-byte standard padding, which is what the empty password pads to (ISO 32000-1, 7.6.3.3).
 */
export function emptyOwnerPasswordPdf(userPassword: string, pdfVersion: '1.3' | '1.4'): Promise<Buffer> {
  const padding = [
    0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80,
    0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
  ];
  const ownerPassword = String.fromCharCode(...padding);
  return buildPdf((doc) => doc.text('Empty owner password', 72, 72, { lineBreak: false }), { userPassword, ownerPassword, pdfVersion });
}
