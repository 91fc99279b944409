import assert from 'node:assert/strict';
import { PdfError, createPdfPool, probePdf, readPdfTextInPool, type WorkerPool } from '../../../src/pdf';
import { buildPdf } from '../../helpers/pdf-builder';

describe('pdf/WorkerPool', () => {
  let pool: WorkerPool;
  let pdf: Buffer;
  before(async () => {
    pdf = await buildPdf((doc) => doc.text('Pool test', 72, 72, { lineBreak: false }), { userPassword: 'pw', pdfVersion: '1.4' });
  });
  afterEach(async () => pool?.close());

  it('given an encrypted upload when probed then the pool reports it, and the caller keeps its bytes', async () => {
    pool = createPdfPool({ size: 1 });
    assert.deepEqual(await probePdf(pdf, 'pw', pool), { encrypted: true, pages: 1 });
    await assert.rejects(probePdf(pdf, undefined, pool), (e: PdfError) => e instanceof PdfError && e.code === 'password_required');
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  });

  it('given a non-PDF when probed then not_a_pdf without touching a worker', async () => {
    pool = createPdfPool({ size: 1 });
    await assert.rejects(probePdf(Buffer.from('hello'), undefined, pool), (e: PdfError) => e.code === 'not_a_pdf');
  });

  it('given a tiny time budget when reading then timeout, and the pool recovers for the next document', async () => {
    pool = createPdfPool({ size: 1, timeoutMs: 1 });
    await assert.rejects(readPdfTextInPool(pdf, { password: 'pw' }, pool), (e: PdfError) => e instanceof PdfError && e.code === 'timeout');
    // Same pool, generous budget: a fresh worker replaces the terminated one.
    (pool as unknown as { timeoutMs: number }).timeoutMs = 30_000;
    const text = await readPdfTextInPool(pdf, { password: 'pw' }, pool);
    assert.equal(text.pages[0]!.items[0]!.str, 'Pool test');
  });

  it('given more tasks than workers when run then all complete', async () => {
    pool = createPdfPool({ size: 2 });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => probePdf(pdf, 'pw', pool)));
    assert.equal(results.length, 5);
  });

  it('given a closed pool when run then it refuses', async () => {
    pool = createPdfPool({ size: 1 });
    await pool.close();
    await assert.rejects(probePdf(pdf, 'pw', pool), /closed/);
  });
});
