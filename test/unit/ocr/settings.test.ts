import assert from 'node:assert/strict';
import { ocrSettings, recognisersWithin } from '../../../src/ocr/settings';

describe('ocr/settings (pages recognised at once, bounded by the extractor memory cap)', () => {
  it('given the default 640 MiB cap then 2 recognisers fit; below it 1; never fewer than 1 nor more than asked', () => {
    assert.equal(recognisersWithin(640, 2), 2);
    assert.equal(recognisersWithin(639, 2), 1);
    assert.equal(recognisersWithin(160, 4), 1);
    assert.equal(recognisersWithin(2048, 3), 3);
  });

  it('given OCR_WORKERS=4 and PDF_MEMORY_MB=640 then the settings ask for 2', () => {
    const s = ocrSettings({ ocr: 'on', ocrMaxPages: 20, ocrPageTimeoutMs: 20_000, ocrWorkers: 4, pdfMemoryMb: 640 });
    assert.equal(s.workers, 2);
    assert.equal(s.enabled, true);
  });
});
