import assert from 'node:assert/strict';
import { readStatementPdf } from '../../../src/ocr/read-statement';
import { OCR_DPI, type OcrSettings } from '../../../src/ocr/settings';
import { terminateRecogniser } from '../../../src/ocr/tesseract';
import { requireNativeTesseract } from '../../helpers/ocr-engines';
import { unmappedFontPdf } from '../../helpers/unmapped-font-pdf';
import { unmappedStatementText } from '../../helpers/unmapped-statement';

const ON: OcrSettings = { enabled: true, maxPages: 20, pageTimeoutMs: 600_000, dpi: OCR_DPI, workers: 1, engine: 'wasm' };
const NATIVE: OcrSettings = { ...ON, engine: 'native' };

describe('ocr: a statement printed in a font without a character map is read from its rendered page', function () {
  this.timeout(900_000);
  after(() => terminateRecogniser());

  for (const [engine, settings] of [
    ['tesseract.js', ON],
    ['native Tesseract', NATIVE],
  ] as const) {
    it(`given a PDF whose text layer holds glyph numbers (no image in it) when read by ${engine} then every row is read from the rendered page and the reconciliation says why OCR read it`, async function () {
      if (settings.engine === 'native') requireNativeTesseract(this);
      const { placed, rows } = unmappedStatementText();
      const s = await readStatementPdf(new Uint8Array(unmappedFontPdf([placed])), { ocr: settings });
      assert.deepEqual(
        s.transactions.map((t) => ({ date: t.date, amount: t.amount, type: t.type, balance: t.balance })),
        rows,
      );
      assert.equal(s.reconciliation.verdict, 'reconciled');
      assert.deepEqual(s.reconciliation.ocr?.pages, [1]);
      assert.ok(
        s.reconciliation.warnings.includes('page 1 prints its text in fonts without a character map and was read by OCR'),
        s.reconciliation.warnings.join('; '),
      );
    });
  }
});
