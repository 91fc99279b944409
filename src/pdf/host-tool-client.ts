import { isHostToolReply, type HostToolCall } from './host-tools';

/**
 * The extractor child's side of `host-tools.ts`. `child-main.ts` states which tools its parent offers
 * (`setHostTools`) before it loads the handler; null when this process is not an extractor child (a test or
 * a bench calling the reader in-process, which may start the program itself).
 */
let offered: readonly string[] | null = null;
const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
let nextId = 1;
let listening = false;

export function setHostTools(names: readonly string[]): void {
  offered = names;
}

/** The tools the parent runs for this process, or null outside an extractor child. */
export function hostTools(): readonly string[] | null {
  return offered;
}

/** Asks the parent to run `name`; rejects with the tool's error (same `name` and message). */
export function callHostTool<T>(name: string, request: unknown): Promise<T> {
  if (!offered?.includes(name) || !process.send) return Promise.reject(new Error(`the parent runs no tool "${name}" for this process`));
  if (!listening) {
    listening = true;
    process.on('message', (msg: unknown) => {
      if (!isHostToolReply(msg)) return;
      const call = pending.get(msg.hostToolReply);
      pending.delete(msg.hostToolReply);
      if (!call) return;
      if (msg.ok) call.resolve(msg.result);
      else call.reject(Object.assign(new Error(msg.error.message), { name: msg.error.name }));
    });
  }
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    const call: HostToolCall = { hostTool: name, id, request };
    process.send!(call, undefined, undefined, (err) => {
      if (!err) return;
      pending.delete(id);
      reject(err);
    });
  });
}
