import assert from 'node:assert/strict';
import { documentReadersFor } from '../../../src/roots/document-reader';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { flateBombPdf } from '../../helpers/hostile-pdfs';
import { peakTreeGrowth, processName } from '../../helpers/process-tree-memory';
import { mpesaStatement } from '../../helpers/statements';

/**
 * The service's tree is this process (the in-process API, with the test client in it: not separable, so
 * counted) and its extractor children. The shared Temporal dev server, a child of this process only because
 * the tests start it (test/helpers/temporal.ts), is not the service: its growth is reported, not counted.
 */
const measured = { leaveOut: (pid: number) => processName(pid) === 'temporal' };

/**
 * The figure: a 2.4 KB double-Flate bomb added 1.6 GB to the process. Now bounded by PDF_MEMORY_MB: the
 * tree may grow by the one extractor's limit plus a fixed 128 MB for the API's own buffers (512 MB when the
 * limit was 384 MB; the default is 640 MB since OCR needs it for a page image and the recogniser).
 */
const FIXED_OVERHEAD_MB = 128;
describe('extraction limits: decompression bombs through the API', function () {
  this.timeout(120_000);
  let stack: Stack;
  let bomb: Buffer;
  before(async () => {
    bomb = await flateBombPdf(1600);
    stack = await startStack({ worker: false });
  });
  after(async () => stack?.close());

  it('given a few-KB double-Flate bomb when sent to /transactions then 422 document_too_complex, no credit, and the service tree grows less than PDF_MEMORY_MB + 128 MB', async () => {
    const { orgId, token } = await stack.org(2);
    const {
      result: res,
      growthMb,
      leftOutGrowthMb,
    } = await peakTreeGrowth(() => stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bomb, 'bomb.pdf'), measured);
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.equal(res.body.error.code, 'document_too_complex');
    const bound = stack.config.pdfMemoryMb + FIXED_OVERHEAD_MB;
    assert.ok(growthMb < bound, `peak growth ${growthMb.toFixed(0)} MB, bound ${bound} MB`);
    console.log(
      `      bomb (${bomb.length} bytes, extractor memory limit: ${documentReadersFor(stack.config).memoryEnforcement}): peak growth of the service's process tree ${growthMb.toFixed(0)} MB (Temporal dev server, not counted: ${leftOutGrowthMb.toFixed(0)} MB)`,
    );
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [2, 0]);
  });

  it('given two bombs at once when sent then both 422 and the service still extracts a statement afterwards', async () => {
    const { orgId, token } = await stack.org(3);
    const send = () => stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bomb, 'bomb.pdf');
    const { result, growthMb, leftOutGrowthMb } = await peakTreeGrowth(() => Promise.all([send(), send()]), measured);
    assert.deepEqual(
      result.map((r) => r.body.error?.code),
      ['document_too_complex', 'document_too_complex'],
    );
    console.log(
      `      two bombs at once: peak growth of the service's process tree ${growthMb.toFixed(0)} MB (Temporal dev server, not counted: ${leftOutGrowthMb.toFixed(0)} MB)`,
    );
    const { bytes, truth } = await mpesaStatement(12);
    const ok = await stack.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bytes, 'ok.pdf');
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.transactions.length, truth.length);
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [2, 0]);
  });
});
