import type { Config } from '../config';
import { createDocumentReaders, documentReaderSettings, type DocumentReaders } from '../documents';
import { instrumentReader } from '../observability/instrument-reader';

const built = new WeakMap<Config, DocumentReaders>();

/**
 * The process's document readers for a configuration: one pool of extractor processes sized and limited
 * by it (`PDF_WORKERS`, `PDF_TIMEOUT_MS`, `PDF_MEMORY_MB`, `PDF_MEMORY_CGROUP`, `PDF_QUEUE_PER_ORG`, `MAX_PAGES`), shared by
 * the API and the worker of one process, with extraction duration and pages/second recorded (metrics).
 */
export function documentReadersFor(config: Config): DocumentReaders {
  const existing = built.get(config);
  if (existing) return existing;
  const plain = createDocumentReaders(documentReaderSettings(config));
  const readers: DocumentReaders = { ...plain, sync: instrumentReader(plain.sync), background: instrumentReader(plain.background) };
  built.set(config, readers);
  return readers;
}

/** Stops the extractor processes of `config`'s readers (graceful shutdown); idle children never hold a process open. */
export async function closeDocumentReaders(config: Config): Promise<void> {
  await built.get(config)?.close();
  built.delete(config);
}
