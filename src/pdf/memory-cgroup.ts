import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A kernel-enforced memory limit for one extractor child: the child is moved into a memory cgroup of its
 * own under this process's cgroup, so the kernel kills it the moment it charges more than the limit, however
 * fast it allocates (the resident-set watchdog samples and can be outrun). Linux only, and only where this
 * process may write to its own cgroup (cgroup v2 with the memory controller delegated, or a writable v1
 * memory hierarchy); elsewhere `memoryCgroup()` is null and the watchdog alone applies.
 */
export interface MemoryCgroup {
  readonly version: 1 | 2;
  /** The cgroup the per-child cgroups are made in (this process's own). */
  readonly parent: string;
  /** Moves `pid` into a new cgroup limited to `limitBytes` (no swap); null when that fails (never throws). */
  confine(pid: number, limitBytes: number): MemoryConfinement | null;
}

export interface MemoryConfinement {
  /** The child's cgroup directory. */
  readonly path: string;
  /** The kernel hit the limit (v2 `memory.events` oom_kill; v1 `memory.oom_control` oom_kill or `memory.failcnt`). */
  overran(): boolean;
  /** Removes the cgroup once its process has exited (retried briefly while the kernel still holds it). */
  release(): Promise<void>;
  /** Moves one more process (a tool the child had the parent start for it) under the same limit; false when that fails. */
  add(pid: number): boolean;
}

/** Prefix of the per-child cgroups: `<prefix><parent pid>-<child pid>`. */
export const CGROUP_PREFIX = 'bsa-extractor-';

export interface DetectOptions {
  /** Contents of `/proc/self/cgroup` (tests point detection elsewhere). */
  procSelfCgroup?: string;
  /** Contents of `/proc/self/mountinfo`. */
  mountinfo?: string;
}

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

interface Mount {
  root: string;
  point: string;
  fstype: string;
  superOptions: string[];
}

function parseMountinfo(text: string): Mount[] {
  return text.split('\n').flatMap((line) => {
    const [left, right] = line.split(' - ');
    if (!left || !right) return [];
    const f = left.split(' ');
    const [fstype, , superOpts] = right.split(' ');
    const unescape = (s: string) => s.replace(/\\(\d{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));
    return [{ root: unescape(f[3] ?? ''), point: unescape(f[4] ?? ''), fstype: fstype ?? '', superOptions: (superOpts ?? '').split(',') }];
  });
}

/** The directory of `cgroupPath` (as `/proc/self/cgroup` shows it) under a mount of that hierarchy. */
function under(mount: Mount, cgroupPath: string): string | null {
  const root = mount.root === '/' ? '' : mount.root;
  if (root && cgroupPath !== root && !cgroupPath.startsWith(`${root}/`)) return null;
  const dir = path.join(mount.point, cgroupPath.slice(root.length));
  return existsSync(dir) ? dir : null;
}

/** Writes a control file the kernel made (never creates one: a plain directory is not a cgroup). */
function control(dir: string, file: string, value: string): void {
  writeFileSync(path.join(dir, file), value, { flag: 'r+' });
}

function num(text: string | null, key?: string): number {
  if (text === null) return 0;
  if (key === undefined) return Number(text.trim()) || 0;
  const m = new RegExp(`^${key} (\\d+)$`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

/** rmdir, retried for up to about a second while the kernel still counts the exited process (EBUSY). */
async function removeDir(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      rmdirSync(dir);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY' || attempt >= 50) return; // left behind: removed by the next start's sweep
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the empty per-child cgroups of processes that ended without cleaning up (a killed service). */
function sweep(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = new RegExp(`^${CGROUP_PREFIX}(\\d+)-\\d+$`).exec(name);
    if (!m || Number(m[1]) === process.pid || pidAlive(Number(m[1]))) continue;
    try {
      rmdirSync(path.join(parent, name));
    } catch {
      // still holds a process, or not ours to remove
    }
  }
}

interface Flavour {
  version: 1 | 2;
  /** Writes the limit files of a fresh cgroup; throws when the controller is not usable there. */
  limit(dir: string, limitBytes: number): void;
  overran(dir: string): boolean;
}

const V2: Flavour = {
  version: 2,
  limit(dir, limitBytes) {
    control(dir, 'memory.max', String(limitBytes));
    // No swap: a bomb must not page the host out instead of being killed. Absent without swap accounting.
    if (existsSync(path.join(dir, 'memory.swap.max'))) control(dir, 'memory.swap.max', '0');
  },
  overran: (dir) => num(read(path.join(dir, 'memory.events')), 'oom_kill') > 0,
};

const V1: Flavour = {
  version: 1,
  limit(dir, limitBytes) {
    control(dir, 'memory.limit_in_bytes', String(limitBytes));
    // memory+swap no higher than memory alone: no swap (the file exists only with swap accounting).
    if (existsSync(path.join(dir, 'memory.memsw.limit_in_bytes'))) control(dir, 'memory.memsw.limit_in_bytes', String(limitBytes));
  },
  overran: (dir) => num(read(path.join(dir, 'memory.oom_control')), 'oom_kill') > 0 || num(read(path.join(dir, 'memory.failcnt'))) > 0,
};

function cgroupAt(parent: string, flavour: Flavour): MemoryCgroup | null {
  const probe = path.join(parent, `${CGROUP_PREFIX}${process.pid}-probe`);
  try {
    if (flavour.version === 2 && !(read(path.join(parent, 'cgroup.controllers')) ?? '').split(/\s+/).includes('memory')) return null;
    mkdirSync(probe);
  } catch {
    return null;
  }
  try {
    if (flavour.version === 2 && !existsSync(path.join(probe, 'memory.max'))) {
      // The controller must be enabled for our children; refused (EBUSY) when our cgroup holds processes
      // and is not the root ("no internal processes"), which ends detection here.
      control(parent, 'cgroup.subtree_control', '+memory');
    }
    flavour.limit(probe, 256 * 2 ** 20);
  } catch {
    return null;
  } finally {
    try {
      rmdirSync(probe);
    } catch {
      // nothing more to do
    }
  }
  sweep(parent);
  return {
    version: flavour.version,
    parent,
    confine(pid, limitBytes) {
      const dir = path.join(parent, `${CGROUP_PREFIX}${process.pid}-${pid}`);
      try {
        mkdirSync(dir);
      } catch {
        return null;
      }
      try {
        flavour.limit(dir, limitBytes);
        control(dir, 'cgroup.procs', String(pid));
      } catch {
        try {
          rmdirSync(dir);
        } catch {
          // the pid may have moved in before a later write failed; the sweep removes it later
        }
        return null;
      }
      let released: Promise<void> | undefined;
      const add = (other: number) => {
        try {
          control(dir, 'cgroup.procs', String(other));
          return true;
        } catch {
          return false;
        }
      };
      return { path: dir, overran: () => flavour.overran(dir), release: () => (released ??= removeDir(dir)), add };
    },
  };
}

/**
 * Finds a memory cgroup this process can make per-child cgroups in: cgroup v2 first (the `0::` line of
 * `/proc/self/cgroup`, the memory controller available and enabled for children), then v1 (the `memory`
 * hierarchy). A probe cgroup is made, limited and removed; any failure means null (no crash, no limit).
 */
export function detectMemoryCgroup(opts: DetectOptions = {}): MemoryCgroup | null {
  if (process.platform !== 'linux') return null;
  const self = opts.procSelfCgroup ?? read('/proc/self/cgroup');
  const mounts = parseMountinfo(opts.mountinfo ?? read('/proc/self/mountinfo') ?? '');
  if (!self) return null;
  const lines = self.split('\n').map((l) => l.split(':'));
  const v2Path = lines
    .find((l) => l[0] === '0' && l[1] === '')
    ?.slice(2)
    .join(':');
  if (v2Path) {
    for (const mount of mounts.filter((m) => m.fstype === 'cgroup2')) {
      const dir = under(mount, v2Path);
      const found = dir && cgroupAt(dir, V2);
      if (found) return found;
    }
  }
  const v1Path = lines
    .find((l) => l[1]?.split(',').includes('memory'))
    ?.slice(2)
    .join(':');
  if (v1Path) {
    for (const mount of mounts.filter((m) => m.fstype === 'cgroup' && m.superOptions.includes('memory'))) {
      const dir = under(mount, v1Path);
      const found = dir && cgroupAt(dir, V1);
      if (found) return found;
    }
  }
  return null;
}

let host: MemoryCgroup | null | undefined;

/** `detectMemoryCgroup()` once per process. */
export function hostMemoryCgroup(): MemoryCgroup | null {
  if (host === undefined) host = detectMemoryCgroup();
  return host;
}
