/**
 * A child that dies with its parent. An extractor child exits when its IPC channel closes, but only once
 * its event loop runs again: a child stuck in a long synchronous parse (a hostile PDF, a runaway loop) whose
 * parent was SIGKILLed would spin on, orphaned, until it finished. Linux's parent-death signal closes that
 * gap in the kernel: `setpriv --pdeathsig KILL` (util-linux) sets it and execs the next program with the
 * same pid, so the child is SIGKILLed the moment the process that started it dies, busy or not.
 */
import { spawnSync } from 'node:child_process';

let probed: string[] | null | undefined;

/**
 * The command prefix that gives a child the parent-death signal SIGKILL, or null where the host has no
 * `setpriv` with `--pdeathsig` (not Linux, or util-linux too old): the IPC `disconnect` exit alone then.
 * Probed once per process.
 */
export function parentDeathPrefix(): string[] | null {
  if (probed !== undefined) return probed;
  probed = null;
  if (process.platform !== 'linux') return probed;
  const prefix = ['setpriv', '--pdeathsig', 'KILL'];
  const probe = spawnSync(prefix[0]!, [...prefix.slice(1), process.execPath, '-e', '0'], { stdio: 'ignore', timeout: 10_000 });
  if (probe.status === 0) probed = prefix;
  return probed;
}
