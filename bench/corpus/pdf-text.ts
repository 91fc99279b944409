import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `pdftotext -layout` (poppler-utils) of a PDF, the truth builder's independent text source. */
export function pdftotextLayout(file: string, password?: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', ...(password ? ['-upw', password] : []), file, '-'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

export function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A scan's text, read by tesseract (native, not the engine's OCR) page by page: 300 dpi images from
 * `pdftoppm`, one uniform block per page with the spaces between words kept, so the lines keep their
 * columns roughly as `pdftotext -layout` would. Pages are separated by form feeds. The truth built from
 * it is still proven only where the statement's arithmetic closes: a misread figure breaks its link.
 */
export function ocrLayout(file: string, password?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'truth-ocr-'));
  try {
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', ...(password ? ['-upw', password] : []), file, join(dir, 'page')], { stdio: 'ignore' });
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    return pages
      .map((p) =>
        execFileSync('tesseract', [join(dir, p), '-', '--psm', '6', '-c', 'preserve_interword_spaces=1'], {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      )
      .join('\f');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function hasTesseract(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
