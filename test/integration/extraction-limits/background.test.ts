import assert from 'node:assert/strict';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { flateBombPdf } from '../../helpers/hostile-pdfs';
import { mpesaStatement } from '../../helpers/statements';
import { eventually } from '../../helpers/eventually';

/** The same limits on the background path: the probe opens the bomb without reading a page; the activity's extraction refuses it. */
describe('extraction limits: a decompression bomb in an asynchronous analysis', function () {
  this.timeout(180_000);
  let stack: Stack;
  before(async () => (stack = await startStack()));
  after(async () => stack?.close());

  it('given a bomb sent to /analysis when its task runs then it fails with document_too_complex’s message and the next task completes', async () => {
    const { token } = await stack.org(2);
    const outcome = async (pdf: Buffer) => {
      const accepted = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', pdf, 'statement.pdf');
      assert.equal(accepted.status, 202, JSON.stringify(accepted.body));
      return eventually(
        async () => (await stack.http.get(`/v1/api/analysis/${accepted.body.task_id}`).set(bearer(token))).body as { status: string; error?: string },
        (body) => body.status !== 'processing',
        120_000,
      );
    };
    const failed = await outcome(await flateBombPdf(1600));
    assert.equal(failed.status, 'failed', JSON.stringify(failed));
    assert.match(failed.error ?? '', /needs more memory or time than one document is allowed/);
    const next = await outcome((await mpesaStatement(12)).bytes);
    assert.equal(next.status, 'completed', JSON.stringify(next));
  });
});
