/**
 * The one catalogue of document errors: every code a PDF upload or a task document can end with, its
 * HTTP status and the message shown to the client. The HTTP layer (`src/http/document-errors.ts`) and
 * the activities both read it. Codes are matched on the error's `code` property, never `instanceof`:
 * errors cross process and Temporal boundaries. Messages never carry a password or document text.
 */
export interface DocumentErrorEntry {
  status: number;
  message: string;
  /**
   * Not the customer's document but our capacity (`busy`, `extraction_unavailable`): worth retrying,
   * answered with `Retry-After` this many seconds on HTTP, retried by Temporal in activities.
   */
  retryAfterSeconds?: number;
}

export const DOCUMENT_ERRORS = {
  not_a_pdf: { status: 400, message: 'The file is not a PDF document' },
  empty_file: { status: 400, message: 'The uploaded file is empty' },
  password_required: { status: 400, message: 'The PDF is password-protected: send its password in the "password" field' },
  password_incorrect: { status: 400, message: 'The password does not open this PDF' },
  corrupt_pdf: { status: 400, message: 'The PDF is damaged or in an unrecognisable format' },
  unrecognised_format: { status: 400, message: 'No transaction table was recognised in this document' },
  scanned_document: { status: 400, message: 'The document is a scan (its pages are images with no text layer): send the PDF the bank issued' },
  no_transactions: { status: 400, message: 'The statement contains no transactions' },
  too_many_pages: { status: 413, message: 'The PDF has more pages than the maximum allowed' },
  scan_too_long: { status: 413, message: 'The document is a scan with more pages than OCR reads (OCR_MAX_PAGES)' },
  ocr_timeout: { status: 422, message: 'A scanned page could not be read by OCR within its time limit' },
  document_too_complex: { status: 422, message: 'Reading the PDF needs more memory or time than one document is allowed' },
  busy: { status: 429, message: 'Too many of your documents are waiting to be read: retry shortly', retryAfterSeconds: 5 },
  extraction_unavailable: { status: 503, message: 'The PDF reader is temporarily unavailable: retry later', retryAfterSeconds: 30 },
} as const satisfies Record<string, DocumentErrorEntry>;

export type DocumentErrorCode = keyof typeof DOCUMENT_ERRORS;

function codeOf(err: unknown): DocumentErrorCode | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(DOCUMENT_ERRORS, code) ? (code as DocumentErrorCode) : null;
}

/**
 * The code of a failure caused by the document itself (permanent: retrying the same file gives the
 * same answer), or null, also for capacity errors (`busy`, `extraction_unavailable`), which are ours.
 */
export function documentErrorCode(err: unknown): DocumentErrorCode | null {
  const code = codeOf(err);
  return code && !isRetryableCode(code) ? code : null;
}

/** Any catalogued code, capacity errors included (the HTTP layer answers all of them). */
export function readerErrorCode(err: unknown): DocumentErrorCode | null {
  return codeOf(err);
}

export function isRetryableCode(code: DocumentErrorCode): boolean {
  return (DOCUMENT_ERRORS[code] as DocumentErrorEntry).retryAfterSeconds !== undefined;
}

/**
 * The extraction engine's own refusal message ("found 21 dated rows but could not place their
 * amounts"): counts and what failed, never document text, so it is safe to return.
 */
export function engineMessage(err: unknown): string | null {
  const e = err as { name?: unknown; message?: unknown } | null;
  return e?.name === 'ExtractionError' && typeof e.message === 'string' && e.message ? e.message : null;
}

const TASK_MESSAGES: Partial<Record<DocumentErrorCode, (which: string) => string>> = {
  password_required: (w) => `The PDF (${w}) is password-protected and no password was given`,
  password_incorrect: (w) => `The password does not open the PDF (${w})`,
  not_a_pdf: (w) => `The file (${w}) is not a PDF document`,
  empty_file: (w) => `The file (${w}) is empty`,
  corrupt_pdf: (w) => `The PDF (${w}) is damaged or in an unrecognisable format`,
  unrecognised_format: (w) => `No bank or mobile-money statement was recognised in the PDF (${w})`,
  scanned_document: (w) => `The PDF (${w}) is a scan: its pages are images with no text layer`,
  no_transactions: (w) => `The statement (${w}) contains no transactions to analyse`,
  too_many_pages: (w) => `The PDF (${w}) has more pages than the maximum allowed`,
  scan_too_long: (w) => `The PDF (${w}) is a scan with more pages than OCR reads`,
  ocr_timeout: (w) => `A scanned page of the PDF (${w}) could not be read by OCR in time`,
  document_too_complex: (w) => `Reading the PDF (${w}) needs more memory or time than one document is allowed`,
};

/** The failure message of a task whose document `index` (0-based) failed with `code`. */
export function failureMessage(code: string, index: number, detail: string | null = null): string {
  const which = `document ${index + 1}`;
  if (detail && (code === 'unrecognised_format' || code === 'scanned_document')) return `The statement (${which}) could not be read: ${detail}`;
  // `timeout` was the code of the time budget before `document_too_complex`; recorded tasks may carry it.
  if (code === 'timeout') return `The PDF (${which}) took too long to process`;
  return TASK_MESSAGES[code as DocumentErrorCode]?.(which) ?? `The PDF (${which}) could not be processed`;
}
