import assert from 'node:assert/strict';
import { createExtractionPool, extractFromPdf } from '../../../src/extraction';
import type { ExtractorPool } from '../../../src/pdf';
import { readStatementPdf } from '../../../src/ocr/read-statement';
import { OCR_DPI, type OcrSettings } from '../../../src/ocr/settings';
import { buildFixture, layoutById, type Fixture } from '../../fixtures';
import { scanPdf } from '../../fixtures/lib/scan';
import { nativeTesseractAvailable } from '../../../src/ocr/native-tesseract';

const ON: OcrSettings = { enabled: true, maxPages: 20, pageTimeoutMs: 120_000, dpi: OCR_DPI };

const key = (t: { date: string; amount: number; type: string; balance: number | null }) => `${t.date} ${t.amount} ${t.type} ${t.balance}`;

describe('ocr: a scanned statement (200 dpi, grey paper, skew, noise, JPEG) read through the engine', function () {
  this.timeout(900_000);
  let fixture: Fixture;
  let scan: Uint8Array;
  let pool: ExtractorPool;
  let savedTimeout: string | undefined;

  before(async () => {
    fixture = await buildFixture(layoutById('highland-bank'), { name: 'ocr-highland-1p', pages: 1 });
    scan = await scanPdf(fixture.pdf, { dpi: 200, skewDegrees: 0.4, noise: 12, jpegQuality: 80, seed: 'ocr-highland' });
    // The claim is accuracy, not speed: a busy machine must not turn it into ocr_timeout (the extractor reads it from the environment).
    savedTimeout = process.env.OCR_PAGE_TIMEOUT_MS;
    process.env.OCR_PAGE_TIMEOUT_MS = '600000';
    pool = createExtractionPool({ size: 1, timeoutMs: 900_000 });
  });
  after(async () => {
    if (savedTimeout === undefined) delete process.env.OCR_PAGE_TIMEOUT_MS;
    else process.env.OCR_PAGE_TIMEOUT_MS = savedTimeout;
    await pool.close();
  });

  it('given the scan (no text layer at all) when extracted by the extractor pool then every row is exact on (date, amount, type, balance) and the reconciliation says OCR read it', async () => {
    assert.ok(!Buffer.from(scan).toString('latin1').includes('/Font'), 'the scan has no text layer');
    const s = await extractFromPdf(scan, { pool });
    const truth = fixture.truth.response!.transactions;
    assert.ok(truth.length >= 20, `a full page of rows (${truth.length})`);
    assert.deepEqual(s.transactions.map(key), truth.map(key));
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.deepEqual(s.reconciliation.ocr?.pages, [1]);
    assert.ok(s.reconciliation.ocr!.words > 100);
    assert.ok(s.reconciliation.ocr!.mean_confidence > 50 && s.reconciliation.ocr!.mean_confidence <= 100);
    assert.ok(s.reconciliation.warnings.includes('page 1 was a scan read by OCR'));
    assert.equal(s.details.filter((d) => d.ocr_corrected).length, s.reconciliation.ocr!.corrected, 'every correction is recorded on its row');
    // OCR_ENGINE=auto: the native engine, run by the pool for its extractor, where Tesseract is installed (CI installs it).
    assert.equal(s.reconciliation.ocr!.engine, nativeTesseractAvailable() ? 'native' : 'wasm');
    assert.equal(s.reconciliation.ocr!.unverified, 0, 'every amount and balance cell confirmed by the running balance');
    for (const t of s.transactions) {
      assert.ok(t.ocr && t.ocr.confidence !== null && t.ocr.confidence >= 0 && t.ocr.confidence <= 100, JSON.stringify(t));
      // A balance OCR lost entirely (restored by the running balance, `original` empty) has no words to be sure of.
      const lost = t.ocr.corrected?.field === 'balance' && t.ocr.corrected.original === '';
      assert.ok(
        t.ocr.cells.amount !== undefined && (lost || t.ocr.cells.balance !== undefined),
        `amount and balance cells found: ${JSON.stringify(t.ocr)}`,
      );
    }
  });

  it('given OCR=off when the scan is read then it is refused as scanned_document, as before OCR', async () => {
    await assert.rejects(readStatementPdf(scan.slice(), { ocr: { ...ON, enabled: false } }), (err: { code?: string; message?: string }) => {
      assert.equal(err.code, 'scanned_document');
      assert.match(err.message!, /page 1 is an image/);
      return true;
    });
  });

  it('given OCR=off in the service environment when the scan is extracted by the extractor pool then the extractor honours it: scanned_document', async () => {
    const saved = process.env.OCR;
    process.env.OCR = 'off';
    const off = createExtractionPool({ size: 1 });
    try {
      await assert.rejects(extractFromPdf(scan, { pool: off }), (err: { code?: string; message?: string }) => {
        assert.equal(err.code, 'scanned_document');
        assert.match(err.message!, /OCR=off/);
        return true;
      });
    } finally {
      if (saved === undefined) delete process.env.OCR;
      else process.env.OCR = saved;
      await off.close();
    }
  });

  it('given a 2-page scan and OCR_MAX_PAGES=1 when read then it is refused as scan_too_long before any page is recognised', async () => {
    const two = await buildFixture(layoutById('highland-bank'), { name: 'ocr-highland-2p', pages: 2 });
    const scan2 = await scanPdf(two.pdf, { seed: 'two' });
    await assert.rejects(readStatementPdf(scan2.slice(), { ocr: { ...ON, maxPages: 1 } }), (err: { code?: string; message?: string }) => {
      assert.equal(err.code, 'scan_too_long');
      assert.match(err.message!, /scan of 2 pages; at most 1/);
      return true;
    });
  });

  it('given a per-page time limit the page cannot meet when read then it is refused as ocr_timeout', async () => {
    await assert.rejects(readStatementPdf(scan.slice(), { ocr: { ...ON, pageTimeoutMs: 50 } }), (err: { code?: string }) => {
      assert.equal(err.code, 'ocr_timeout');
      return true;
    });
  });

  it('given a typed (text-layer) statement when read with OCR on then OCR does not run and the reconciliation carries no OCR report', async () => {
    const s = await readStatementPdf(fixture.pdf.slice(), { ocr: ON });
    assert.equal(s.reconciliation.ocr, undefined);
    assert.deepEqual(s.transactions.map(key), fixture.truth.response!.transactions.map(key));
  });
});
