// Runs npm scripts side by side: the static checks of `npm test` (type checking, linting, the formatting check)
// are independent of each other and of the tests, so on a machine with more than one core they need not wait
// for one another.
//
//   node scripts/checks.mjs <script>...                   the scripts at once; each one's output is printed in one
//                                                         piece when it ends, with the time it took
//   node scripts/checks.mjs --while <main> <script>...    <main> in the foreground (its output live), the others
//                                                         beside it at a lower CPU priority (`nice -n 10`, where
//                                                         there is a `nice`), so they use the cores <main> leaves
//                                                         idle rather than slowing it down; their output and times
//                                                         are printed after <main> ends
//
// Exit code 0 only when every script passed; a failed one is named with its exit code.
import { spawn, spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
let main = null;
if (args[0] === '--while') {
  main = args[1];
  args.splice(0, 2);
}
if (!main && args.length === 0) {
  console.error('usage: node scripts/checks.mjs [--while <npm script>] <npm script>...');
  process.exit(2);
}

// Under npm, the npm that runs us (npm_execpath) with the same Node; else the `npm` on PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const nice = main && spawnSync('nice', ['-n', '10', 'true']).status === 0 ? ['nice', '-n', '10'] : [];

function run(name, { live = false, niced = false } = {}) {
  const started = Date.now();
  const command = [...(niced ? nice : []), ...npm, 'run', name];
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const out = [];
    if (!live) {
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
    }
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      resolve({ name, ok: code === 0, text: Buffer.concat(out).toString('utf8').trimEnd(), line: `-- ${name} ${verdict} in ${seconds} s` });
    });
  });
}

function report(result) {
  if (result.text) console.log(result.text);
  console.log(result.line);
}

const beside = args.map((name) => run(name, { niced: true }).then((result) => (main ? result : (report(result), result))));
const results = [];
if (main) {
  results.push(await run(main, { live: true }));
  const checks = await Promise.all(beside);
  console.log(`\n== beside ${main}${nice.length ? ' (nice -n 10)' : ''}:`);
  checks.forEach(report);
  results.push(...checks);
  console.log(results[0].line);
} else {
  results.push(...(await Promise.all(beside)));
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
