/**
 * A process that starts the supervised embedded Temporal server in `argv[2]` (a data directory), prints
 * `{"server_pid":N}` and waits: a test kills it with SIGKILL to show the server does not outlive it.
 */
import path from 'node:path';
import { startSupervisedTemporal } from '../../src/temporal/supervised-temporal';
import { resolveTemporalCli } from '../../src/temporal/cli-path';

const dataDir = process.argv[2]!;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
startSupervisedTemporal({
  cliPath: resolveTemporalCli(process.env.TEMPORAL_CLI_PATH ?? null),
  dbFilename: path.join(dataDir, 'temporal.sqlite'),
  pidFile: path.join(dataDir, 'temporal.pid'),
  port: 0,
  namespace: 'default',
  logger: quiet,
}).then(
  (t) => {
    process.stdout.write(`${JSON.stringify({ server_pid: t.server.pid, address: t.address })}\n`);
    setInterval(() => undefined, 60_000);
  },
  (err: Error) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  },
);
