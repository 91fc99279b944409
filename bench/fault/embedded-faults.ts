/**
 * Fault scenarios of the embedded topology (`npm start`: one process, SQLite, its own supervised Temporal
 * dev server): Temporal stopped and killed, the node process killed as the OOM killer would, a full disk.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Scenario } from '../load/harness/scenario';
import { sleep, until } from '../load/harness/processes';
import type { Topology } from '../load/harness/topology';
import { watchHealth } from './faults';
import { fillDisk } from '../../test/helpers/fill-disk';

const pidFile = (t: Topology) => path.join(t.env.DATA_DIR!, 'temporal.pid');
const serverPid = (t: Topology) => Number(fs.readFileSync(pidFile(t), 'utf8').trim());
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'latin1'));
  } catch {
    return false;
  }
};

/** Processes whose command line is a Temporal dev server on `dbFile` (a scan of `/proc`; bench only, Linux). */
function serversOn(dbFile: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const argv = fs.readFileSync(`/proc/${d}/cmdline`, 'latin1').split('\0');
        // The server itself, not the guard shell (and its watcher) whose command line names the same file.
        return path.basename(argv[0] ?? '') === 'temporal' && argv.includes('start-dev') && argv.includes(dbFile);
      } catch {
        return false;
      }
    })
    .map(Number);
}

export const temporalStopped: Scenario = {
  name: 'fault: embedded Temporal stopped 15 s (SIGSTOP)',
  topology: 'embedded',
  async fault(t) {
    const pid = serverPid(t);
    const outage = (async () => {
      process.kill(pid, 'SIGSTOP'); // hung, not dead: the port is open, nothing answers
      await sleep(15_000);
      process.kill(pid, 'SIGCONT');
    })();
    const health = await watchHealth(t, outage);
    return `embedded Temporal dev server (pid ${pid}) stopped with SIGSTOP after 50 submissions, resumed 15 s later; health meanwhile: ${health}`;
  },
};

export const temporalKilled: Scenario = {
  name: 'fault: embedded Temporal killed (supervised restart)',
  topology: 'embedded',
  async fault(t) {
    const pid = serverPid(t);
    let next = 0;
    const outage = (async () => {
      process.kill(pid, 'SIGKILL');
      await until(
        'the supervisor to restart the Temporal server',
        async () => {
          next = fs.existsSync(pidFile(t)) ? serverPid(t) : 0;
          return next !== 0 && next !== pid && alive(next);
        },
        60_000,
      );
      await t.waitHealthy(60_000);
    })();
    const health = await watchHealth(t, outage);
    return `embedded Temporal dev server (pid ${pid}) killed with SIGKILL after 50 submissions; restarted by the supervisor as pid ${next}; health meanwhile: ${health}`;
  },
};

export const nodeKilled: Scenario = {
  name: 'fault: npm start killed with SIGKILL (OOM killer), started again',
  topology: 'embedded',
  async fault(t) {
    const dbFile = path.join(t.env.DATA_DIR!, 'temporal.sqlite');
    const pid = serverPid(t);
    const killedAt = Date.now();
    await t.api.kill9();
    await until('the Temporal server to die with its parent', async () => !alive(pid), 20_000);
    const goneMs = Date.now() - killedAt;
    t.api.start();
    await t.waitHealthy(180_000);
    const servers = serversOn(dbFile);
    if (servers.length !== 1) throw new Error(`${servers.length} Temporal servers on ${dbFile}: ${servers.join(', ')}`);
    return `the npm start process killed with SIGKILL after 50 submissions: its Temporal server (pid ${pid}) stopped ${(goneMs / 1000).toFixed(1)} s later; started again: one Temporal server on temporal.sqlite (pid ${servers[0]})`;
  },
};

export const fullDisk: Scenario = {
  name: 'fault: DATA_DIR disk full for 15 s',
  topology: 'embedded',
  dataDirTmpfsMb: 384,
  async fault(t) {
    const dataDir = t.env.DATA_DIR!;
    let leftovers: string[] = [];
    const outage = (async () => {
      const filler = fillDisk(dataDir, 'fault-filler', 1024 * 1024);
      await sleep(15_000);
      leftovers = (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter((f) => /\.(tmp|upload)$/.test(f));
      fs.rmSync(filler);
    })();
    const health = await watchHealth(t, outage);
    const df = execFileSync('df', ['-h', dataDir], { encoding: 'utf8' }).trim().split('\n').pop();
    if (leftovers.length > 0) throw new Error(`temporary files left while the disk was full: ${leftovers.join(', ')}`);
    return `DATA_DIR (a ${384} MB tmpfs) filled after 50 submissions and freed 15 s later; no .tmp/.upload file left; health meanwhile: ${health}; after: ${df}`;
  },
};
