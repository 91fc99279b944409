import assert from 'node:assert/strict';
import { PdfError, PoolError, createPdfPool, type ExtractorPool, type PdfProbe, type PdfText } from '../../../src/pdf';
import { buildPdf } from '../../helpers/pdf-builder';
import { flateBombPdf, manyPagesPdf } from '../../helpers/hostile-pdfs';

describe('pdf adapter in extractor processes (probe, text, limits)', function () {
  this.timeout(60_000);
  let pool: ExtractorPool;
  let pdf: Buffer;
  before(async () => {
    pdf = await buildPdf((doc) => doc.text('Pool test', 72, 72, { lineBreak: false }), { userPassword: 'pw', pdfVersion: '1.4' });
  });
  afterEach(async () => pool?.close());
  const probe = (bytes: Uint8Array, password?: string, maxPages?: number) =>
    pool.run<PdfProbe>({ kind: 'probe', bytes, password, maxPages }, { orgId: 'o' });
  const text = (bytes: Uint8Array, password?: string, maxPages?: number) =>
    pool.run<PdfText>({ kind: 'text', bytes, password, maxPages }, { orgId: 'o' });

  it('given an encrypted upload when probed then the child reports it, and the caller keeps its bytes', async () => {
    pool = createPdfPool({ size: 1 });
    assert.deepEqual(await probe(pdf, 'pw'), { encrypted: true, pages: 1 });
    await assert.rejects(probe(pdf), (e: PdfError) => e instanceof PdfError && e.code === 'password_required');
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal((await text(pdf, 'pw')).pages[0]!.items[0]!.str, 'Pool test');
  });

  it('given more pages than allowed when probed or read then too_many_pages from the page tree, before any page is parsed', async () => {
    pool = createPdfPool({ size: 1, memoryLimitMb: 256 });
    // Every page of this file would decode 1.6 GB: reaching a page would end in document_too_complex.
    const bombs = await flateBombPdf(1600, 30);
    await assert.rejects(probe(bombs, undefined, 20), (e: PdfError) => e instanceof PdfError && e.code === 'too_many_pages');
    await assert.rejects(text(bombs, undefined, 20), (e: PdfError) => e instanceof PdfError && e.code === 'too_many_pages');
    assert.deepEqual(await probe(manyPagesPdf(2100), undefined, 2100), { encrypted: false, pages: 2100 });
    await assert.rejects(probe(manyPagesPdf(2101), undefined, 2100), (e: PdfError) => e.code === 'too_many_pages');
  });

  it('given a 2.4 KB double-Flate bomb when read then document_too_complex, and the pool serves the next document', async () => {
    pool = createPdfPool({ size: 1, memoryLimitMb: 256 });
    const bomb = await flateBombPdf();
    assert.ok(bomb.length < 4096, `${bomb.length} bytes`);
    await assert.rejects(text(bomb), (e: PoolError) => e instanceof PoolError && e.code === 'document_too_complex');
    assert.equal((await text(pdf, 'pw')).pages.length, 1);
  });
});
