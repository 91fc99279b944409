/**
 * Child of `shutdown-signals.test.ts`: installs the service's Temporal runtime, registers for the SDK's
 * shutdown callback (what each Worker registers), and receives a real signal (argv[2]). A listener of its own
 * keeps the process alive the way `--heapsnapshot-signal` does; it runs after the SDK's (listeners run in order
 * of registration), and once the SDK's queued callbacks have had their turn the child prints whether the SDK
 * started shutting its workers down.
 */
import { Runtime } from '@temporalio/worker';
import { loadConfig } from '../../../../src/config';
import { silentLogger } from '../../../../src/logger';
import { installTemporalRuntime } from '../../../../src/observability/process-setup';

function main(): void {
  const signal = process.argv[2] as NodeJS.Signals;
  installTemporalRuntime(loadConfig({}), silentLogger);
  let workersStopped = false;
  Runtime.instance().registerShutdownSignalCallback(() => (workersStopped = true));
  process.on(signal, () => {
    queueMicrotask(() => {
      process.stdout.write(JSON.stringify({ signal, workersStopped }));
      process.exit(0);
    });
  });
  setInterval(() => undefined, 1000); // alive until the signal arrives (it is delivered asynchronously)
  process.kill(process.pid, signal);
}

// Only as a program: a test runner that loads every file under test/ must not signal itself.
if (require.main === module) main();
