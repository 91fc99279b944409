/** A page's recognition overran its time limit (either engine). */
export class OcrTimeoutError extends Error {
  override readonly name = 'OcrTimeoutError';
}

/** True for an `OcrTimeoutError`, also one rebuilt from plain data after crossing a process boundary. */
export function isOcrTimeout(err: unknown): boolean {
  return err instanceof OcrTimeoutError || (err as { name?: unknown } | null)?.name === 'OcrTimeoutError';
}
