import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ExtractorProcess } from '../../../src/pdf/extractor-process';

const HANDLER = require.resolve('./support/test-handler');

/**
 * Extractor children run under Node's permission model: they read their own code and nothing else (the PDF
 * arrives over IPC), write nothing and start no process. The same child without it (the control) can.
 */
describe('extractor processes reach no file beyond their code', function () {
  this.timeout(60_000);
  let dataDir: string;
  const children: ExtractorProcess[] = [];
  before(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-extractor-files-'));
    fs.writeFileSync(path.join(dataDir, 'secret.key'), 'k'.repeat(44), { mode: 0o600 });
  });
  after(() => {
    for (const c of children) c.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const reach = async (file: string, permissions?: boolean) => {
    const c = new ExtractorProcess({ handlerModule: HANDLER, memoryLimitMb: 256, timeoutMs: 20_000, networkIsolation: false, permissions });
    children.push(c);
    const reply = await c.run({ kind: 'reach', path: file, dir: dataDir });
    assert.equal(reply.ok, true, JSON.stringify(reply));
    return (reply as { result: { read: string; write: string; spawn: string } }).result;
  };

  it('cannot read DATA_DIR/secret.key or /etc/passwd, write a file or start a process; the control can', async () => {
    assert.deepEqual(await reach(path.join(dataDir, 'secret.key'), false), { read: 'ok', write: 'ok', spawn: 'ok' });
    fs.rmSync(path.join(dataDir, 'written-by-extractor'));
    for (const file of [path.join(dataDir, 'secret.key'), '/etc/passwd']) {
      assert.deepEqual(await reach(file), { read: 'ERR_ACCESS_DENIED', write: 'ERR_ACCESS_DENIED', spawn: 'ERR_ACCESS_DENIED' }, file);
    }
    assert.ok(!fs.existsSync(path.join(dataDir, 'written-by-extractor')));
  });
});
