export type PoolErrorCode = 'document_too_complex' | 'extraction_unavailable' | 'busy';

const MESSAGES: Record<PoolErrorCode, string> = {
  document_too_complex: 'Reading the PDF needed more memory or time than one document is allowed.',
  extraction_unavailable: 'The PDF reader kept failing on this document; try again later.',
  busy: 'Too many documents of this organisation are waiting to be read; try again shortly.',
};

/**
 * A failure of the extractor pool rather than of the document's content: a resource budget ran out
 * (`document_too_complex`, the customer's file), the extractor kept dying (`extraction_unavailable`,
 * ours), or the organisation's queue is full (`busy`). Match on `code`, as with `PdfError`.
 */
export class PoolError extends Error {
  override readonly name = 'PoolError';
  constructor(
    readonly code: PoolErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }
}
