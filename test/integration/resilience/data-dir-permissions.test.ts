import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, startStack, type Stack } from '../../helpers/stack';
import { bankStatement } from '../../helpers/statements';

function modes(root: string): { path: string; mode: string; dir: boolean }[] {
  const out = [{ path: root, mode: (fs.statSync(root).mode & 0o777).toString(8), dir: true }];
  for (const rel of fs.readdirSync(root, { recursive: true }) as string[]) {
    const st = fs.statSync(path.join(root, rel));
    out.push({ path: rel, mode: (st.mode & 0o777).toString(8), dir: st.isDirectory() });
  }
  return out;
}

describe('data files are private: 0600 files in 0700 directories; the sealing key can live outside DATA_DIR', function () {
  this.timeout(120_000);
  const stacks: Stack[] = [];
  const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-keys-'));
  after(async () => {
    for (const s of stacks) await s.close();
    fs.rmSync(keyDir, { recursive: true, force: true });
  });

  it('after a submission, every file and directory under DATA_DIR is private, whatever the umask was', async () => {
    const previous = process.umask(0o022);
    let s: Stack;
    try {
      s = await startStack({ worker: false });
    } finally {
      process.umask(previous);
    }
    stacks.push(s);
    const { token } = await s.org(1);
    const res = await s.http
      .post('/v1/api/analysis')
      .set(bearer(token))
      .attach('file', (await bankStatement(4)).bytes, 's.pdf');
    assert.equal(res.status, 202);
    const all = modes(s.config.dataDir);
    assert.ok(
      all.some((e) => e.path.startsWith('blobs') && !e.dir),
      'sealed blobs were written',
    );
    assert.ok(
      all.some((e) => e.path === 'events.sqlite' || e.path.endsWith('.sqlite')),
      'the event store is there',
    );
    const loose = all.filter((e) => e.mode !== (e.dir ? '700' : '600'));
    assert.deepEqual(loose, []);
  });

  it('SECRET_KEY_FILE keeps the key outside DATA_DIR (created 0600 once, reused by the next start)', async () => {
    const keyFile = path.join(keyDir, 'nested', 'bsa.key');
    const first = await startStack({ worker: false, env: { SECRET_KEY_FILE: keyFile } });
    stacks.push(first);
    assert.equal(fs.existsSync(path.join(first.config.dataDir, 'secret.key')), false, 'no key in DATA_DIR');
    assert.equal((fs.statSync(keyFile).mode & 0o777).toString(8), '600');
    const sealed = first.core.sealer.seal('hello');
    const key = fs.readFileSync(keyFile, 'utf8');
    const second = await startStack({ worker: false, env: { SECRET_KEY_FILE: keyFile } });
    stacks.push(second);
    assert.equal(fs.readFileSync(keyFile, 'utf8'), key, 'an existing key file is never overwritten');
    assert.equal(second.core.sealer.open(sealed), 'hello');
  });
});
