import type { ExtractedStatement } from '../domain/statement';
import {
  ExtractorPool,
  PdfError,
  defaultReviveError,
  exactBytes,
  looksLikePdf,
  type ExtractorPoolOptions,
  type Lane,
  type PdfProbe,
  type SerializedError,
} from '../pdf';
import { loadConfig } from '../config';
import { ocrHostTools } from '../ocr/recognise-page';
import { PoolError } from '../pdf/pool-errors';
import { ExtractionError, isExtractionErrorCode } from './errors';
import type { ExtractionTask } from './worker-tasks';

export { ExtractionError, type ExtractionErrorCode } from './errors';
export { extractStatement, type ExtractOptions } from './extract-statement';
export { PROFILES, detectProfile, genericProfile, type IssuerProfile } from './profiles';

export interface ExtractFromPdfOptions {
  password?: string;
  /** Refuse documents with more pages (`too_many_pages`), counted from the page tree before any page is read. */
  maxPages?: number;
  /** Organisation the document belongs to (its own fair-queue share); default a shared anonymous one. */
  orgId?: string;
  lane?: Lane;
  /** Defaults to a shared pool created on first use (see `closeExtractionPool`). */
  pool?: ExtractorPool;
}

function reviveError(e: SerializedError): Error {
  if (e.name === 'ExtractionError' && isExtractionErrorCode(e.code)) return new ExtractionError(e.code, e.message || undefined);
  if (e.name === 'PoolError') return new PoolError(e.code as never);
  return defaultReviveError(e);
}

/** A pool of extractor processes that read and extract statements (and probe uploads). */
export function createExtractionPool(opts: Omit<ExtractorPoolOptions, 'handlerModule' | 'reviveError'> = {}): ExtractorPool {
  // Native Tesseract is started by the pool for its children, which may start no process (`host-tools.ts`).
  const tools = opts.tools ?? ocrHostTools(loadConfig().ocrEngine);
  return new ExtractorPool({ ...opts, tools, handlerModule: require.resolve('./worker-tasks'), reviveError });
}

let shared: ExtractorPool | undefined;

/** Terminates the shared pool (tests, benches). The next call creates a new one. */
export async function closeExtractionPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.close();
}

const ANONYMOUS = '-';

/**
 * PDF bytes → statement, entirely inside an extractor process (pdf.js and the engine), so only the
 * small result crosses back. Rejects with `PdfError` (not_a_pdf, password_required, password_incorrect,
 * corrupt_pdf, too_many_pages), `ExtractionError` (unrecognised_format, no_transactions) or `PoolError`
 * (document_too_complex, extraction_unavailable, busy). The caller's bytes are copied, never detached.
 */
export async function extractFromPdf(bytes: Uint8Array, opts: ExtractFromPdfOptions = {}): Promise<ExtractedStatement> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_a_pdf');
  const pool = opts.pool ?? (shared ??= createExtractionPool());
  const task: ExtractionTask = { kind: 'extract', bytes: exactBytes(bytes), password: opts.password, maxPages: opts.maxPages };
  return pool.run<ExtractedStatement>(task, { orgId: opts.orgId ?? ANONYMOUS, lane: opts.lane });
}

/** Opens the PDF in an extractor (password and page count checked) without reading any page. */
export async function probeStatementPdf(bytes: Uint8Array, opts: Omit<ExtractFromPdfOptions, 'pool'> = {}, pool?: ExtractorPool): Promise<PdfProbe> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_a_pdf');
  const p = pool ?? (shared ??= createExtractionPool());
  const task: ExtractionTask = { kind: 'probe', bytes: exactBytes(bytes), password: opts.password, maxPages: opts.maxPages };
  return p.run<PdfProbe>(task, { orgId: opts.orgId ?? ANONYMOUS, lane: opts.lane });
}
