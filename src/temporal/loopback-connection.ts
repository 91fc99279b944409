import type { NativeConnectionOptions } from '@temporalio/worker';

/**
 * Options of a worker connection (`NativeConnection`) to the embedded dev server, on this machine's loopback:
 * no transport compression. The SDK's default gzips every request and response; on loopback that saves nothing
 * and costs CPU on both ends (about 3% of the dev server's CPU per task in `npm run bench:e2e`, in `deflate`,
 * and as much again in the worker's core threads). Connections to an outside cluster keep the SDK's default.
 */
export const LOOPBACK_NATIVE_CONNECTION: Pick<NativeConnectionOptions, 'grpcCompression'> = { grpcCompression: { codec: 'none' } };
