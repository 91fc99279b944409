import assert from 'node:assert/strict';
import { loadConfig } from '../../../src/config';
import { documentReaderSettings } from '../../../src/documents';

const GIB = 1024 ** 3;

describe('documents/documentReaderSettings', () => {
  it('given the PDF settings in the environment when loaded then each reaches the extractor pool’s settings', () => {
    const config = loadConfig({
      PDF_WORKERS: '3',
      PDF_TIMEOUT_MS: '45000',
      PDF_MEMORY_MB: '512',
      PDF_MEMORY_CGROUP: 'off',
      PDF_QUEUE_PER_ORG: '6',
      PDF_WARM: '2',
      MAX_PAGES: '900',
    });
    assert.deepEqual(documentReaderSettings(config), {
      workers: 3,
      timeoutMs: 45_000,
      memoryMb: 512,
      memoryCgroup: 'off',
      queuePerOrg: 6,
      warm: 2,
      maxPages: 900,
    });
  });

  it('given no PDF settings when loaded then the documented defaults, whatever the host', () => {
    assert.deepEqual(documentReaderSettings(loadConfig({}, () => ({ cores: 16, memoryBytes: 64 * GIB }))), {
      workers: 2,
      timeoutMs: 60_000,
      memoryMb: 640,
      memoryCgroup: 'auto',
      queuePerOrg: 4,
      warm: 1,
      maxPages: 2000,
    });
  });

  it('given PDF_WORKERS=auto when loaded then the extractors follow the host: cores + 1, within half its memory at PDF_MEMORY_MB each', () => {
    const workers = (env: Record<string, string>, cores: number, gib: number) =>
      loadConfig({ PDF_WORKERS: 'auto', ...env }, () => ({ cores, memoryBytes: gib * GIB })).pdfWorkers;
    assert.equal(workers({}, 2, 24), 3);
    assert.equal(workers({}, 8, 64), 9);
    assert.equal(workers({}, 8, 4), 3); // 2 GiB for extractors: three of 640 MiB
    assert.equal(workers({ PDF_MEMORY_MB: '1024' }, 8, 4), 2);
    assert.equal(workers({}, 1, 0.5), 1); // never none
  });

  it('given a number for PDF_WORKERS when loaded then it is used whatever the host, and anything else is refused', () => {
    assert.equal(loadConfig({ PDF_WORKERS: '1' }, () => ({ cores: 16, memoryBytes: 64 * GIB })).pdfWorkers, 1);
    assert.equal(loadConfig({ PDF_WORKERS: '7' }, () => ({ cores: 1, memoryBytes: 1 * GIB })).pdfWorkers, 7);
    assert.throws(() => loadConfig({ PDF_WORKERS: 'many' }), /PDF_WORKERS must be an integer >= 1/);
  });

  it('given PDF_MEMORY_CGROUP other than auto or off when loaded then a configuration error names it', () => {
    assert.throws(() => loadConfig({ PDF_MEMORY_CGROUP: 'on' }), /PDF_MEMORY_CGROUP must be auto or off/);
  });
});
