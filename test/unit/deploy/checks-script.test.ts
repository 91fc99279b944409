import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'scripts', 'checks.mjs');

/**
 * `scripts/checks.mjs`, which `npm test` uses to run the static checks side by side, in a scratch package whose
 * npm scripts pass or fail.
 */
describe('scripts/checks.mjs: npm scripts side by side', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-checks-'));
    const node = (code: string) => `node -e "${code}"`;
    const scripts = {
      good: node("console.log('good output')"),
      bad: node("console.error('bad output'); process.exit(3)"),
    };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'scratch', version: '1.0.0', private: true, scripts }));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8' });

  it('fails when any script fails, naming it with its exit code, and prints every script’s output', () => {
    const res = run(['good', 'bad']);
    assert.equal(res.status, 1);
    assert.match(res.stdout, /good output/);
    assert.match(res.stdout + res.stderr, /bad output/);
    assert.match(res.stdout, /-- bad FAILED \(exit 3\) in \d+\.\d s/);
    assert.match(res.stdout, /-- good passed in \d+\.\d s/);
  });
});
