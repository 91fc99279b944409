import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.join(__dirname, '..', '..', '..');
const run = promisify(execFile);

describe('licence: Apache-2.0, with a NOTICE of what the service ships', function () {
  this.timeout(60_000);

  it('package.json and LICENSE say Apache-2.0', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { license: string };
    assert.equal(manifest.license, 'Apache-2.0');
    const licence = fs.readFileSync(path.join(ROOT, 'LICENSE'), 'utf8');
    assert.match(licence, /Apache License\s+Version 2\.0, January 2004/);
    assert.match(licence, /END OF TERMS AND CONDITIONS/);
  });

  it('NOTICE is what scripts/notice.mjs generates from package-lock.json, and every licence in it is allowed', async () => {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts', 'notice.mjs'), '--check'], { cwd: ROOT });
    assert.match(stdout, /NOTICE is up to date \(\d+ packages, all licences allowed\)/);
    const notice = fs.readFileSync(path.join(ROOT, 'NOTICE'), 'utf8');
    for (const shipped of ['koa', '@temporalio/worker', 'pdfjs-dist', 'swagger-ui-dist', 'preact']) {
      assert.match(notice, new RegExp(`^${shipped.replace(/[/.]/g, '\\$&')} \\S+: `, 'm'), shipped);
    }
    assert.match(notice, /--- swagger-ui-dist \S+ \(NOTICE\) ---/);
  });
});
