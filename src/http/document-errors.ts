import { HttpError } from './errors';

/**
 * Maps the extraction engine's named errors (matched on `code`, since they may cross a worker-thread
 * boundary where `instanceof` fails) to HTTP errors. Messages never contain the password or document text.
 */
const DOCUMENT_ERRORS: Record<string, { status: number; message: string }> = {
  not_a_pdf: { status: 400, message: 'The file is not a PDF document' },
  password_required: { status: 400, message: 'The PDF is password-protected: send its password in the "password" field' },
  password_incorrect: { status: 400, message: 'The password does not open this PDF' },
  corrupt_pdf: { status: 400, message: 'The PDF is damaged or in an unrecognisable format' },
  unrecognised_format: { status: 400, message: 'No transaction table was recognised in this document' },
  no_transactions: { status: 400, message: 'The statement contains no transactions' },
  too_many_pages: { status: 413, message: 'The PDF has more pages than the maximum allowed' },
  timeout: { status: 422, message: 'The PDF took too long to process' },
  empty_file: { status: 400, message: 'The uploaded file is empty' },
};

export function documentErrorCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in DOCUMENT_ERRORS ? code : null;
}

/** The HTTP error for a document error, or null when `err` is something else (an internal failure). */
export function toDocumentHttpError(err: unknown, fileLabel?: string): HttpError | null {
  const code = documentErrorCode(err);
  if (!code) return null;
  const { status } = DOCUMENT_ERRORS[code]!;
  const message = engineMessage(err) ?? DOCUMENT_ERRORS[code]!.message;
  return new HttpError(status, code, fileLabel ? `${fileLabel}: ${message}` : message);
}

/**
 * The extraction engine's own refusal message ("found 21 dated rows but could not place their
 * amounts"): counts and what failed, never document text, so it is safe to return.
 */
export function engineMessage(err: unknown): string | null {
  const e = err as { name?: unknown; message?: unknown } | null;
  return e?.name === 'ExtractionError' && typeof e.message === 'string' && e.message ? e.message : null;
}

/** Runs a document step (probe, extraction), turning document errors into precise HTTP errors naming the file. */
export async function documentStep<T>(fn: () => Promise<T>, fileLabel?: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toDocumentHttpError(err, fileLabel) ?? err;
  }
}
