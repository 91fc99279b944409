/**
 * Entry point of an extractor child process (see `extractor-process.ts`). It loads the handler module
 * named on its command line, says `ready`, then runs one task per message and answers with the result
 * or a plain-data error. It exits as soon as its parent goes away, so a killed service leaves no child.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { setHostTools } from './host-tool-client';
import { isHostToolReply } from './host-tools';

interface Handler {
  handle(task: unknown): Promise<unknown>;
  warmup?(): Promise<unknown>;
}

const send = (msg: unknown) => process.send?.(msg);
process.on('disconnect', () => process.exit(0));

// The tools the parent runs for this child (see `host-tools.ts`), named before the handler loads.
setHostTools(JSON.parse(process.argv[3] ?? '[]') as string[]);
const handler = require(process.argv[2]!) as Handler;
void Promise.resolve(handler.warmup?.())
  .catch(() => undefined)
  .then(() => {
    process.on('message', (task: unknown) => {
      if (isHostToolReply(task)) return;
      handler.handle(task).then(
        (result) => send({ ok: true, result }),
        (err: unknown) => {
          const e = (err ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
          send({
            ok: false,
            error: { name: String(e.name ?? 'Error'), code: typeof e.code === 'string' ? e.code : undefined, message: String(e.message ?? err) },
          });
        },
      );
    });
    send({ ready: true });
  });
