import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'scripts', 'ensure-temporal-cli.sh');

/**
 * `scripts/ensure-temporal-cli.sh` in a copy of the repo layout, with a stand-in `curl` first on PATH that
 * "downloads" an archive of our making, and no Go: what the script does with an archive that is not the
 * pinned release.
 */
describe('ensure-temporal-cli.sh: the release download is checked against its pinned SHA-256', () => {
  it('refuses an archive whose checksum does not match, installs nothing, and says so', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-cli-script-'));
    try {
      fs.mkdirSync(path.join(root, 'scripts'));
      fs.copyFileSync(SCRIPT, path.join(root, 'scripts', 'ensure-temporal-cli.sh'));
      const fake = path.join(root, 'fakebin');
      const payload = path.join(root, 'payload');
      fs.mkdirSync(fake);
      fs.mkdirSync(payload);
      fs.writeFileSync(path.join(payload, 'temporal'), '#!/bin/sh\necho "temporal version 1.5.1 (Server 1.29.1, UI 2.42.1)"\n', { mode: 0o755 });
      const archive = path.join(root, 'fake.tar.gz');
      assert.equal(spawnSync('tar', ['-czf', archive, '-C', payload, 'temporal']).status, 0);
      // A curl that answers every URL with our archive (`-o FILE` is where the script wants it).
      fs.writeFileSync(
        path.join(fake, 'curl'),
        `#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ "$1" = -o ]; then cp "${archive}" "$2"; exit 0; fi; shift; done\nexit 1\n`,
        { mode: 0o755 },
      );
      const res = spawnSync('bash', [path.join(root, 'scripts', 'ensure-temporal-cli.sh')], {
        env: { PATH: `${fake}:/usr/bin:/bin`, HOME: root },
        encoding: 'utf8',
      });
      assert.match(res.stderr, /checksum mismatch/);
      assert.equal(fs.existsSync(path.join(root, '.tools', 'bin', 'temporal')), false, 'the unverified binary is not installed');
      assert.notEqual(res.status, 0, 'without Go there is nothing else to try');
      assert.match(res.stderr, /Go not found/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

/**
 * The per-user cache: a copy of the repo layout whose XDG_CACHE_HOME holds a stand-in binary with its
 * recorded SHA-256; no curl and no Go on PATH, so the cache is the only way the script can succeed.
 */
describe('ensure-temporal-cli.sh: the per-user binary cache is used only when its checksum and version hold', () => {
  const standIn = '#!/bin/sh\necho "temporal version 1.5.1 (Server 1.29.1, UI 2.42.1)"\n';

  function run(setup: (cacheDir: string) => void): { res: ReturnType<typeof spawnSync>; root: string; cleanup: () => void } {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-cli-cache-'));
    fs.mkdirSync(path.join(root, 'scripts'));
    fs.copyFileSync(SCRIPT, path.join(root, 'scripts', 'ensure-temporal-cli.sh'));
    const cacheDir = path.join(root, 'xdg', 'bank-statement-analysis');
    fs.mkdirSync(cacheDir, { recursive: true });
    setup(cacheDir);
    // Only the tools the script needs besides the cache (bash, coreutils, grep): no curl, no go.
    const bin = path.join(root, 'bin');
    fs.mkdirSync(bin);
    for (const tool of ['sha256sum', 'cut', 'cat', 'cp', 'mv', 'mkdir', 'rm', 'dirname', 'grep', 'uname', 'tr', 'mktemp']) {
      const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      if (found) fs.symlinkSync(found, path.join(bin, tool));
    }
    const res = spawnSync('/bin/bash', [path.join(root, 'scripts', 'ensure-temporal-cli.sh')], {
      env: { PATH: bin, HOME: root, XDG_CACHE_HOME: path.join(root, 'xdg') },
      encoding: 'utf8',
    });
    return { res, root, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
  }

  function sha256(text: string): string {
    return crypto.createHash('sha256').update(text).digest('hex');
  }

  it('copies a cached binary whose SHA-256 matches into .tools/bin and prints that path', () => {
    const { res, root, cleanup } = run((dir) => {
      fs.writeFileSync(path.join(dir, 'temporal-1.5.1'), standIn, { mode: 0o755 });
      fs.writeFileSync(path.join(dir, 'temporal-1.5.1.sha256'), `${sha256(standIn)}\n`);
    });
    try {
      assert.equal(res.status, 0, String(res.stderr));
      const installed = path.join(root, '.tools', 'bin', 'temporal');
      assert.equal(String(res.stdout).trim().split('\n').pop(), installed);
      assert.equal(fs.readFileSync(installed, 'utf8'), standIn);
      assert.match(String(res.stderr), /taken from the cache/);
    } finally {
      cleanup();
    }
  });

  it('refuses a cached binary that no longer matches its recorded SHA-256, and one reporting another server version', () => {
    for (const [content, recorded, why] of [
      [standIn.replace('1.29.1', '1.29.2'), sha256(standIn), /does not match its recorded SHA-256/],
      [standIn.replace('1.29.1', '1.28.0'), sha256(standIn.replace('1.29.1', '1.28.0')), /does not report server 1\.29\.x/],
    ] as const) {
      const { res, root, cleanup } = run((dir) => {
        fs.writeFileSync(path.join(dir, 'temporal-1.5.1'), content, { mode: 0o755 });
        fs.writeFileSync(path.join(dir, 'temporal-1.5.1.sha256'), `${recorded}\n`);
      });
      try {
        assert.match(String(res.stderr), why);
        assert.equal(fs.existsSync(path.join(root, '.tools', 'bin', 'temporal')), false, 'nothing installed from the cache');
        assert.notEqual(res.status, 0, 'without curl or Go there is nothing else to try');
      } finally {
        cleanup();
      }
    }
  });
});
