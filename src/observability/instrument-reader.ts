import type { ExtractedStatement } from '../domain/statement';
import { extractionDuration, extractionPages, extractionPagesPerSecond } from './metrics';

type Extract<O> = (bytes: Uint8Array, options: O) => Promise<ExtractedStatement>;

/** Wraps an extraction function: duration by outcome, pages and pages per second of each document. */
export function instrumentExtract<O>(extract: Extract<O>): Extract<O> {
  return async (bytes, options) => {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const statement = await extract(bytes, options);
      const s = seconds();
      extractionDuration.observe({ outcome: 'ok' }, s);
      const pages = statement.document?.pages ?? 0;
      if (pages > 0) {
        extractionPages.inc(pages);
        extractionPagesPerSecond.observe(pages / Math.max(s, 1e-6));
      }
      return statement;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      extractionDuration.observe({ outcome: typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : 'error' }, seconds());
      throw err;
    }
  };
}

/** The same reader with its `extract` instrumented (`probe` only opens the PDF: not an extraction). */
export function instrumentReader<O, R extends { extract: Extract<O> }>(reader: R & { extract: Extract<O> }): R {
  return { ...reader, extract: instrumentExtract<O>(reader.extract) };
}
