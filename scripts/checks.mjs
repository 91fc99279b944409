// The static checks of `npm test` side by side (before mocha): type checking, linting and the formatting check are
// independent, so on a machine with more than one core they take about as long as the slowest of them instead
// of the sum. Each runs as its own npm script (one definition of each check, in package.json); its output is
// printed in one piece when it ends, with the time it took, and any failure fails the whole (exit code 1).
// They run before mocha, not beside it: tried beside it even at `nice -n 10`, on a loaded 2-core machine the
// unit tests with time budgets (the extractor pool's, a 500 ms linearity bound) failed while the checks ran.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/checks.mjs <npm script>...');
  process.exit(2);
}

// Under npm, the npm that runs us (npm_execpath) with the same Node; else the `npm` on PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm[0], [...npm.slice(1), 'run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const text = Buffer.concat(out).toString('utf8').trimEnd();
      if (text) console.log(text);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`-- ${name} ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
