import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs a composition root to its exit; `TEMPORAL_ADDRESS` and `DATABASE_URL` removed from its environment. */
function runRoot(root: string): Promise<{ code: number | null; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-root-'));
  const { TEMPORAL_ADDRESS: _a, DATABASE_URL: _d, ...env } = process.env;
  const child = spawn(process.execPath, ['-r', './scripts/register.js', root], { env: { ...env, DATA_DIR: dataDir } });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr });
    });
  });
}

describe('composition roots of the split process kinds', function () {
  this.timeout(60_000);

  for (const root of ['src/roots/api.ts', 'src/roots/worker.ts']) {
    it(`${root} refuses to start a private Temporal dev server: TEMPORAL_ADDRESS is required`, async () => {
      const { code, stderr } = await runRoot(root);
      assert.equal(code, 1);
      assert.match(stderr, /startup failed.*TEMPORAL_ADDRESS is required/);
    });
  }
});
