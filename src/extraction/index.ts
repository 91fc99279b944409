import type { ExtractedStatement } from '../domain/statement';
import { PdfError, WorkerPool, copyToBuffer, defaultReviveError, looksLikePdf, type PdfProbe, type SerializedError, type WorkerPoolOptions } from '../pdf';
import { ExtractionError, isExtractionErrorCode } from './errors';
import type { ExtractionTask } from './worker-tasks';

export { ExtractionError, type ExtractionErrorCode } from './errors';
export { extractStatement, type ExtractOptions } from './extract-statement';
export { PROFILES, detectProfile, genericProfile, type IssuerProfile } from './profiles';

export interface ExtractFromPdfOptions {
  password?: string;
  maxPages?: number;
  /** Defaults to a shared pool created on first use (see `closeExtractionPool`). */
  pool?: WorkerPool;
}

function reviveError(e: SerializedError): Error {
  if (e.name === 'ExtractionError' && isExtractionErrorCode(e.code)) return new ExtractionError(e.code, e.message || undefined);
  return defaultReviveError(e);
}

/** A worker pool that reads and extracts statements (and probes uploads). */
export function createExtractionPool(opts: Omit<WorkerPoolOptions, 'handlerModule' | 'reviveError'> = {}): WorkerPool {
  return new WorkerPool({ ...opts, handlerModule: require.resolve('./worker-tasks'), reviveError });
}

let shared: WorkerPool | undefined;

/** Terminates the shared pool (tests, graceful shutdown). The next call creates a new one. */
export async function closeExtractionPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.close();
}

/**
 * PDF bytes → statement, entirely inside a pool worker (pdf.js and the engine), so only the small
 * result crosses back. Rejects with `PdfError` (not_a_pdf, password_required, password_incorrect,
 * corrupt_pdf, too_many_pages, timeout) or `ExtractionError` (unrecognised_format, no_transactions).
 * The caller's bytes are copied once into a transferable buffer and stay usable.
 */
export async function extractFromPdf(bytes: Uint8Array, opts: ExtractFromPdfOptions = {}): Promise<ExtractedStatement> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_a_pdf');
  const pool = opts.pool ?? (shared ??= createExtractionPool());
  const buffer = copyToBuffer(bytes);
  const task: ExtractionTask = { kind: 'extract', buffer, password: opts.password, maxPages: opts.maxPages };
  return pool.run<ExtractedStatement>(task, [buffer]);
}

/** `probePdf` on the extraction pool, so the API needs one pool for both calls. */
export async function probeStatementPdf(bytes: Uint8Array, password?: string, pool?: WorkerPool): Promise<PdfProbe> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_a_pdf');
  const p = pool ?? (shared ??= createExtractionPool());
  const buffer = copyToBuffer(bytes);
  return p.run<PdfProbe>({ kind: 'probe', buffer, password } satisfies ExtractionTask, [buffer]);
}
