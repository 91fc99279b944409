// Summarises a V8 `.cpuprofile` (e.g. from `BENCH_PROFILE=<dir> npm run bench:e2e`): self time by function and
// by module (the package under node_modules, or the project file), largest first.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [rows] [tasks]  (tasks: print ms per task too)
import fs from 'node:fs';

const [file, rowsArg = '40', tasksArg] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const rows = Number(rowsArg);
const tasks = tasksArg ? Number(tasksArg) : null;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i + 1] ?? 0));
}
const moduleOf = (url) => {
  if (!url) return '(native/v8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const m = /\/(src|activities|workflows|bench|test)\/.*$/.exec(url);
  return m ? m[0].slice(1) : url;
};
const fn = new Map();
const mod = new Map();
let total = 0;
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const name = `${cf.functionName || '(anonymous)'} ${moduleOf(cf.url)}:${cf.lineNumber + 1}`;
  fn.set(name, (fn.get(name) ?? 0) + us);
  const m = cf.url ? moduleOf(cf.url) : cf.functionName;
  mod.set(m, (mod.get(m) ?? 0) + us);
  total += us;
}
const show = (title, map) => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms${tasks ? `, ${(total / 1000 / tasks).toFixed(1)} ms per task` : ''})`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    const per = tasks ? `${(us / 1000 / tasks).toFixed(2).padStart(8)} ms/task` : '';
    console.log(`${((100 * us) / total).toFixed(1).padStart(6)}% ${(us / 1000).toFixed(1).padStart(9)} ms${per}  ${k}`);
  }
};
// Inclusive time: every sample counts once for each distinct function on its stack.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const cf = byId.get(id).callFrame;
    if (!cf.url || cf.url.includes('node_modules/') || cf.url.startsWith('node:')) continue;
    seen.add(`${cf.functionName || '(anonymous)'} ${moduleOf(cf.url)}:${cf.lineNumber + 1}`);
  }
  for (const k of seen) incl.set(k, (incl.get(k) ?? 0) + (deltas[i + 1] ?? 0));
}
show('self time by module', mod);
show('inclusive time by project function', incl);
show('self time by function', fn);
