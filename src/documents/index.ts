import { createExtractionPool, extractFromPdf, probeStatementPdf } from '../extraction';
import { analyseCombined, analyseStatement } from '../analysis';
import type { Lane, PoolEvent } from '../pdf';
import type { DocumentReader } from './reader';
import type { StatementAnalyser } from '../../activities/analysis-activities';

export type { DocumentReader, ReadOptions, PdfProbe } from './reader';
export { DOCUMENT_ERRORS, documentErrorCode, readerErrorCode, engineMessage, failureMessage, type DocumentErrorCode } from './error-catalogue';

/** The extraction limits, as configured (`PDF_WORKERS`, `PDF_TIMEOUT_MS`, `PDF_MEMORY_MB`, `PDF_MEMORY_CGROUP`, `PDF_QUEUE_PER_ORG`, `PDF_WARM`, `MAX_PAGES`). */
export interface DocumentReaderSettings {
  workers: number;
  timeoutMs: number;
  memoryMb: number;
  /** `auto`: a kernel-enforced memory limit per extractor where the host allows it (see `src/pdf/memory-cgroup.ts`); `off`: the watchdog alone. */
  memoryCgroup: 'auto' | 'off';
  queuePerOrg: number;
  /** Extractors kept started while idle (at boot and after one exits), so no request waits for one to start. */
  warm: number;
  maxPages: number;
  onEvent?: (event: PoolEvent) => void;
}

/**
 * One pool of extractor processes seen through two readers: `sync` for HTTP requests (bounded queue per
 * organisation, served first) and `background` for workflow activities (never refused; at most all but
 * one extractor, so a waiting client always gets the next free one).
 */
export interface DocumentReaders {
  sync: DocumentReader;
  background: DocumentReader;
  /** Sees every queued, refused, dispatched and dead job (logs, metrics, tests); returns the unsubscribe. */
  observe(listener: (event: PoolEvent) => void): () => void;
  /** Process ids of the live extractor children. */
  childPids(): number[];
  /** How each extractor's memory is bounded: its own memory cgroup (and the watchdog), or the watchdog alone. */
  readonly memoryEnforcement: 'cgroup v1' | 'cgroup v2' | 'watchdog';
  close(): Promise<void>;
}

export function createDocumentReaders(settings: DocumentReaderSettings): DocumentReaders {
  const listeners = new Set<(event: PoolEvent) => void>();
  if (settings.onEvent) listeners.add(settings.onEvent);
  const pool = createExtractionPool({
    size: settings.workers,
    timeoutMs: settings.timeoutMs,
    memoryLimitMb: settings.memoryMb,
    // undefined: the host's memory cgroup when usable (detected once per process); null: none.
    memoryCgroup: settings.memoryCgroup === 'off' ? null : undefined,
    maxQueuedPerOrg: settings.queuePerOrg,
    warm: settings.warm,
    onEvent: (event) => listeners.forEach((l) => l(event)),
  });
  const reader = (lane: Lane): DocumentReader => ({
    probe: (bytes, { password, orgId }) => probeStatementPdf(bytes, { password, orgId, lane, maxPages: settings.maxPages }, pool),
    extract: (bytes, { password, orgId }) => extractFromPdf(bytes, { password, orgId, lane, maxPages: settings.maxPages, pool }),
  });
  return {
    sync: reader('sync'),
    background: reader('background'),
    observe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    childPids: () => pool.childPids(),
    memoryEnforcement: pool.memoryEnforcement,
    close: () => pool.close(),
  };
}

/** The settings from the service configuration. */
export function documentReaderSettings(config: {
  pdfWorkers: number;
  pdfTimeoutMs: number;
  pdfMemoryMb: number;
  pdfMemoryCgroup: 'auto' | 'off';
  pdfQueuePerOrg: number;
  pdfWarm: number;
  maxPages: number;
}): DocumentReaderSettings {
  return {
    workers: config.pdfWorkers,
    timeoutMs: config.pdfTimeoutMs,
    memoryMb: config.pdfMemoryMb,
    memoryCgroup: config.pdfMemoryCgroup,
    queuePerOrg: config.pdfQueuePerOrg,
    warm: config.pdfWarm,
    maxPages: config.maxPages,
  };
}

export const statementAnalyser: StatementAnalyser = {
  analyseSingle: (statement) => analyseStatement(statement, { now: new Date() }),
  analyseCombined: (statements) => analyseCombined(statements, { now: new Date() }),
};
