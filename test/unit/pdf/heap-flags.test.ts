import assert from 'node:assert/strict';
import { heapFlags } from '../../../src/pdf/extractor-process';

describe('pdf/heapFlags (V8 heap of an extractor child, from PDF_MEMORY_MB)', () => {
  it('given the default 384 MiB cap when sized then a 288 MiB old generation and 16 MiB semi-spaces', () => {
    assert.deepEqual(heapFlags(384), ['--max-old-space-size=288', '--max-semi-space-size=16']);
  });

  it('given a larger cap when sized then both generations grow with it, the semi-space at most 64 MiB', () => {
    assert.deepEqual(heapFlags(768), ['--max-old-space-size=672', '--max-semi-space-size=32']);
    assert.deepEqual(heapFlags(4096), ['--max-old-space-size=4000', '--max-semi-space-size=64']);
  });

  it('given the minimum 160 MiB cap when sized then the old generation keeps 64 MiB and the semi-space 16', () => {
    assert.deepEqual(heapFlags(160), ['--max-old-space-size=64', '--max-semi-space-size=16']);
  });
});
