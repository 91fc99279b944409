import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { loadConfig } from '../../../src/config';
import { silentLogger } from '../../../src/logger';
import { buildCore, type Core } from '../../../src/roots/core';
import { buildApp } from '../../../src/roots/api-app';
import { sharedTemporal } from '../../helpers/temporal';
import { startStack, type Stack } from '../../helpers/stack';
import { postgresUrl } from '../../helpers/test-postgres';
import { CuttableProxy, viaPort } from '../../helpers/cuttable-proxy';
import { eventually } from '../../helpers/eventually';

describe('GET /v1/api/health-check', function () {
  this.timeout(120_000);

  it('answers 200 with a measured round-trip latency, without authentication', async () => {
    const stack: Stack = await startStack({ worker: false });
    try {
      const res = await stack.http.get('/v1/api/health-check');
      assert.equal(res.status, 200);
      assert.equal(res.body.status, 'ok');
      assert.match(res.body.latency, /^\d+(\.\d+)?ms$/);
    } finally {
      await stack.close();
    }
  });

  it('answers 503 with a JSON error while PostgreSQL is unreachable, and recovers by itself', async function () {
    const PG_URL = postgresUrl(this);
    const pgUrl = new URL(PG_URL);
    const proxy = new CuttableProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const port = await proxy.open();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-health-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: viaPort(PG_URL, port) });
    const core: Core = await buildCore(config, silentLogger);
    const http = supertest(buildApp(core, await sharedTemporal()).callback());
    try {
      assert.equal((await http.get('/v1/api/health-check')).status, 200);
      await proxy.cut();
      const down = await http.get('/v1/api/health-check');
      assert.equal(down.status, 503);
      assert.equal(down.body.error.code, 'datastore_unreachable');
      assert.equal(typeof down.body.error.message, 'string');
      await proxy.open(port);
      const recovered = await eventually(
        async () => (await http.get('/v1/api/health-check')).status,
        (status) => status === 200,
      );
      assert.equal(recovered, 200);
    } finally {
      await proxy.close();
      await core.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
