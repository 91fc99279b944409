export type ExtractionErrorCode = 'unrecognised_format' | 'no_transactions' | 'scanned_document' | 'scan_too_long' | 'ocr_timeout';

const MESSAGES: Record<ExtractionErrorCode, string> = {
  unrecognised_format: 'No transaction table was found in the statement.',
  no_transactions: 'The statement has a transaction table but no transactions.',
  scanned_document: 'The document is a scan: its pages are images with no text layer.',
  scan_too_long: 'The document is a scan with more pages than OCR reads (OCR_MAX_PAGES).',
  ocr_timeout: 'A scanned page could not be read by OCR within its time limit.',
};

/** A named failure of the extraction engine; match on `code`, not `instanceof`, across threads. */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';
  constructor(
    readonly code: ExtractionErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }
}

export function isExtractionErrorCode(value: unknown): value is ExtractionErrorCode {
  return typeof value === 'string' && value in MESSAGES;
}
