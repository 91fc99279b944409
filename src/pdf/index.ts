import { ExtractorPool, type ExtractorPoolOptions } from './extractor-pool';

export { PdfError, type PdfErrorCode } from './errors';
export { PoolError, type PoolErrorCode } from './pool-errors';
export {
  ExtractorPool,
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_QUEUE_PER_ORG,
  DEFAULT_TIMEOUT_MS,
  defaultReviveError,
  type ChildEvent,
  type ExtractorPoolOptions,
  type PoolEvent,
  type RunOptions,
} from './extractor-pool';
export type { SerializedError } from './extractor-process';
export type { Lane } from './fair-queue';
export { readPdfText } from './read-pdf-text';
export { looksLikePdf } from './sniff';
export type { PdfPage, PdfProbe, PdfText, PdfTextItem, ReadPdfOptions } from './types';

/** A pool whose children run the PDF adapter's own tasks (probe, text) and nothing else. */
export function createPdfPool(opts: Omit<ExtractorPoolOptions, 'handlerModule'> = {}): ExtractorPool {
  return new ExtractorPool({ ...opts, handlerModule: require.resolve('./worker-tasks') });
}

/** One copy into a fresh Uint8Array of exactly the document's size (the caller may hold a slice of a larger buffer). */
export function exactBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}
