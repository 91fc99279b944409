import fs from 'node:fs';
import path from 'node:path';
import Mocha from 'mocha';

/**
 * Mocha's spec output, then where the run's time went: each test file's wall time (its hooks included, from
 * its first hook or test to its last), the slowest tests and the slowest hooks. Opt-in through
 * `npm run test:durations`, `TEST_DURATIONS=1` (.mocharc.js; CI sets it) or `--reporter ./test/helpers/durations-reporter.ts`; `DURATIONS_JSON=<file>` also
 * writes every file's, test's and hook's duration there, to compare two runs.
 */
const { EVENT_HOOK_BEGIN, EVENT_HOOK_END, EVENT_TEST_BEGIN, EVENT_TEST_END, EVENT_RUN_END } = Mocha.Runner.constants;

interface FileTime {
  file: string;
  first: number;
  last: number;
  /** CPU time of the mocha process (µs) at the first and the last event of the file. */
  cpuFirst: number;
  cpuLast: number;
  tests: number;
}

interface Timed {
  title: string;
  file: string;
  ms: number;
}

const TOP = Number(process.env.DURATIONS_TOP ?? 25);

/** User + system CPU seconds of this process's ended (waited-for) descendants, from /proc (Linux); else null. */
function childrenCpuSeconds(): number | null {
  try {
    // Fields after the command name: cutime and cstime are the 14th and 15th, in clock ticks (100 a second).
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

class DurationsReporter extends Mocha.reporters.Spec {
  constructor(runner: Mocha.Runner, options?: Mocha.MochaOptions) {
    super(runner, options);
    const cwd = process.cwd();
    const files = new Map<string, FileTime>();
    const tests: Timed[] = [];
    const hooks: Timed[] = [];
    const hookStarts = new Map<Mocha.Hook, number>();
    const cpuStart = process.cpuUsage();
    const wallStart = Date.now();
    const fileOf = (runnable: Mocha.Runnable) => (runnable.file ? path.relative(cwd, runnable.file) : '(root hooks)');
    const touch = (runnable: Mocha.Runnable) => {
      const file = fileOf(runnable);
      const now = Date.now();
      const { user, system } = process.cpuUsage();
      const entry = files.get(file) ?? { file, first: now, last: now, cpuFirst: user + system, cpuLast: 0, tests: 0 };
      entry.last = now;
      entry.cpuLast = user + system;
      files.set(file, entry);
      return entry;
    };
    // Root hooks (no file) are listed with the hooks, not as a file: they span the whole run.
    runner.on(EVENT_HOOK_BEGIN, (hook: Mocha.Hook) => {
      if (hook.file) touch(hook);
      hookStarts.set(hook, Date.now());
    });
    runner.on(EVENT_HOOK_END, (hook: Mocha.Hook) => {
      if (hook.file) touch(hook);
      const start = hookStarts.get(hook);
      hookStarts.delete(hook);
      if (start !== undefined) hooks.push({ title: hook.fullTitle(), file: fileOf(hook), ms: Date.now() - start });
    });
    runner.on(EVENT_TEST_BEGIN, (test: Mocha.Test) => void touch(test));
    runner.on(EVENT_TEST_END, (test: Mocha.Test) => {
      touch(test).tests += 1;
      tests.push({ title: test.fullTitle(), file: fileOf(test), ms: test.duration ?? 0 });
    });
    runner.once(EVENT_RUN_END, () => {
      const cpu = process.cpuUsage(cpuStart);
      const byFile = [...files.values()]
        .map((f) => ({ file: f.file, ms: f.last - f.first, cpuMs: Math.round((f.cpuLast - f.cpuFirst) / 1000), tests: f.tests }))
        .sort((a, b) => b.ms - a.ms);
      const slowest = <T extends { ms: number }>(list: T[]) => [...list].sort((a, b) => b.ms - a.ms).slice(0, TOP);
      const sum = byFile.reduce((total, f) => total + f.ms, 0);
      const line = (ms: number, text: string) => console.log(`  ${(ms / 1000).toFixed(2).padStart(8)} s  ${text}`);
      const wall = ((Date.now() - wallStart) / 1000).toFixed(1);
      console.log(
        `\nDurations: run ${wall} s (process up ${process.uptime().toFixed(1)} s, loading included), sum over files ${(sum / 1000).toFixed(1)} s`,
      );
      const children = childrenCpuSeconds();
      console.log(
        `  CPU: mocha process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s` +
          (children === null ? '' : `, its ended child processes ${children.toFixed(1)} s (servers that detach, like PostgreSQL's, not counted)`),
      );
      console.log(`\nSlowest files (wall, hooks included; the mocha process's own CPU time beside it, child processes not counted):`);
      for (const f of byFile.slice(0, TOP)) line(f.ms, `${f.file} (${f.tests} tests, CPU ${(f.cpuMs / 1000).toFixed(1)} s)`);
      console.log(`\nSlowest tests:`);
      for (const t of slowest(tests)) line(t.ms, `${t.file}: ${t.title}`);
      console.log(`\nSlowest hooks:`);
      for (const h of slowest(hooks)) line(h.ms, `${h.file}: ${h.title}`);
      const out = process.env.DURATIONS_JSON;
      if (out)
        fs.writeFileSync(
          out,
          JSON.stringify({ wallMs: Date.now() - wallStart, cpuUs: cpu, childrenCpuS: children, files: byFile, tests, hooks }, null, 1),
        );
    });
  }
}

export = DurationsReporter;
