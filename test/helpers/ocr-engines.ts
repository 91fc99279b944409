import { nativeTesseractAvailable } from '../../src/ocr/native-tesseract';

/**
 * For tests of the native OCR engine: passes where `tesseract` (and its English model) is installed. Under CI
 * (`.ci/run` installs `tesseract-ocr tesseract-ocr-eng`) its absence fails the test; elsewhere the test is
 * marked pending, visibly, for a developer without the apt package.
 */
export function requireNativeTesseract(ctx: Mocha.Context): void {
  if (nativeTesseractAvailable()) return;
  if (process.env.CI === 'true')
    throw new Error('native Tesseract is not installed (apt-get install tesseract-ocr tesseract-ocr-eng; .ci/run does it)');
  ctx.skip();
}
