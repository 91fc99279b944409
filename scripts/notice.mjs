// Writes NOTICE: the third-party software the service ships, each package with its licence, from
// package-lock.json (every production package, for every platform, so the file is the same on any machine)
// plus the packages esbuild bundles into the dashboard (devDependencies that ship inside dist/web/app.js),
// followed by the NOTICE files those packages carry (Apache-2.0 §4(d)).
// `node scripts/notice.mjs --check` exits 1 when NOTICE is stale or a licence is not on the allow-list below.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

/** Licences compatible with distributing the service under Apache-2.0. */
const ALLOWED = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'CC-BY-4.0',
  'Unlicense',
  'Zlib',
  'MIT-0',
  'Python-2.0',
]);
/** Packages that state no licence in their package.json, as reviewed by hand. */
const REVIEWED = {
  buffers: 'MIT', // LICENSE in github.com/substack/node-buffers; the npm package ships none
  unionfs: 'Unlicense', // the LICENSE file in the package
};
/** What the scripts fetch outside npm and the service runs. */
const OUTSIDE_NPM = [
  'temporalio/cli (Temporal CLI with the embedded dev server, fetched or built by scripts/ensure-temporal-cli.sh): MIT, https://github.com/temporalio/cli',
];

/** One SPDX-ish licence value, normalised: `MIT/X11` → MIT, `{type}` and `[{type}]` → their types joined by OR. */
function normalise(value) {
  if (!value) return null;
  if (Array.isArray(value)) return value.map(normalise).join(' OR ');
  if (typeof value === 'object') return normalise(value.type);
  return value === 'MIT/X11' ? 'MIT' : value;
}

/** True when some OR-alternative of the expression has only allowed licences. */
function allowed(expression) {
  const alternatives = expression.replace(/[()]/g, '').split(/\s+OR\s+/);
  return alternatives.some((alt) => alt.split(/\s+AND\s+/).every((id) => ALLOWED.has(id.trim())));
}

function installedManifest(dir) {
  const file = path.join(root, dir, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function repositoryOf(manifest) {
  const repo = manifest?.repository;
  const url = typeof repo === 'string' ? repo : repo?.url;
  return (url ?? manifest?.homepage ?? '').replace(/^git\+/, '').replace(/\.git$/, '');
}

async function dashboardPackages() {
  const result = await build({
    entryPoints: [path.join(root, 'web', 'src', 'main.tsx')],
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(root, 'dist', 'notice-scan'),
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
  });
  const dirs = new Set();
  for (const input of Object.keys(result.metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) dirs.add(path.relative(root, path.resolve(root, match[1])));
  }
  return [...dirs];
}

const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const bundled = new Set(await dashboardPackages());
const rows = new Map();
const problems = [];
for (const [dir, entry] of Object.entries(lock.packages)) {
  if (!dir || !(entry.dev !== true || bundled.has(dir))) continue;
  const name = dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const manifest = installedManifest(dir);
  const licence = normalise(entry.license) ?? normalise(manifest?.license ?? manifest?.licenses) ?? REVIEWED[name] ?? null;
  if (!licence) problems.push(`${name}@${entry.version}: no licence stated; review it and add it to REVIEWED`);
  else if (!allowed(licence)) problems.push(`${name}@${entry.version}: ${licence} is not on the allow-list`);
  const where = bundled.has(dir) ? ' [bundled into the dashboard]' : entry.optional ? ' [platform-specific, optional]' : '';
  const repo = entry.optional ? '' : repositoryOf(manifest); // optional packages are installed on their platform only
  rows.set(`${name}@${entry.version}`, {
    line: `${name} ${entry.version}: ${licence ?? 'UNKNOWN'}${repo ? `, ${repo}` : ''}${where}`,
    dir,
    manifest,
  });
}

const sorted = [...rows.keys()].sort().map((k) => rows.get(k));
const notices = [];
for (const { dir, manifest } of sorted) {
  for (const file of ['NOTICE', 'NOTICE.txt', 'NOTICE.md']) {
    const full = path.join(root, dir, file);
    if (manifest && fs.existsSync(full))
      notices.push(`--- ${manifest.name} ${manifest.version} (${file}) ---\n${fs.readFileSync(full, 'utf8').trim()}`);
  }
}

const text = [
  'bank-statement-analysis',
  'Copyright 2026 the bank-statement-analysis contributors',
  '',
  'Licensed under the Apache License, Version 2.0 (see LICENSE).',
  '',
  'This product includes the third-party software listed below, each under its own licence (SPDX identifier',
  'as its package states it; where a choice is offered, the service uses it under a permissive one).',
  'Generated by `npm run notice` from package-lock.json; do not edit by hand.',
  '',
  `== npm packages (${sorted.length}) ==`,
  ...sorted.map((r) => r.line),
  '',
  '== outside npm ==',
  ...OUTSIDE_NPM,
  '',
  '== NOTICE files of the packages above ==',
  ...notices,
  '',
].join('\n');

const target = path.join(root, 'NOTICE');
if (problems.length) {
  console.error(`licence problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (check) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error('NOTICE is out of date: run `npm run notice` and commit it');
    process.exit(1);
  }
  console.log(`NOTICE is up to date (${sorted.length} packages, all licences allowed)`);
} else {
  fs.writeFileSync(target, text);
  console.log(`wrote NOTICE (${sorted.length} packages)`);
}
