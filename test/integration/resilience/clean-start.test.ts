import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

describe('npm start with its HTTP port taken', function () {
  this.timeout(60_000);

  it('fails at once naming the port, before the embedded Temporal server or the stores are started', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, r));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-clean-start-'));
    try {
      const { TEMPORAL_ADDRESS: _a, DATABASE_URL: _d, ...env } = process.env;
      const started = Date.now();
      const child = spawn(process.execPath, ['-r', './scripts/register.js', 'src/roots/all-in-one.ts'], {
        env: { ...env, DATA_DIR: dataDir, PORT: String(port), TEMPORAL_PORT: '0' },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      assert.equal(code, 1);
      assert.match(stderr, new RegExp(`startup failed.*port ${port} is already in use`));
      assert.ok(Date.now() - started < 20_000, `failed after ${Date.now() - started} ms`);
      assert.equal(fs.existsSync(path.join(dataDir, 'temporal.sqlite')), false, 'no Temporal server was started');
      assert.equal(fs.existsSync(path.join(dataDir, 'temporal.pid')), false);
    } finally {
      blocker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
