/**
 * Every error code the API answers with, its HTTP status and what it means. The OpenAPI document lists
 * them per operation (`errorResponses`) and in one table; a code missing here cannot be documented.
 */
export const ERROR_CODES: Record<string, { status: number; meaning: string }> = {
  bad_request: { status: 400, meaning: 'The request could not be parsed' },
  malformed_multipart: { status: 400, meaning: 'The multipart/form-data body is malformed' },
  multipart_required: { status: 400, meaning: 'The request must be multipart/form-data' },
  unexpected_file_field: { status: 400, meaning: 'A file was sent in a field this endpoint does not take' },
  invalid_field: { status: 400, meaning: 'A text field was repeated or is not text' },
  file_required: { status: 400, meaning: 'The PDF file field is missing' },
  empty_file: { status: 400, meaning: 'The uploaded file is empty' },
  not_a_pdf: { status: 400, meaning: 'The file is not a PDF document' },
  password_required: { status: 400, meaning: 'The PDF is encrypted and no password was sent' },
  password_incorrect: { status: 400, meaning: 'The password does not open the PDF' },
  invalid_password: { status: 400, meaning: 'The password field is longer than allowed' },
  corrupt_pdf: { status: 400, meaning: 'The PDF is damaged or unreadable' },
  unrecognised_format: { status: 400, meaning: 'No transaction table could be read; the message says what was found and what failed' },
  scanned_document: {
    status: 400,
    meaning: 'The PDF is a scan: its pages are images with no text layer (and OCR is off: OCR=off); the message names the pages',
  },
  no_transactions: { status: 400, meaning: 'The transaction table is present but empty' },
  invalid_callback_url: { status: 400, meaning: 'callback_url is not an allowed http(s) URL (scheme, credentials, private address, length)' },
  files_required: { status: 400, meaning: 'No file in the repeated "files" field' },
  callback_url_required: { status: 400, meaning: 'callback_url is required for a combined analysis' },
  invalid_passwords: { status: 400, meaning: '"passwords" is not a JSON array of strings' },
  passwords_mismatch: { status: 400, meaning: '"passwords" does not have one entry per file' },
  fullname_required: { status: 400, meaning: 'The legacy endpoint needs a non-blank "fullname"' },
  invalid_fullname: { status: 400, meaning: '"fullname" is longer than 200 characters' },
  invalid_cursor: { status: 400, meaning: 'Ledger "after" is not a sequence number (integer >= -1), or "before" not one (integer >= 0)' },
  invalid_order: { status: 400, meaning: 'Ledger "order" is neither "asc" nor "desc"' },
  invalid_limit: { status: 400, meaning: 'Ledger "limit" is not an integer from 1 to 500' },
  unauthorized: { status: 401, meaning: 'Missing, malformed, invalid or revoked Bearer token' },
  too_many_auth_failures: {
    status: 429,
    meaning:
      'Too many failed authentications from your address (AUTH_FAILURES_PER_ADDRESS) or against your organisation (AUTH_FAILURES_PER_ORG): retry after Retry-After seconds',
  },
  insufficient_credits: { status: 402, meaning: 'The organisation has no available credit' },
  not_found: { status: 404, meaning: 'No such route, or the task is unknown, belongs to another organisation or has expired' },
  scan_too_long: { status: 413, meaning: 'The PDF is a scan with more scanned pages than OCR_MAX_PAGES' },
  ocr_timeout: { status: 422, meaning: 'A scanned page could not be read by OCR within OCR_PAGE_TIMEOUT_MS' },
  file_too_large: { status: 413, meaning: 'A file or the whole body is above MAX_UPLOAD_BYTES' },
  too_many_files: { status: 413, meaning: 'More files than MAX_FILES_PER_COMBINED' },
  form_too_large: { status: 413, meaning: 'A form field, or the number of fields, is above the parser limits' },
  too_many_pages: { status: 413, meaning: 'The PDF has more pages than MAX_PAGES' },
  document_too_complex: {
    status: 422,
    meaning: 'Reading the PDF passed PDF_MEMORY_MB of memory or PDF_TIMEOUT_MS of time (e.g. a decompression bomb)',
  },
  too_many_uploads: {
    status: 429,
    meaning: 'UPLOADS_PER_ORG uploads (or UPLOAD_BYTES_PER_ORG bytes) of your organisation are in progress: retry after Retry-After seconds',
  },
  server_busy: {
    status: 503,
    meaning: 'UPLOADS_TOTAL uploads (or UPLOAD_BYTES_TOTAL bytes) are in progress on this server: retry after Retry-After seconds',
  },
  body_timeout: { status: 408, meaning: 'No byte of the upload arrived for UPLOAD_IDLE_TIMEOUT_MS' },
  storage_full: { status: 507, meaning: 'The data directory has no space left: nothing was charged or kept; retry after Retry-After seconds' },
  busy: { status: 429, meaning: 'PDF_QUEUE_PER_ORG of your documents are already waiting to be read: retry after Retry-After seconds' },
  extraction_unavailable: {
    status: 503,
    meaning: 'The PDF reader kept failing on this document (not the document’s fault): retry after Retry-After seconds',
  },
  invalid_format: { status: 400, meaning: 'Export "format" is not csv, xlsx or json' },
  csrf_rejected: { status: 403, meaning: 'A cookie-authenticated state-changing request lacks "X-BSA-CSRF: 1" or comes from another origin' },
  task_processing: { status: 409, meaning: 'The task has no outcome yet, so its callback cannot be sent again' },
  task_expired: { status: 409, meaning: 'The task has expired: its result and callback are deleted' },
  callback_not_requested: { status: 409, meaning: 'The task was submitted without a callback_url' },
  redelivery_in_progress: { status: 409, meaning: 'A redelivery of this task’s callback is already running' },
  task_not_completed: { status: 409, meaning: 'The task is processing or failed: only a completed task can be exported' },
  dashboard_not_built: { status: 503, meaning: 'The dashboard bundle is missing: run npm run build:web' },
  internal_error: { status: 500, meaning: 'Unexpected failure (retry with backoff); the request id is logged' },
  service_unavailable: {
    status: 503,
    meaning: 'The event store, blob store or workflow engine could not be reached: nothing was charged; retry after Retry-After seconds',
  },
  temporal_unreachable: { status: 503, meaning: 'Temporal (the workflow engine) did not answer (health check); retry after Retry-After seconds' },
  disk_space_low: {
    status: 503,
    meaning: 'The data directory has less free space than DATA_DIR_MIN_FREE_MB (health check); retry after Retry-After seconds',
  },
  datastore_unreachable: { status: 503, meaning: 'The event store did not answer (health check); retry with backoff' },
};

export function statusOf(code: string): number {
  const entry = ERROR_CODES[code];
  if (!entry) throw new Error(`error code "${code}" is not in src/http/openapi/error-codes.ts`);
  return entry.status;
}
