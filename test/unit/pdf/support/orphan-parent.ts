/**
 * A service process in miniature for the parent-death test: it starts one extractor child, makes it spin
 * (a synchronous loop: its event loop never sees the channel close), prints the child's pid and waits to be
 * killed. Argument: `keep` starts the child with `dieWithParent: false` (the control).
 */
import { ExtractorProcess } from '../../../../src/pdf/extractor-process';

const child = new ExtractorProcess({
  handlerModule: require.resolve('./test-handler'),
  memoryLimitMb: 256,
  timeoutMs: 600_000,
  networkIsolation: false,
  dieWithParent: process.argv[2] !== 'keep',
});
void child.run({ kind: 'pid' }).then((reply) => {
  void child.run({ kind: 'spin' }).catch(() => undefined);
  process.stdout.write(`${JSON.stringify(reply)}\n`);
});
