import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentDeathPrefix } from '../../../src/pdf/parent-death';
import { eventually } from '../../helpers/eventually';

const PARENT = path.join(__dirname, 'support', 'orphan-parent.ts');
const REGISTER = path.resolve(__dirname, '..', '..', '..', 'scripts', 'register.js');

/** State letter and CPU ticks of a process from `/proc/<pid>/stat`; null once it is gone. */
function stat(pid: number): { state: string; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}
/** Gone, or a zombie nobody reaped yet (a container's pid 1 may never reap it): either way, no longer running. */
const ended = (pid: number) => {
  const s = stat(pid);
  return s === null || s.state === 'Z' || s.state === 'X';
};

describe('an extractor child dies with its parent, even while it is busy', function () {
  this.timeout(90_000);
  const parents: ChildProcess[] = [];
  const children: number[] = [];
  after(() => {
    for (const p of parents) p.kill('SIGKILL');
    for (const pid of children) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });

  /** Starts a miniature service whose child spins; resolves once the child is seen burning CPU. */
  async function spinningChild(mode: 'die' | 'keep'): Promise<{ parent: ChildProcess; pid: number }> {
    const parent = spawn(process.execPath, ['-r', REGISTER, PARENT, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
    parents.push(parent);
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      parent.stdout!.on('data', (c: Buffer) => {
        out += c.toString('utf8');
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      parent.once('exit', (code) => reject(new Error(`the parent exited (${code}) before its child started`)));
    });
    const pid = (JSON.parse(line) as { result: number }).result;
    children.push(pid);
    // Busy for certain: its CPU time grows by a fifth of a second (an idle child uses next to none).
    const first = stat(pid)!.ticks;
    const busy = await eventually(
      async () => stat(pid),
      (s) => s !== null && s.ticks - first >= 20,
      30_000,
    );
    assert.ok(busy && busy.ticks - first >= 20, 'the child is spinning');
    return { parent, pid };
  }

  it('SIGKILL of the parent ends a spinning child at once; without the parent-death signal it spins on', async function () {
    if (!parentDeathPrefix()) {
      if (process.env.CI === 'true') throw new Error('this CI host should have setpriv --pdeathsig (util-linux)');
      console.log('    (setpriv --pdeathsig is not available on this host)');
      this.skip();
    }
    const guarded = await spinningChild('die');
    const control = await spinningChild('keep');
    const exited = (p: ChildProcess) => new Promise((r) => p.once('exit', r));
    const both = Promise.all([exited(guarded.parent), exited(control.parent)]);
    guarded.parent.kill('SIGKILL');
    control.parent.kill('SIGKILL');
    await both;
    const gone = await eventually(
      async () => ended(guarded.pid),
      (v) => v,
      20_000,
    );
    assert.equal(gone, true, 'the guarded child ended with its parent');
    assert.equal(ended(control.pid), false, 'the control child, whose event loop is as blocked, is still running');
  });
});
