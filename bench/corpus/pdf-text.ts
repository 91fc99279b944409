import { execFileSync } from 'node:child_process';

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
