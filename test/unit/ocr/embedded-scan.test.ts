import assert from 'node:assert/strict';
import PDFDocument from 'pdfkit';
import { createCanvas } from '@napi-rs/canvas';
import { openForRendering } from '../../../src/ocr/rasterise';

/** A 400 × 560 px grey "scan" (JPEG) with dark bars for text: 100 dpi over a 288 × 403.2 pt page. */
function jpegScan(): Buffer {
  const canvas = createCanvas(400, 560);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgb(232,232,232)';
  ctx.fillRect(0, 0, 400, 560);
  ctx.fillStyle = 'rgb(20,20,20)';
  for (let y = 40; y < 520; y += 30) ctx.fillRect(40, y, 300, 8);
  return canvas.toBuffer('image/jpeg', 85);
}

async function pdf(draw: (doc: InstanceType<typeof PDFDocument>, jpeg: Buffer) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.addPage({ size: [288, 403.2], margin: 0 });
  draw(doc, jpegScan());
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

async function raster(bytes: Uint8Array, opts?: { embedded?: boolean }) {
  const doc = await openForRendering(bytes);
  try {
    return await doc.render(1, 200, opts);
  } finally {
    await doc.close();
  }
}

const inkShare = (pbm: Uint8Array, width: number, height: number) => {
  const header = `P4\n${width} ${height}\n`.length;
  let bits = 0;
  for (const b of pbm.subarray(header)) for (let v = b; v; v &= v - 1) bits++;
  return bits / (width * height);
};

describe('ocr/embedded-scan (a page that is one full-page JPEG is read from the file, not drawn by pdf.js)', () => {
  it('given a page drawing one JPEG over the whole page when rendered then the JPEG itself is thresholded at its own resolution (100 dpi), with the same ink as pdf.js drawing it', async () => {
    const bytes = await pdf((doc, jpeg) => doc.image(jpeg, 0, 0, { width: 288, height: 403.2 }));
    const own = await raster(bytes.slice());
    assert.equal(own.source, 'embedded');
    assert.deepEqual([own.width, own.height, own.dpi], [400, 560, 100]);
    assert.ok(Math.abs(own.scale - 400 / 288) < 1e-9);
    assert.deepEqual([own.offsetX, own.offsetY], [0, 0]);
    const drawn = await raster(bytes.slice(), { embedded: false });
    assert.equal(drawn.source, 'rendered');
    assert.equal(drawn.width, 800, 'pdf.js draws the page at the 200 dpi asked');
    const a = inkShare(own.image, own.width, own.height);
    const b = inkShare(drawn.image, drawn.width, drawn.height);
    assert.ok(a > 0.05 && Math.abs(a - b) < 0.01, `ink ${a} (own image) vs ${b} (drawn)`);
  });

  it('given a page with text beside its image, or an image covering half the page, then pdf.js draws the page as before', async () => {
    const withText = await pdf((doc, jpeg) => {
      doc.image(jpeg, 0, 0, { width: 288, height: 403.2 });
      doc.font('Helvetica').fontSize(10).text('STAMPED COPY', 20, 20);
    });
    assert.equal((await raster(withText)).source, 'rendered');
    const half = await pdf((doc, jpeg) => doc.image(jpeg, 0, 0, { width: 144, height: 201.6 }));
    assert.equal((await raster(half)).source, 'rendered');
  });

  it('given a page whose image is a PNG (not a JPEG) then pdf.js draws the page', async () => {
    const canvas = createCanvas(400, 560);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 400, 560);
    const png = canvas.toBuffer('image/png');
    const bytes = await pdf((doc) => doc.image(png, 0, 0, { width: 288, height: 403.2 }));
    assert.equal((await raster(bytes)).source, 'rendered');
  });
});
