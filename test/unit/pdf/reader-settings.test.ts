import assert from 'node:assert/strict';
import { loadConfig } from '../../../src/config';
import { documentReaderSettings } from '../../../src/documents';

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

  it('given no PDF settings when loaded then the documented defaults', () => {
    assert.deepEqual(documentReaderSettings(loadConfig({})), {
      workers: 2,
      timeoutMs: 60_000,
      memoryMb: 640,
      memoryCgroup: 'auto',
      queuePerOrg: 4,
      warm: 1,
      maxPages: 2000,
    });
  });

  it('given PDF_MEMORY_CGROUP other than auto or off when loaded then a configuration error names it', () => {
    assert.throws(() => loadConfig({ PDF_MEMORY_CGROUP: 'on' }), /PDF_MEMORY_CGROUP must be auto or off/);
  });
});
