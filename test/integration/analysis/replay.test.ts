import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { temporal } from '@temporalio/proto';
import { startStack, bearer } from '../../helpers/stack';
import { bankStatement, letterPdf } from '../../helpers/statements';
import { sharedWorkflowBundle } from '../../helpers/temporal';

const DIR = path.join(__dirname, '..', '..', 'fixtures', 'histories');

/**
 * Determinism guard: recorded histories of real runs (committed under test/fixtures/histories) are replayed
 * against the current workflow code; a change that breaks determinism fails here, not in production.
 * `RECORD_HISTORIES=1` re-records them from fresh runs on the dev server.
 */
describe('workflow replay over recorded histories', function () {
  this.timeout(180_000);

  before(async function () {
    if (process.env.RECORD_HISTORIES !== '1') return;
    const stack = await startStack({ env: { TASK_TTL_SECONDS: '2' } });
    try {
      const { token } = await stack.org(5);
      const cases: [string, Buffer][] = [
        ['completed', (await bankStatement(8)).bytes],
        ['failed', await letterPdf()],
      ];
      for (const [name, bytes] of cases) {
        const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf');
        const handle = stack.temporal.client.workflow.getHandle(res.body.task_id);
        await handle.result();
        const history = await handle.fetchHistory();
        fs.mkdirSync(DIR, { recursive: true });
        fs.writeFileSync(path.join(DIR, `analysis-${name}.json`), JSON.stringify(history, null, 1));
      }
    } finally {
      await stack.close();
    }
  });

  const files = fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((f) => f.endsWith('.json')) : [];

  it('has recorded histories to replay', () => {
    assert.ok(files.length >= 2, `expected recorded histories in ${DIR}`);
  });

  for (const file of files) {
    it(`replays ${file} deterministically`, async () => {
      const raw = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
      const history = temporal.api.history.v1.History.fromObject(raw);
      await Worker.runReplayHistory({ workflowBundle: await sharedWorkflowBundle() }, history, file);
    });
  }
});
