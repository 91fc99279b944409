import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import supertest from 'supertest';
import { loadConfig } from '../../../src/config';
import { silentLogger } from '../../../src/logger';
import { buildCore, type Core } from '../../../src/roots/core';
import { buildApp } from '../../../src/roots/api-app';
import { sharedTemporal } from '../../helpers/temporal';
import { postgresUrl } from '../../helpers/test-postgres';
import { CuttableProxy, viaPort } from '../../helpers/cuttable-proxy';
import { bankStatement } from '../../helpers/statements';
import { eventually } from '../../helpers/eventually';

let PG_URL = ''; // set in before(): see test-postgres.ts

/** Billable submissions while PostgreSQL is unreachable: 503 with Retry-After, and nothing charged. */
describe('submissions during a PostgreSQL outage', function () {
  this.timeout(120_000);
  const schema = `sub_outage_${randomBytes(5).toString('hex')}`;
  let proxy: CuttableProxy;
  let port: number;
  let core: Core;
  let http: ReturnType<typeof supertest>;
  let dataDir: string;

  before(async function () {
    PG_URL = postgresUrl(this);
    const target = new URL(PG_URL);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    port = await proxy.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-sub-outage-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: viaPort(PG_URL, port),
      DATABASE_SCHEMA: schema,
      TEMPORAL_TASK_QUEUE: `t-${schema}`,
    });
    core = await buildCore(config, silentLogger);
    http = supertest(buildApp(core, await sharedTemporal()).callback());
  });
  after(async () => {
    await proxy?.close();
    await core?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  it('answers 503 service_unavailable with Retry-After on every billable endpoint, takes no credit, and recovers', async () => {
    const { org_id, token } = await core.orgs.createOrganisation('Outage Org');
    await core.credits.topUp(org_id, 5);
    const auth = { Authorization: `Bearer ${token}` };
    const { bytes } = await bankStatement(12, 7);
    // Authentication is looked up in the store too: warm it so the outage hits the billing path.
    assert.equal((await http.get('/v1/api/credits').set(auth)).status, 200);
    await proxy.cut();
    try {
      const sends = [
        () => http.post('/v1/api/transactions').set(auth).attach('file', bytes, 's.pdf'),
        () => http.post('/v1/api/analysis').set(auth).attach('file', bytes, 's.pdf'),
        () => http.post('/v1/api/analysis-combined').set(auth).attach('files', bytes, 's.pdf').field('callback_url', 'https://example.com/hook'),
        () => http.get('/v1/api/credits').set(auth),
      ];
      for (const send of sends) {
        const res = await send();
        assert.equal(res.status, 503, `${res.status} ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, 'service_unavailable');
        assert.match(res.headers['retry-after'] ?? '', /^\d+$/);
      }
    } finally {
      await proxy.open(port);
    }
    const after = await eventually(
      () => http.get('/v1/api/credits').set(auth),
      (res) => res.status === 200,
    );
    assert.equal(after.status, 200, 'the API recovers without a restart');
    assert.deepEqual([after.body.balance, after.body.reserved], [5, 0], 'nothing charged or held');
    const ok = await http.post('/v1/api/transactions').set(auth).attach('file', bytes, 's.pdf');
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
  });
});
