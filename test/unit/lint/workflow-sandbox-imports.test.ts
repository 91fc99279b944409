import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.join(__dirname, '..', '..', '..');
/** A file that does not exist, placed where the config applies the workflow rule. */
const WORKFLOW_FILE = path.join(ROOT, 'workflows', 'lint-probe.ts');
const RULE = 'local/workflow-sandbox-imports';

describe('lint: workflow sandbox imports (eslint.config.mjs)', function () {
  this.timeout(30_000);
  const eslint = new ESLint({ cwd: ROOT });

  async function sandboxProblems(code: string, filePath = WORKFLOW_FILE): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    const fatal = result.messages.filter((m) => m.fatal);
    assert.deepEqual(fatal, [], 'the probe parses');
    return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
  }

  it('refuses a Node built-in imported by workflow code, in every import form', async () => {
    for (const code of [
      `import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n`,
      `import fs from 'fs';\nexport const f = fs;\n`,
      `export * from 'node:fs';\n`,
      `export { readFileSync } from 'node:fs';\n`,
      `export async function f() { return import('node:fs'); }\n`,
      `import fs = require('node:fs');\nexport const f = fs;\n`,
    ]) {
      const problems = await sandboxProblems(code);
      assert.equal(problems.length, 1, `${code} → ${JSON.stringify(problems)}`);
      assert.match(problems[0], /fs' is not allowed in workflow code/);
    }
  });

  it('refuses outside packages, and the non-workflow part of @temporalio/common', async () => {
    assert.equal((await sandboxProblems(`import { Pool } from 'pg';\nexport const p = Pool;\n`)).length, 1);
    assert.equal((await sandboxProblems(`import '@temporalio/activity';\n`)).length, 1);
    assert.equal((await sandboxProblems(`import '@temporalio/common/lib/internal-non-workflow';\n`)).length, 1);
  });

  it('follows relative imports: a helper outside workflows/ that imports node:fs, even through a re-export, is refused', async () => {
    const direct = await sandboxProblems(`import { firstByte } from '../test/unit/lint/fixtures/node-helper';\nexport const f = firstByte;\n`);
    assert.equal(direct.length, 1);
    assert.match(direct[0], /node-helper.ts → 'node:fs' is not allowed/);
    const relayed = await sandboxProblems(`export { firstByte } from '../test/unit/lint/fixtures/relays-node-helper';\n`);
    assert.equal(relayed.length, 1);
    assert.match(relayed[0], /relays-node-helper.ts → node-helper.ts → 'node:fs'/);
  });

  it('allows the workflow SDK, @temporalio/common, type-only imports and sandbox-safe relative modules', async () => {
    const code = [
      `import { proxyActivities, sleep } from '@temporalio/workflow';`,
      `import { ApplicationFailure } from '@temporalio/common';`,
      `import type { Pool } from 'pg';`,
      `import { type Stats } from 'node:fs';`,
      `import type { firstByte } from '../test/unit/lint/fixtures/node-helper';`,
      `import { TASK_STATUS } from '../src/temporal/search-attributes';`,
      `export type T = [Pool, Stats, typeof firstByte];`,
      `export const used = [proxyActivities, sleep, ApplicationFailure, TASK_STATUS];`,
    ].join('\n');
    assert.deepEqual(await sandboxProblems(code), []);
  });

  it('applies only to workflows/: the same import elsewhere is fine', async () => {
    assert.deepEqual(await sandboxProblems(`import fs from 'node:fs';\nexport const f = fs;\n`, path.join(ROOT, 'src', 'lint-probe.ts')), []);
  });

  it('passes on the workflow code in the tree', async () => {
    const results = await eslint.lintFiles(['workflows']);
    const problems = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line} ${m.message}`));
    assert.deepEqual(problems, []);
  });
});
