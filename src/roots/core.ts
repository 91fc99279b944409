import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { openStores, type Stores } from '../eventstore/open';
import { ProjectionRunner } from '../eventstore/projection-runner';
import { Sealer } from '../crypto/sealer';
import { loadMasterKey } from '../crypto/master-key';
import { protectDataDir } from './data-dir';
import { FsBlobStore } from '../blobs/fs-blob-store';
import { SqlBlobStore } from '../blobs/sql-blob-store';
import { SealedBlobs } from '../blobs/sealed-blobs';
import { SealedTempFiles } from '../blobs/sealed-temp-files';
import { CreditService } from '../credits/credit-service';
import { CreditQueries } from '../credits/credit-queries';
import { creditsProjection } from '../credits/credits-projection';
import { OrgService } from '../orgs/org-service';
import { TaskQueries } from '../tasks/task-queries';
import { taskProjection } from '../tasks/task-projection';
import { instrumentEventStore } from '../observability/instrument-store';
import { instrumentCredits } from '../observability/instrument-credits';
import { addProjectionLagSource } from '../observability/metrics';
import { ChargesInFlight, balanceAfterCharges } from '../billing/charges-in-flight';

/**
 * Everything but the transports: stores, sealing, services and read models. Shared by every composition
 * root (`src/roots/{all-in-one,api,worker,projector}.ts`) and the CLIs; only they read configuration and build it.
 */
export interface Core {
  config: Config;
  logger: Logger;
  stores: Stores;
  sealer: Sealer;
  blobs: SealedBlobs;
  /** Uploads on their way in (`UPLOAD_TMP_DIR`), swept of what an earlier process left behind. */
  uploadTempFiles: SealedTempFiles;
  /** Its balance reads wait for `chargesInFlight` of their organisation (read your writes). */
  credits: CreditService;
  /** Synchronous answers of this process delivered and not yet captured (see `http/billed-response.ts`). */
  chargesInFlight: ChargesInFlight;
  creditQueries: CreditQueries;
  orgs: OrgService;
  tasks: TaskQueries;
  projector: ProjectionRunner;
  close(): Promise<void>;
}

export const PROJECTIONS = [creditsProjection, taskProjection];

export async function buildCore(config: Config, logger: Logger, opts: { clock?: () => Date } = {}): Promise<Core> {
  protectDataDir(config.dataDir, logger);
  const opened = await openStores({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
    kurrentdbUrl: config.kurrentdbUrl ?? undefined,
    pgSchema: config.databaseSchema,
    onConnectionLost: (err) => logger.warn('database connection lost while idle; the pool reconnects', { error: err.message }),
  });
  // Every reader and writer goes through the timed store (event-store latency metrics).
  const stores: Stores = { ...opened, events: instrumentEventStore(opened.events) };
  const sealer = new Sealer(loadMasterKey({ secretKey: config.secretKey, secretKeyFile: config.secretKeyFile, dataDir: config.dataDir }));
  // Shared storage when the stores are shared (several machines); files under DATA_DIR otherwise.
  const rawBlobs = stores.sql.kind === 'postgres' ? new SqlBlobStore(stores.sql) : new FsBlobStore(path.join(config.dataDir, 'blobs'));
  const projector = new ProjectionRunner(stores.events, stores.sql, PROJECTIONS, {
    logger: { error: (msg, fields) => logger.error(msg, fields) },
  });
  await projector.init();
  const uploadTempFiles = new SealedTempFiles(config.uploadTmpDir);
  const swept = await uploadTempFiles.sweep();
  if (swept > 0) logger.info('removed upload temp files left by an earlier process', { files: swept });
  const removeLagSource = addProjectionLagSource(() => projector.lag());
  const chargesInFlight = new ChargesInFlight();
  return {
    config,
    logger,
    stores,
    sealer,
    blobs: new SealedBlobs(rawBlobs, sealer),
    uploadTempFiles,
    credits: balanceAfterCharges(instrumentCredits(new CreditService(stores.events, opts.clock), logger), chargesInFlight),
    chargesInFlight,
    creditQueries: new CreditQueries(stores.sql),
    orgs: new OrgService(stores.events, sealer, opts.clock),
    tasks: new TaskQueries(stores.sql, opts.clock),
    projector,
    close: () => {
      removeLagSource();
      return stores.close();
    },
  };
}
