import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import type { Worker } from '@temporalio/worker';
import pg from 'pg';
import { loadConfig, type Config } from '../../src/config';
import { silentLogger, type Logger } from '../../src/logger';
import { buildCore, type Core } from '../../src/roots/core';
import { buildApp } from '../../src/roots/api-app';
import { createWorker } from '../../src/roots/analysis-worker';
import { closeDocumentReaders } from '../../src/roots/document-reader';
import { sharedTemporal, sharedWorkflowBundle } from './temporal';
import type { TemporalRuntime } from '../../src/temporal/temporal-runtime';

export interface StackOptions {
  /** 'sqlite' (embedded default) or 'postgres' (DATABASE_URL, in a fresh schema). */
  store?: 'sqlite' | 'postgres';
  env?: Record<string, string>;
  /** Start a Temporal worker for the stack's own task queue. Default true. */
  worker?: boolean;
  /** Where the stack's logs go (default: nowhere). */
  logger?: Logger;
}

export interface Stack {
  config: Config;
  core: Core;
  temporal: TemporalRuntime;
  http: ReturnType<typeof supertest>;
  app: ReturnType<typeof buildApp>;
  worker: Worker | null;
  /** A new organisation with `credits` credits; returns its id and bearer token. */
  org(credits: number): Promise<{ orgId: string; token: string }>;
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole service in-process on real infrastructure: a temp data directory (SQLite) or a fresh PostgreSQL
 * schema, the shared Temporal dev server with a task queue of its own, the projector and (by default) a worker.
 */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const usePg = opts.store === 'postgres';
  const pgUrl = process.env.DATABASE_URL ?? ''; // set by then: see test-postgres.ts
  if (usePg && !pgUrl) throw new Error('DATABASE_URL is required for PostgreSQL tests');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: usePg ? pgUrl : '',
    DATABASE_SCHEMA: usePg ? schema : '',
    TEMPORAL_TASK_QUEUE: `test-${randomBytes(6).toString('hex')}`,
    CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
    CALLBACK_TIMEOUT_MS: '3000',
    ...opts.env,
  });
  const core = await buildCore(config, opts.logger ?? silentLogger);
  core.projector.start();
  const temporal = await sharedTemporal();
  const app = buildApp(core, temporal, { workerInProcess: opts.worker !== false });
  let worker: Worker | null = null;
  let run: Promise<void> | null = null;
  const stack: Stack = {
    config,
    core,
    temporal,
    app,
    http: supertest(app.callback()),
    get worker() {
      return worker;
    },
    async org(credits) {
      const { org_id, token } = await core.orgs.createOrganisation('Test Org');
      if (credits > 0) await core.credits.topUp(org_id, credits);
      return { orgId: org_id, token };
    },
    async startWorker() {
      worker = await createWorker(core, temporal, await sharedWorkflowBundle());
      run = worker.run();
    },
    async stopWorker() {
      if (!worker) return;
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await run;
      worker = null;
    },
    async close() {
      await stack.stopWorker();
      await closeDocumentReaders(config);
      await core.projector.stop();
      await core.close();
      if (usePg) {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (opts.worker !== false) await stack.startWorker();
  return stack;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
