import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ExtractorProcess, residentMb } from '../../../src/pdf/extractor-process';
import type { HostTool } from '../../../src/pdf/host-tools';

const HANDLER = require.resolve('./support/test-handler');

/**
 * An extractor child may start no process (Node's permission model), so a native tool it needs is run by
 * its parent: the child names a tool the parent offers, the parent runs it and answers over IPC.
 */
describe('pdf/host-tools (programs the parent runs for a child that may start none)', function () {
  this.timeout(60_000);
  const children: ExtractorProcess[] = [];
  after(() => children.forEach((c) => c.kill()));
  const start = (tools: Record<string, HostTool>) => {
    const c = new ExtractorProcess({ handlerModule: HANDLER, memoryLimitMb: 256, timeoutMs: 30_000, networkIsolation: false, tools });
    children.push(c);
    return c;
  };

  it('given a tool the parent offers when the child (under the permission model) calls it then the result comes back, and the child still cannot start a process itself', async () => {
    const c = start({ upper: async (req) => String(req).toUpperCase() });
    assert.deepEqual(await c.run({ kind: 'host-tool', name: 'upper', request: 'abc' }), { ok: true, result: 'ABC' });
    const reach = (await c.run({ kind: 'reach', path: '/etc/passwd', dir: '/tmp' })) as { ok: true; result: { spawn: string } };
    assert.equal(reach.result.spawn, 'ERR_ACCESS_DENIED');
  });

  it('given a tool the parent does not offer when the child calls it then it is refused, nothing runs', async () => {
    const c = start({ upper: async (req) => String(req).toUpperCase() });
    const reply = (await c.run({ kind: 'host-tool', name: 'sh', request: 'cat /etc/passwd' })) as { ok: true; result: string };
    assert.match(reply.result, /no tool "sh"/);
  });

  it('given a tool that fails when the child calls it then the child gets its error by name', async () => {
    const c = start({ fail: async () => Promise.reject(Object.assign(new Error('took too long'), { name: 'OcrTimeoutError' })) });
    assert.deepEqual(await c.run({ kind: 'host-tool', name: 'fail', request: null }), { ok: true, result: 'OcrTimeoutError: took too long' });
  });

  it('given a process a tool started for the child when the child is killed then that process is killed with it', async () => {
    let pid = 0;
    const c = start({
      sleeper: (_req, ctx) => {
        const proc = spawn('sleep', ['600'], { stdio: 'ignore' });
        ctx.adopt(proc);
        pid = proc.pid!;
        return new Promise(() => undefined);
      },
    });
    const running = c.run({ kind: 'host-tool', name: 'sleeper', request: null });
    running.catch(() => undefined);
    while (!pid) await new Promise((r) => setTimeout(r, 20));
    assert.notEqual(residentMb(pid), null, 'the tool process runs');
    const exited = new Promise((r) => c.child.once('exit', r));
    c.kill();
    await exited;
    await assert.rejects(running);
    // The kill is sent on the child's exit; wait for the kernel to reap it (no time assertion: polled until gone).
    while (residentMb(pid) !== null && !/State:\s+Z/.test(procStatus(pid))) await new Promise((r) => setTimeout(r, 20));
  });
});

function procStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'latin1');
  } catch {
    return '';
  }
}
