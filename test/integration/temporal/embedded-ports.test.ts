import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config';
import { silentLogger } from '../../../src/logger';
import { temporalFor } from '../../../src/roots/temporal-for';
import { freePort } from '../../../src/temporal/free-port';
import type { TemporalRuntime } from '../../../src/temporal/temporal-runtime';

/** Starts the embedded dev server exactly as `npm start` does (`temporalFor`), in a data directory of its own. */
async function embedded(env: Record<string, string>): Promise<{ runtime: TemporalRuntime; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-temporal-'));
  const config = loadConfig({ DATA_DIR: dataDir, TEMPORAL_CLI_PATH: process.env.TEMPORAL_CLI_PATH ?? '', ...env });
  try {
    return { runtime: await temporalFor(config, silentLogger), dataDir };
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

async function answers(runtime: TemporalRuntime): Promise<void> {
  const info = await runtime.client.workflowService.getSystemInfo({});
  assert.ok(info.serverVersion, `${runtime.address} answers gRPC`);
  const ui = await fetch(runtime.uiUrl!);
  assert.equal(ui.status, 200, `${runtime.uiUrl} serves the Web UI`);
}

describe('embedded Temporal dev server ports (TEMPORAL_PORT, TEMPORAL_UI_PORT)', function () {
  this.timeout(120_000);
  const started: { runtime: TemporalRuntime; dataDir: string }[] = [];
  afterEach(async () => {
    for (const s of started.splice(0)) {
      await s.runtime.close();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });

  it('two instances with TEMPORAL_PORT=0 run side by side on different gRPC and UI ports', async () => {
    started.push(await embedded({ TEMPORAL_PORT: '0' }));
    started.push(await embedded({ TEMPORAL_PORT: '0' }));
    const [a, b] = started.map((s) => s.runtime) as [TemporalRuntime, TemporalRuntime];
    assert.notEqual(a.address, b.address);
    assert.notEqual(a.uiUrl, b.uiUrl);
    assert.notEqual(a.address.split(':').pop(), '7233');
    await answers(a);
    await answers(b);
  });

  it('with TEMPORAL_ADDRESS it connects; TEMPORAL_TLS=true really speaks TLS (refused by a plaintext server)', async () => {
    started.push(await embedded({ TEMPORAL_PORT: '0' }));
    const { address } = started[0]!.runtime;
    const plain = await embedded({ TEMPORAL_ADDRESS: address });
    started.push(plain);
    await plain.runtime.client.workflowService.getSystemInfo({});
    await assert.rejects(embedded({ TEMPORAL_ADDRESS: address, TEMPORAL_TLS: 'true' }));
  });

  it('honours explicit TEMPORAL_PORT and TEMPORAL_UI_PORT', async () => {
    const grpc = await freePort();
    const ui = await freePort();
    started.push(await embedded({ TEMPORAL_PORT: String(grpc), TEMPORAL_UI_PORT: String(ui) }));
    const { runtime } = started[0]!;
    assert.equal(runtime.address, `127.0.0.1:${grpc}`);
    assert.equal(runtime.uiUrl, `http://127.0.0.1:${ui}`);
    await answers(runtime);
  });
});
