import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { temporal as proto } from '@temporalio/proto';
import type { Logger } from '../logger';
import { SEARCH_ATTRIBUTES } from './search-attributes';
import { freePort } from './free-port';
import { connectionSecurity, type TemporalSecurity } from './connection-security';
import { devServerDynamicConfigArgs, devServerSqliteArgs } from './dev-server-config';
import { LOOPBACK_NATIVE_CONNECTION } from './loopback-connection';

export interface TemporalRuntime {
  client: Client;
  /** For workers. */
  nativeConnection: NativeConnection;
  namespace: string;
  address: string;
  /** Web UI of the embedded dev server; absent when connected to an outside cluster or headless. */
  uiUrl?: string;
  close(): Promise<void>;
}

export interface EmbeddedServerOptions {
  cliPath: string;
  dbFilename?: string;
  /** gRPC port; undefined or 0: a free port. */
  port?: number;
  /** Web UI port; undefined: headless; 0: a free port. */
  uiPort?: number;
  namespace: string;
  /** More `temporal server start-dev` arguments. */
  extraArgs?: string[];
}

/**
 * Starts the Temporal CLI dev server from an existing binary (never the SDK's download) and connects to it.
 * `close()` kills the server process.
 */
export async function startEmbeddedTemporal(opts: EmbeddedServerOptions): Promise<TemporalRuntime> {
  // The SDK would put the UI on gRPC port + 1000, which collides as soon as two servers share a machine.
  const uiPort = opts.uiPort === 0 ? await freePort() : opts.uiPort;
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: opts.cliPath },
      namespace: opts.namespace,
      ip: '127.0.0.1',
      port: opts.port || undefined,
      dbFilename: opts.dbFilename,
      ui: uiPort !== undefined,
      uiPort,
      searchAttributes: SEARCH_ATTRIBUTES,
      log: { format: 'json', level: 'warn' },
      extraArgs: [...(opts.dbFilename ? devServerSqliteArgs() : []), ...devServerDynamicConfigArgs(), ...(opts.extraArgs ?? [])],
    },
    client: {},
  });
  const address = env.address;
  // The workers' connection, uncompressed on loopback (the environment's own keeps the SDK's default).
  let nativeConnection: NativeConnection;
  try {
    nativeConnection = await NativeConnection.connect({ address, ...LOOPBACK_NATIVE_CONNECTION });
  } catch (err) {
    await env.teardown();
    throw err;
  }
  return {
    client: env.client,
    nativeConnection,
    namespace: opts.namespace,
    address,
    uiUrl: uiPort === undefined ? undefined : `http://127.0.0.1:${uiPort}`,
    close: async () => {
      await nativeConnection.close().catch(() => undefined);
      await env.teardown();
    },
  };
}

/**
 * Connects to an existing cluster (self-hosted or Temporal Cloud: TLS with an API key or an mTLS client
 * certificate) and registers our search attributes.
 */
export async function connectTemporal(address: string, namespace: string, logger: Logger, security?: TemporalSecurity): Promise<TemporalRuntime> {
  const secure = security ? connectionSecurity(security) : {};
  const connection = await Connection.connect({ address, ...secure });
  const nativeConnection = await NativeConnection.connect({ address, ...secure });
  const client = new Client({ connection, namespace });
  try {
    const IndexedValueType = proto.api.enums.v1.IndexedValueType;
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(SEARCH_ATTRIBUTES.map((k) => [k.name, IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD])),
    });
  } catch (err) {
    // Already registered, or not permitted here (Temporal Cloud registers them through its own tooling).
    logger.debug('search attributes not added', { reason: (err as Error).message });
  }
  return {
    client,
    nativeConnection,
    namespace,
    address,
    close: async () => {
      await nativeConnection.close();
      await connection.close();
    },
  };
}
