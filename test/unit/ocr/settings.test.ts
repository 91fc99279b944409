import assert from 'node:assert/strict';
import { ocrSettings, recognisersWithin } from '../../../src/ocr/settings';
import { loadConfig } from '../../../src/config';

describe('ocr/settings (pages recognised at once, bounded by the extractor memory cap)', () => {
  it('given the default 640 MiB cap then 2 recognisers fit; below it 1; never fewer than 1 nor more than asked', () => {
    assert.equal(recognisersWithin(640, 2), 2);
    assert.equal(recognisersWithin(639, 2), 1);
    assert.equal(recognisersWithin(160, 4), 1);
    assert.equal(recognisersWithin(2048, 3), 3);
  });

  it('given native Tesseract (about 60 MiB a page, a process of its own) then more pages fit the same cap', () => {
    assert.equal(recognisersWithin(640, 4, 'native'), 4);
    assert.equal(recognisersWithin(384, 4, 'native'), 1);
  });

  it('given OCR_WORKERS=4, PDF_MEMORY_MB=640 and OCR_ENGINE=wasm then the settings ask for 2 tesseract.js recognisers', () => {
    const s = ocrSettings({ ocr: 'on', ocrMaxPages: 20, ocrPageTimeoutMs: 20_000, ocrWorkers: 4, pdfMemoryMb: 640, ocrEngine: 'wasm' });
    assert.equal(s.workers, 2);
    assert.equal(s.enabled, true);
    assert.equal(s.engine, 'wasm');
  });

  it('given OCR_ENGINE=native then the settings name the native engine', () => {
    assert.equal(
      ocrSettings({ ocr: 'on', ocrMaxPages: 20, ocrPageTimeoutMs: 20_000, ocrWorkers: 2, pdfMemoryMb: 640, ocrEngine: 'native' }).engine,
      'native',
    );
  });

  it('given no OCR_NATIVE_MODEL then the native model is auto (fast, best_int again where the balance breaks); best_int and fast are taken as set; anything else is refused', () => {
    assert.equal(loadConfig({}).ocrNativeModel, 'auto');
    assert.equal(ocrSettings({ ...loadConfig({}), ocrEngine: 'native' }).nativeModel, 'auto');
    assert.equal(loadConfig({ OCR_NATIVE_MODEL: 'best_int' }).ocrNativeModel, 'best_int');
    assert.equal(loadConfig({ OCR_NATIVE_MODEL: 'fast' }).ocrNativeModel, 'fast');
    assert.throws(() => loadConfig({ OCR_NATIVE_MODEL: 'best' }), /auto, best_int or fast/);
  });
});
