import fs from 'node:fs';

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The pid of the guard's child (the server itself) from `/proc` (Linux); the guard's pid elsewhere. */
export function serverPidOf(guardPid: number): number {
  const children = (read(`/proc/${guardPid}/task/${guardPid}/children`) ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
  return children[0] ?? guardPid;
}

export function writePidFile(file: string, pid: number): void {
  fs.writeFileSync(file, `${pid}\n`, { mode: 0o600 });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the process named by `pidFile` when it is a Temporal server holding `dbFilename` (its command line
 * says so: a reused pid of another program is never touched), then removes the file. Returns the pid stopped,
 * or null. Linux only (`/proc/<pid>/cmdline`); elsewhere nothing is stopped.
 */
export async function stopOrphanServer(pidFile: string, dbFilename: string): Promise<number | null> {
  const pid = Number((read(pidFile) ?? '').trim());
  fs.rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) return null;
  const cmdline = (read(`/proc/${pid}/cmdline`) ?? '').split('\0');
  if (!cmdline.includes(dbFilename) || !cmdline.includes('start-dev')) return null;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return pid;
}
