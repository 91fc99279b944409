import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'scripts', 'checks.mjs');

/**
 * `scripts/checks.mjs`, which `npm test` uses to run the static checks beside mocha, in a scratch package whose
 * npm scripts pass, fail, or print their own CPU niceness.
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
      main: node("console.log('main output')"),
      niceness: node("console.log('niceness=' + require('fs').readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[16])"),
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

  it('with --while, prints the main script live first and the others after it, and fails on a failed one beside it', () => {
    const res = run(['--while', 'main', 'good', 'bad']);
    assert.equal(res.status, 1, 'a failed check fails the run although the main script passed');
    const main = res.stdout.indexOf('main output');
    assert.ok(main >= 0 && main < res.stdout.indexOf('good output'), res.stdout);
    assert.match(res.stdout, /-- main passed in/);
    assert.match(res.stdout, /-- bad FAILED \(exit 3\)/);
    assert.equal(run(['--while', 'main', 'good']).status, 0);
  });

  it('runs the scripts beside the main one at a lower CPU priority where the platform has `nice`', function () {
    if (process.platform !== 'linux') this.skip(); // reads /proc
    const res = run(['--while', 'main', 'niceness']);
    assert.equal(res.status, 0, res.stderr);
    assert.match(res.stdout, new RegExp(`niceness=${Math.min(19, os.getPriority() + 10)}\\b`), 'ten steps nicer than this process');
  });
});
