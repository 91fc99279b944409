import { HttpError } from './errors';
import { DOCUMENT_ERRORS, engineMessage, readerErrorCode, type DocumentErrorEntry } from '../documents/error-catalogue';

/**
 * The HTTP error for a catalogued document error (`src/documents/error-catalogue.ts`), or null when
 * `err` is something else (an internal failure). Capacity errors carry `Retry-After`.
 */
export function toDocumentHttpError(err: unknown, fileLabel?: string): HttpError | null {
  const code = readerErrorCode(err);
  if (!code) return null;
  const entry: DocumentErrorEntry = DOCUMENT_ERRORS[code];
  const message = engineMessage(err) ?? entry.message;
  const headers: Record<string, string> = entry.retryAfterSeconds !== undefined ? { 'Retry-After': String(entry.retryAfterSeconds) } : {};
  return new HttpError(entry.status, code, fileLabel ? `${fileLabel}: ${message}` : message, headers);
}

/** Runs a document step (probe, extraction), turning document errors into precise HTTP errors naming the file. */
export async function documentStep<T>(fn: () => Promise<T>, fileLabel?: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toDocumentHttpError(err, fileLabel) ?? err;
  }
}
