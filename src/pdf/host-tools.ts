import type { ChildProcess } from 'node:child_process';

/**
 * Programs an extractor child may have its parent run for it. The child runs under Node's permission model
 * without `--allow-child-process` (a process it started would have no such limits), so a native tool it
 * needs (the OCR engine's `tesseract`) is started by the parent instead: the child sends a request over its
 * IPC channel, the parent runs the one program that tool names, with arguments it builds itself, and sends
 * the result back. Whatever a subverted child asks, it can start nothing else.
 */
export interface HostToolContext {
  /**
   * Each process the tool starts: put under the child's memory cgroup (when it has one) and counted in its
   * watchdog's resident set, and killed when the child ends.
   */
  adopt(proc: ChildProcess): void;
}

export type HostTool = (request: unknown, ctx: HostToolContext) => Promise<unknown>;

/** Child → parent: run a tool. */
export interface HostToolCall {
  hostTool: string;
  id: number;
  request: unknown;
}

/** Parent → child: the tool's result, or its error as plain data. */
export type HostToolReply = { hostToolReply: number } & ({ ok: true; result: unknown } | { ok: false; error: { name: string; message: string } });

export function isHostToolCall(msg: unknown): msg is HostToolCall {
  return typeof (msg as HostToolCall | null)?.hostTool === 'string' && typeof (msg as HostToolCall).id === 'number';
}

export function isHostToolReply(msg: unknown): msg is HostToolReply {
  return typeof (msg as HostToolReply | null)?.hostToolReply === 'number';
}
