import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { bankStatement } from '../../helpers/statements';
import { fillDisk } from '../../helpers/fill-disk';

/** A real full disk: DATA_DIR on a 32 MB tmpfs (needs root and `mount`; the one plain line below says when it cannot run). */
function mountTinyDisk(): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m,mode=0700', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

function leftovers(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(tmp|upload)$/.test(f));
}

for (const tmpOutside of [false, true]) {
  const where = tmpOutside ? 'with UPLOAD_TMP_DIR elsewhere (the event and blob stores hit the full disk)' : 'holding the upload temp files too';
  describe(`a full DATA_DIR disk, ${where}`, function () {
    this.timeout(120_000);
    let mount: string | null = null;
    let stack: Stack | null = null;
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-upload-tmp-'));

    before(async function () {
      mount = mountTinyDisk();
      if (!mount) {
        if (process.env.CI === 'true') throw new Error('the full-disk test needs root and mount (tmpfs)');
        console.log('    (full-disk test not run: mounting a tmpfs needs root)');
        this.skip();
      }
      const env: Record<string, string> = { DATA_DIR: mount!, DATA_DIR_MIN_FREE_MB: '2' };
      if (tmpOutside) env.UPLOAD_TMP_DIR = tmpDir;
      stack = await startStack({ worker: false, env });
    });
    after(async () => {
      await stack?.close().catch(() => undefined);
      if (mount) {
        execFileSync('umount', ['-l', mount]);
        fs.rmSync(mount, { recursive: true, force: true });
      }
      fs.rmSync(tmpDir, { recursive: true, force: true });
    });

    it('answers 503/507 with Retry-After (never 500), health names the disk, no temp file is left, nothing is charged; all recover once space is freed', async () => {
      const s = stack!;
      const { orgId, token } = await s.org(5);
      const { bytes } = await bankStatement(8);
      assert.equal((await s.http.get('/v1/api/health-check')).status, 200);

      const filler = fillDisk(mount!, 'filler', 256 * 1024);
      for (let i = 0; i < 6; i++) {
        const res =
          i % 2 === 0
            ? await s.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf')
            : await s.http.post('/v1/api/transactions').set(bearer(token)).attach('file', bytes, 's.pdf');
        assert.ok([503, 507].includes(res.status), `status ${res.status}: ${JSON.stringify(res.body)}`);
        assert.ok(Number(res.headers['retry-after']) > 0, 'Retry-After');
      }
      const health = await s.http.get('/v1/api/health-check');
      assert.equal(health.status, 503);
      assert.equal(health.body.error.code, 'disk_space_low');
      assert.deepEqual([...leftovers(mount!), ...leftovers(tmpDir)], [], 'no .tmp or .upload file left behind');

      fs.rmSync(filler);
      const b = await s.core.credits.balance(orgId);
      assert.equal(b.balance, 5, 'nothing charged');
      assert.equal((await s.http.get('/v1/api/health-check')).status, 200);
      const ok = await s.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf');
      assert.equal(ok.status, 202, JSON.stringify(ok.body));
    });
  });
}
