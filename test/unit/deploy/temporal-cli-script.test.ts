import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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
