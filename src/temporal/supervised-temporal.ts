import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { SEARCH_ATTRIBUTES } from './search-attributes';
import { freePort } from './free-port';
import { SupervisedDevServer, type DevServerLogger } from './dev-server';
import type { TemporalRuntime } from './temporal-runtime';
import { LOOPBACK_NATIVE_CONNECTION } from './loopback-connection';

export interface SupervisedTemporalOptions {
  cliPath: string;
  dbFilename: string;
  pidFile: string;
  /** gRPC port; 0: a free one, kept across restarts. */
  port: number;
  /** Web UI port; 0: a free one; undefined: headless. */
  uiPort?: number;
  namespace: string;
  logger: DevServerLogger;
  restartDelaysMs?: number[];
}

/**
 * `npm start`'s Temporal: the dev server supervised by `SupervisedDevServer` (restarted with backoff, dies
 * with this process, orphans of earlier runs stopped), with a client and a worker connection to it. A start
 * that fails after the server is up stops the server before rethrowing, so no server outlives a failed start.
 */
export async function startSupervisedTemporal(opts: SupervisedTemporalOptions): Promise<TemporalRuntime & { server: SupervisedDevServer }> {
  const port = opts.port || (await freePort());
  const uiPort = opts.uiPort === 0 ? await freePort() : opts.uiPort;
  const server = new SupervisedDevServer({
    cliPath: opts.cliPath,
    dbFilename: opts.dbFilename,
    pidFile: opts.pidFile,
    port,
    httpPort: await freePort(),
    uiPort,
    namespace: opts.namespace,
    searchAttributes: SEARCH_ATTRIBUTES.map((k) => `${k.name}=Keyword`),
    logger: opts.logger,
    restartDelaysMs: opts.restartDelaysMs,
  });
  await server.start();
  const address = `127.0.0.1:${port}`;
  let connection: Connection | null = null;
  try {
    connection = await Connection.connect({ address });
    const nativeConnection = await NativeConnection.connect({ address, ...LOOPBACK_NATIVE_CONNECTION });
    const conn = connection;
    return {
      client: new Client({ connection, namespace: opts.namespace }),
      nativeConnection,
      namespace: opts.namespace,
      address,
      uiUrl: uiPort === undefined ? undefined : `http://127.0.0.1:${uiPort}`,
      server,
      close: async () => {
        await nativeConnection.close().catch(() => undefined);
        await conn.close().catch(() => undefined);
        await server.stop();
      },
    };
  } catch (err) {
    await connection?.close().catch(() => undefined);
    await server.stop();
    throw err;
  }
}
