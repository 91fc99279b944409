import type { ExtractedStatement } from '../domain/statement';
import type { PdfProbe } from '../pdf/types';

export type { PdfProbe } from '../pdf/types';

export interface ReadOptions {
  password?: string;
  /** The organisation the document belongs to: its share of the extractors (per-organisation fairness). */
  orgId: string;
}

/**
 * Reads PDF statements, for the routes and the activities alike. Both calls reject with an error whose
 * `code` is in `DOCUMENT_ERRORS` (see `error-catalogue.ts`) when the document or a limit is the cause.
 */
export interface DocumentReader {
  /** Opens the PDF far enough to know it is one, that the password opens it and that its page count is allowed. */
  probe(bytes: Uint8Array, opts: ReadOptions): Promise<PdfProbe>;
  extract(bytes: Uint8Array, opts: ReadOptions): Promise<ExtractedStatement>;
}
