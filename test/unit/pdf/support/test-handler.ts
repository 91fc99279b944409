/**
 * A handler for extractor-pool tests, run inside the child processes: each task says what the child
 * should do, so crashes, memory overruns and slow documents are made on purpose, not found by chance.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import { callHostTool } from '../../../../src/pdf/host-tool-client';

export type TestTask =
  | { kind: 'echo'; value: unknown }
  | { kind: 'pid' }
  | { kind: 'fail'; code: string }
  /** Touches `mb` MiB of ArrayBuffers (outside the V8 heap), one MiB every few milliseconds. */
  | { kind: 'allocate'; mb: number }
  | { kind: 'spin' }
  /** Opens a TCP connection to 127.0.0.1:`port`: `connected`, or the error code. */
  | { kind: 'connect'; port: number }
  /** Reads `path`, writes into `dir`, starts a child process: what each gave (`ok` or the error code). */
  | { kind: 'reach'; path: string; dir: string }
  /** Asks the parent to run host tool `name` (`host-tools.ts`): its result, or `error: <message>`. */
  | { kind: 'host-tool'; name: string; request: unknown }
  | { kind: 'crash' }
  /** Crashes the first time (leaving `marker` behind), succeeds on the retry. */
  | { kind: 'crash-once'; marker: string };

const held: Uint8Array[] = [];

export async function handle(task: TestTask): Promise<unknown> {
  switch (task.kind) {
    case 'echo':
      return task.value;
    case 'pid':
      return process.pid;
    case 'fail':
      throw Object.assign(new Error('refused'), { name: 'PdfError', code: task.code });
    case 'allocate':
      for (let i = 0; i < task.mb; i++) {
        held.push(new Uint8Array(1 << 20).fill(1));
        if (i % 8 === 0) await new Promise((r) => setTimeout(r, 1));
      }
      return held.length;
    case 'connect':
      return new Promise((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: task.port }, () => (socket.destroy(), resolve('connected')));
        socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      });
    case 'reach': {
      const attempt = (f: () => unknown) => {
        try {
          f();
          return 'ok';
        } catch (err) {
          return (err as NodeJS.ErrnoException).code ?? (err as Error).message;
        }
      };
      return {
        read: attempt(() => readFileSync(task.path)),
        write: attempt(() => writeFileSync(join(task.dir, 'written-by-extractor'), 'x')),
        spawn: attempt(() => execFileSync(process.execPath, ['-e', '0'])),
      };
    }
    case 'host-tool':
      return callHostTool(task.name, task.request).catch((err: Error) => `${err.name}: ${err.message}`);
    case 'spin':
      for (;;) Math.sqrt(Math.random());
    case 'crash':
      process.kill(process.pid, 'SIGKILL');
      return new Promise(() => undefined);
    case 'crash-once':
      if (!existsSync(task.marker)) {
        writeFileSync(task.marker, 'crashed once');
        process.kill(process.pid, 'SIGKILL');
      }
      return 'second attempt';
  }
}
