import assert from 'node:assert/strict';
import { readStatementPdf } from '../../../src/ocr/read-statement';
import { OCR_DPI, type OcrSettings } from '../../../src/ocr/settings';
import { terminateRecogniser } from '../../../src/ocr/tesseract';
import type { ExtractedStatement } from '../../../src/domain/statement';
import { buildFixture, layoutById } from '../../fixtures';
import { scanPdf } from '../../fixtures/lib/scan';
import { requireNativeTesseract } from '../../helpers/ocr-engines';

const ON: OcrSettings = { enabled: true, maxPages: 20, pageTimeoutMs: 600_000, dpi: OCR_DPI, workers: 2, engine: 'wasm' };
const NATIVE: OcrSettings = { ...ON, engine: 'native' };

type Row = { date: string; amount: number; type: string; balance: number | null };
const key = (t: Row) => `${t.date} ${t.amount} ${t.type} ${t.balance}`;

/** Rows exact on (date, amount, type, balance), as a multiset: a lost or extra row costs only itself. */
function exactRows(got: ExtractedStatement, want: Row[]): number {
  const left = new Map<string, number>();
  for (const t of want) left.set(key(t), (left.get(key(t)) ?? 0) + 1);
  let exact = 0;
  for (const t of got.transactions) {
    const n = left.get(key(t)) ?? 0;
    if (n > 0) {
      exact++;
      left.set(key(t), n - 1);
    }
  }
  return exact;
}

/** The worst outcome is a confident wrong answer: `reconciled` only when every row is exact. */
function honest(s: ExtractedStatement, want: Row[]): void {
  if (s.reconciliation.verdict === 'reconciled')
    assert.deepEqual(s.transactions.map(key), want.map(key), 'a scan answered reconciled has every row exact');
}

describe('ocr: phone photos, shaded headers and mixed documents (typed pages beside scanned ones)', function () {
  this.timeout(900_000);
  after(() => terminateRecogniser());

  for (const [engine, settings] of [
    ['tesseract.js', ON],
    ['native Tesseract', NATIVE],
  ] as const) {
    it(`given a phone photo of a printed statement (perspective, uneven light, 1.2° skew, JPEG 60) when read by ${engine} then at least 90% of rows are exact and it is never reconciled while wrong`, async function () {
      if (settings.engine === 'native') requireNativeTesseract(this);
      const fixture = await buildFixture(layoutById('highland-bank'), { name: 'ocr-photo', pages: 1 });
      const photo = await scanPdf(fixture.pdf, { perspective: 0.02, shadow: 0.45, jpegQuality: 60, skewDegrees: 1.2, seed: 'ocr-photo' });
      const s = await readStatementPdf(photo.slice(), { ocr: settings });
      const want = fixture.truth.response!.transactions;
      assert.ok(exactRows(s, want) >= 0.9 * want.length, `${exactRows(s, want)} of ${want.length} rows exact`);
      assert.deepEqual(s.reconciliation.ocr?.pages, [1]);
      honest(s, want);
    });
  }

  // The native engine's reading of this page is the OCR_NATIVE_MODEL=auto test below (its default model setting).
  it('given a scan whose table header is printed on a shaded band and whose balances carry a ₦ sign when read by tesseract.js then at least 95% of rows are exact', async function () {
    const fixture = await buildFixture(layoutById('lagos-bank'), { name: 'ocr-lagos', pages: 1 });
    const scan = await scanPdf(fixture.pdf, { seed: 'bench-lagos-bank' });
    const s = await readStatementPdf(scan.slice(), { ocr: ON });
    const want = fixture.truth.response!.transactions;
    assert.ok(exactRows(s, want) >= 0.95 * want.length, `${exactRows(s, want)} of ${want.length} rows exact`);
    honest(s, want);
  });

  it('given the ₦ scan (shaded header) when read by native Tesseract with OCR_NATIVE_MODEL=auto then the rows the fast model leaves broken are read again with best_int, said so, and at least 95% of rows are exact', async function () {
    requireNativeTesseract(this);
    const fixture = await buildFixture(layoutById('lagos-bank'), { name: 'ocr-lagos', pages: 1 });
    const scan = await scanPdf(fixture.pdf, { seed: 'bench-lagos-bank' });
    const want = fixture.truth.response!.transactions;
    const fast = await readStatementPdf(scan.slice(), { ocr: { ...NATIVE, nativeModel: 'fast' } });
    assert.ok(fast.reconciliation.balance_breaks.length > 0, 'the fast model alone leaves breaks on this page');
    const auto = await readStatementPdf(scan.slice(), { ocr: { ...NATIVE, nativeModel: 'auto' } });
    assert.ok(
      auto.reconciliation.warnings.includes('the rows where the running balance broke on page 1 were read again by OCR with the more accurate model'),
      auto.reconciliation.warnings.join('; '),
    );
    assert.ok(auto.reconciliation.balance_breaks.length < fast.reconciliation.balance_breaks.length);
    assert.ok(exactRows(auto, want) >= 0.95 * want.length, `${exactRows(auto, want)} of ${want.length} rows exact`);
    honest(auto, want);
  });

  it('given a typed page 1 and a scanned page 2 when read then page 2 alone is OCR’d, the statement stays one account, and at least 97% of rows are exact', async () => {
    const fixture = await buildFixture(layoutById('highland-bank'), { name: 'ocr-mixed', pages: 2 });
    const mixed = await scanPdf(fixture.pdf, { pages: [2], seed: 'ocr-mixed' });
    const s = await readStatementPdf(mixed.slice(), { ocr: ON });
    const want = fixture.truth.response!.transactions;
    assert.deepEqual(s.reconciliation.ocr?.pages, [2]);
    assert.equal(s.accounts?.length ?? 1, 1, 'one account, not cut in two by a misread account number');
    assert.ok(s.details.some((d) => d.page === 1) && s.details.some((d) => d.page === 2), 'rows from both pages');
    assert.ok(exactRows(s, want) >= 0.97 * want.length, `${exactRows(s, want)} of ${want.length} rows exact`);
    honest(s, want);
  });
});
